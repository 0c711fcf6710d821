import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { einvoices } from '../../src/server/platform/db/schema/einvoices.js';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { DEMO_LOGINS } from '../../src/server/seed/users/index.js';
import { type PaymentRig, payOnHostedPage, startPaymentRig } from '../support/card-gateway.js';
import { type CisForTests, startCisForTests, TEST_SELLER_OIB } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { type MerForTests, startMerForTests } from '../support/mer.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';
import { FAST_DELIVERY } from './fiscal-helpers.js';
import { PAY, type Placed, placed } from './order-receipts-helpers.js';

// Company buyers (docs/decisions/0228-company-einvoices.md): a transfer gets an eRačun through the intermediary's
// stand-in (sent, delivered or rejected, payment reported, sent again from the desk); a card payment gets its CIS
// receipt with the buyer's OIB, and the receipt names the company.
let cis: CisForTests;
let mer: MerForTests;
let rig: PaymentRig;
let t: TestApp;
const tokens: Record<'admin' | 'accountant' | 'packer', string> = { admin: '', accountant: '', packer: '' };
const COMPANY = { companyName: 'Navijači & Prijatelji d.o.o.', companyOib: '69435151530' };

beforeAll(async () => {
  cis = await startCisForTests();
  mer = await startMerForTests();
  rig = await startPaymentRig();
  t = await createTestApp({ standIns: [cis, mer, rig], env: { ...AUTH_ENV, FISCAL_PREMISES: 'B2B1' } });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  const password = (email: string) => DEMO_LOGINS.find((d) => d.email === email)!.password;
  tokens.admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  tokens.accountant = (
    await login(t, 'racunovodstvo@zvijezda-shop.hr', password('racunovodstvo@zvijezda-shop.hr'))
  ).accessToken;
  tokens.packer = (await login(t, 'pakiranje@zvijezda-shop.hr', password('pakiranje@zvijezda-shop.hr'))).accessToken;
}, 120_000);
afterAll(async () => t?.close());

const asCompany = async (order: Placed) => {
  await t.db.update(orders).set(COMPANY).where(eq(orders.id, order.id));
  return order;
};
const markPaid = async (order: Placed) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${order.id}/actions`,
    headers: t.headers(bearer(tokens.admin)),
    payload: { version: row!.version, action: 'mark_paid' },
  });
  expect(res.statusCode, res.body).toBe(200);
};
const einvoiceOf = async (order: Placed) =>
  (await t.db.select().from(einvoices).where(eq(einvoices.orderId, order.id)))[0]!;
const receiptsOf = (order: Placed) =>
  t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.reference, order.number));
const desk = (order: Placed, who: keyof typeof tokens, path = '', method: 'GET' | 'POST' = 'GET') =>
  t.app.inject({
    method,
    url: `/api/v1/admin/orders/${order.id}/einvoice${path}`,
    headers: t.headers(bearer(tokens[who])),
  });
const round = () => t.app.einvoices.runNow();

describe('a company paying by bank transfer', () => {
  it('should get an eRačun instead of a receipt: sent, delivered, its payment reported', async () => {
    const order = await asCompany(await placed(t, PAY.transfer));
    await markPaid(order);
    expect(await receiptsOf(order)).toEqual([]);
    const issued = await einvoiceOf(order);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(issued).toMatchObject({ status: 'queued', buyerOib: COMPANY.companyOib, totalCents: row!.orderTotal });
    expect(issued.number).toMatch(/^\d+\/B2B1\/2$/);
    expect(issued.xml).toContain('Navijači &amp; Prijatelji d.o.o.');
    expect(issued.xml).toContain(`<cbc:PrepaidAmount currencyID="EUR">${(row!.orderTotal / 100).toFixed(2)}<`);

    await round();
    const sent = await einvoiceOf(order);
    expect(sent).toMatchObject({ status: 'sent', intermediaryStatus: { id: 30, name: 'Poslan' } });
    const [doc] = mer.standIn.documents().filter((d) => String(d.electronicId) === sent.electronicId);
    expect(doc).toMatchObject({ xml: issued.xml, recipientOib: COMPANY.companyOib, number: issued.number });

    // Not yet downloaded by the buyer: it stays sent until asked again.
    await t.db.update(einvoices).set({ nextAttemptAt: new Date() }).where(eq(einvoices.id, sent.id));
    await round();
    expect((await einvoiceOf(order)).status).toBe('sent');

    mer.standIn.deliver(doc!.electronicId);
    await t.db.update(einvoices).set({ nextAttemptAt: new Date() }).where(eq(einvoices.id, sent.id));
    await round();
    expect((await einvoiceOf(order)).status).toBe('delivered');
    await round();
    const reported = await einvoiceOf(order);
    expect(reported).toMatchObject({ status: 'reported', nextAttemptAt: null });
    expect(doc!.payment).toMatchObject({
      BrojDokumenta: issued.number,
      OibIzdavatelja: TEST_SELLER_OIB,
      OibPrimatelja: COMPANY.companyOib,
      NaplaceniIznos: (row!.orderTotal / 100).toFixed(2),
      NacinPlacanja: 'T',
    });

    const view = await desk(order, 'accountant');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().data).toMatchObject({
      status: 'reported',
      number: issued.number,
      buyerName: COMPANY.companyName,
    });
    const xml = await desk(order, 'accountant', '/xml');
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.headers['content-disposition']).toContain('attachment; filename="eracun-');
    expect(xml.body).toBe(issued.xml);
  });

  it('should keep trying while the intermediary is away', async () => {
    const order = await asCompany(await placed(t, PAY.transfer));
    await markPaid(order);
    mer.standIn.down();
    try {
      await round();
      const waiting = await einvoiceOf(order);
      expect(waiting).toMatchObject({ status: 'queued', attempts: 1, lastError: 'moj-eRačun: HTTP 503' });
      expect(waiting.nextAttemptAt!.getTime()).toBeGreaterThan(Date.now());
    } finally {
      mer.standIn.up();
    }
    await t.db.update(einvoices).set({ nextAttemptAt: new Date() }).where(eq(einvoices.orderId, order.id));
    await round();
    expect(await einvoiceOf(order)).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
  });

  it('should show a rejection on the desk and send it again for the accountant, audited', async () => {
    const order = await asCompany(await placed(t, PAY.transfer));
    await markPaid(order);
    await round();
    const first = await einvoiceOf(order);
    mer.standIn.reject(Number(first.electronicId));
    await t.db.update(einvoices).set({ nextAttemptAt: new Date() }).where(eq(einvoices.id, first.id));
    await round();
    expect((await desk(order, 'accountant')).json().data).toMatchObject({
      status: 'rejected',
      intermediaryStatus: '50 Neuspješan',
    });

    expect((await desk(order, 'packer', '/resend', 'POST')).statusCode).toBe(403);
    const again = await desk(order, 'accountant', '/resend', 'POST');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'queued', electronicId: null });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'einvoice'), eq(auditLog.entityId, first.number)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'einvoice.resend', userEmail: 'racunovodstvo@zvijezda-shop.hr' });

    await round();
    const resent = await einvoiceOf(order);
    expect(resent.status).toBe('sent');
    expect(resent.electronicId).not.toBe(first.electronicId);
    const twice = await desk(order, 'accountant', '/resend', 'POST');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ errored: true, code: 'EINVOICE_NOT_REJECTED' });
  });

  it('should leave a private transfer, and an order without an eRačun, to the receipt', async () => {
    const order = await placed(t, PAY.transfer);
    await markPaid(order);
    expect(await receiptsOf(order)).toHaveLength(1);
    expect((await desk(order, 'accountant')).json()).toEqual({ errored: false, data: null });
    const xml = await desk(order, 'accountant', '/xml');
    expect(xml.statusCode).toBe(404);
  });
});

describe('a company paying by card', () => {
  it('should get its CIS receipt with the buyer’s OIB, and a receipt that names the company', async () => {
    const order = await asCompany(await placed(t, PAY.wspay));
    const res = await payOnHostedPage(t, order.slug);
    expect(res.headers.location).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`);
    const [receipt] = await receiptsOf(order);
    expect(receipt).toMatchObject({ paymentMethod: 'K', buyerOib: COMPANY.companyOib });
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    const sent = cis.standIn.requests.find((r) => r.number === `${receipt!.number}/B2B1/1`);
    expect(sent?.xml).toContain(`<tns:OibPrimateljaRacuna>${COMPANY.companyOib}</tns:OibPrimateljaRacuna>`);
    expect(sent?.answer).toBe('jir');
    expect((await t.db.select().from(einvoices).where(eq(einvoices.orderId, order.id))).length).toBe(0);

    const page = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${receipt!.token}`, headers: t.headers() });
    expect(page.json().data.facts).toContainEqual({
      label: 'Kupac',
      value: `${COMPANY.companyName}, OIB ${COMPANY.companyOib}`,
    });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${receipt!.token}/pdf` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });
});
