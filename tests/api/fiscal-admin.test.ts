import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';
import { cardSale, FAST_DELIVERY, issue } from './fiscal-helpers.js';

let cis: CisForTests;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  cis = await startCisForTests();
  t = await createTestApp({ env: { ...cis.env, ...AUTH_ENV } });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(async () => {
  await t?.close();
  await cis?.close();
});

const get = (token?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/fiscal/receipts?limit=10',
    headers: t.headers(token ? bearer(token) : {}),
  });
const requeue = (id: number) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/fiscal/receipts/${id}/requeue`,
    headers: t.headers(bearer(admin)),
  });

describe('back office: fiscal receipts', () => {
  it('should show receipts waiting for a JIR and those CIS refused, with the reason', async () => {
    cis.standIn.behaveNext({ kind: 'errors', errors: [{ code: 's004', message: 'Neispravan digitalni potpis.' }] });
    const refused = await issue(t, cardSale('admin-refused'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    await cis.standIn.down();
    const waiting = await issue(t, cardSale('admin-waiting'));
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    await cis.standIn.up();

    const res = await get(admin);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.waiting).toMatchObject({ count: 1, overdue: 0 });
    expect(data.waiting.receipts[0]).toMatchObject({
      id: waiting.id,
      number: waiting.number,
      total: 84.99,
      jir: null,
      status: 'awaiting_jir',
      attempts: 1,
      lastError: expect.stringMatching(/^network/),
    });
    expect(data.refused.receipts[0]).toMatchObject({
      id: refused.id,
      status: 'refused',
      refusal: 's004: Neispravan digitalni potpis.',
    });
  });

  it('should count receipts waiting past the 48-hour delivery deadline', async () => {
    await cis.standIn.down();
    try {
      await issue(t, cardSale('admin-overdue', new Date(Date.now() - 49 * 3_600_000)));
      const data = (await get(admin)).json().data;
      expect(data.waiting).toMatchObject({ count: 2, overdue: 1 });
    } finally {
      await cis.standIn.up();
    }
  });

  it('should send a refused receipt again on request, and say why it cannot when it was not refused', async () => {
    const { refused } = (await get(admin)).json().data;
    const id = refused.receipts[0].id as number;
    const res = await requeue(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id, status: 'awaiting_jir', refusal: null });
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    expectCodedError(await requeue(id), 409, 'CONFLICT');
    expectCodedError(await requeue(987_654), 404, 'FISCAL_RECEIPT_NOT_FOUND');
  });

  it('should show them to back-office users only', async () => {
    expectCodedError(await get(), 401, 'UNAUTHORIZED');
    const customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
    expectCodedError(await get(customer), 403, 'FORBIDDEN');
  });
});

describe('without CIS configured', () => {
  it('should refuse to issue receipts with a coded error', async () => {
    const bare = await createTestApp();
    try {
      expect(bare.app.fiscal.configured).toBe(false);
      await expect(bare.db.transaction((tx) => bare.app.fiscal.issue(tx, cardSale('x')))).rejects.toMatchObject({
        code: 'FISCAL_NOT_CONFIGURED',
      });
    } finally {
      await bare.close();
    }
  });
});
