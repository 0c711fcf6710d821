import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { memberCards } from '../../src/server/platform/db/schema/coupons.js';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { userAddresses, users } from '../../src/server/platform/db/schema/users.js';
import { DEMO_MEMBER_CARDS } from '../../src/server/seed/cart/index.js';
import { cardBelongsTo } from '../../src/server/modules/membership/index.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login, refresh, verifiedUser } from './auth-helpers.js';
import { cardSale, issue } from './fiscal-helpers.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// The customers and members back office (docs/decisions/0218-blocked-customers.md,
// 0219-erasure-keeps-what-the-law-requires.md, 0220-member-card-register.md): search, block, the data export, the
// erasure that keeps receipts, the register's CSV import, cancel and re-issue; a packer is refused each of them.
const PACKER = { email: 'pakiranje@zvijezda-shop.hr', password: 'Pakiranje2024!' };
let cis: CisForTests;
let t: TestApp;
let admin: string;
let packer: string;
let customer: string;

beforeAll(async () => {
  cis = await startCisForTests();
  t = await createTestApp({ standIns: [cis], env: AUTH_ENV });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  packer = (await login(t, PACKER.email, PACKER.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
}, 400_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'POST';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.headers(token ? bearer(token) : {}), ...(payload ? { payload } : {}) });
const data = async (method: Method, url: string, payload?: unknown) => {
  const res = await call(method, url, admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const refused = async (method: Method, url: string, payload: unknown, status: number, code: string) => {
  const res = await call(method, url, admin, payload);
  expect([res.statusCode, res.json().code], res.body).toEqual([status, code]);
  return res.json();
};
const userByEmail = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!;
const auditOf = (kind: string, id: string | number) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityKind, kind), eq(auditLog.entityId, String(id))))
    .orderBy(desc(auditLog.id));

let ipN = 0;
const ip = () => `10.218.${Math.floor(ipN / 250)}.${(ipN++ % 250) + 1}`;
async function buy(token: string | null, email: string) {
  const session = await readyCart(t, {
    products: [{ slug: 'kisobran', qty: 1 }],
    delivery: COURIER,
    payment: PAY.cod,
    ip: ip(),
    ...(token ? { token } : {}),
    address: {
      contactEmail: email,
      firstName: 'Vesna',
      lastName: 'Perić',
      street: 'Vukovarska',
      city: 'Split',
      zipCode: '21000',
    },
  });
  return placeOrder(t, session, { ...(token ? { token } : {}), ip: ip() });
}

describe('customers back office: who may', () => {
  const operations: [Method, string, unknown?][] = [
    ['GET', '/api/v1/admin/customers'],
    ['GET', '/api/v1/admin/customers/1'],
    ['POST', '/api/v1/admin/customers/1/block', { blocked: true }],
    ['POST', '/api/v1/admin/customers/1/data-requests', { kind: 'export' }],
    ['POST', '/api/v1/admin/customers/1/data-requests/1/complete', {}],
    ['GET', '/api/v1/admin/customers/1/data-requests/1/export'],
    ['GET', '/api/v1/admin/customers/1/data-requests/1/export.pdf'],
    ['GET', '/api/v1/admin/member-cards'],
    ['POST', '/api/v1/admin/member-cards/import', { csv: 'broj;pin;ime', dryRun: true }],
    ['POST', `/api/v1/admin/member-cards/${DEMO_MEMBER_CARDS.unclaimed}/cancel`, {}],
    [
      'POST',
      `/api/v1/admin/member-cards/${DEMO_MEMBER_CARDS.unclaimed}/reissue`,
      { barcode: '385999999990', pin: '1111' },
    ],
  ];
  it.each(operations)(
    'should refuse %s %s to a packer (403), a customer (403) and a visitor (401)',
    async (method, url, body) => {
      const asPacker = await call(method, url, packer, body);
      expect([asPacker.statusCode, asPacker.json().code]).toEqual([403, 'PERMISSION_DENIED']);
      const asCustomer = await call(method, url, customer, body);
      expect([asCustomer.statusCode, asCustomer.json().code]).toEqual([403, 'FORBIDDEN']);
      expect((await call(method, url, null, body)).statusCode).toBe(401);
    },
  );
});

describe('customers back office: search and page', () => {
  it('should find a customer by name, e-mail, member card and order number, staff never', async () => {
    const demo = await userByEmail(CUSTOMER.email);
    const placed = await buy(customer, CUSTOMER.email);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.data.number as string;
    for (const q of ['kupac@zvijezda', DEMO_MEMBER_CARDS.customer, number, `${demo.firstName} ${demo.lastName}`]) {
      const page = await data('GET', `/api/v1/admin/customers?q=${encodeURIComponent(q)}`);
      expect(
        page.items.map((c: { id: number }) => c.id),
        q,
      ).toContain(demo.id);
    }
    const staff = await data('GET', '/api/v1/admin/customers?q=admin@zvijezda');
    expect(staff.total).toBe(0);
    const paged = await data('GET', '/api/v1/admin/customers?limit=1&page=1');
    expect([paged.items.length, paged.limit]).toEqual([1, 1]);
    const page = await data('GET', `/api/v1/admin/customers/${demo.id}`);
    expect(page).toMatchObject({ email: CUSTOMER.email, state: 'active' });
    expect(page.orders.map((o: { number: string }) => o.number)).toContain(number);
    expect(page.memberCards).toContainEqual(
      expect.objectContaining({ barcode: DEMO_MEMBER_CARDS.customer, active: true }),
    );
    const adminRow = await userByEmail(ADMIN.email);
    await refused('GET', `/api/v1/admin/customers/${adminRow.id}`, undefined, 404, 'NOT_FOUND');
    await refused('GET', '/api/v1/admin/customers?page=0', undefined, 400, 'VALIDATION_FAILED');
  });
});

describe('customers back office: block', () => {
  it('should end the sessions, refuse sign-in, refresh and orders with a Croatian message, until unblocked', async () => {
    const who = await verifiedUser(t, 'blokirani@primjer.hr');
    const signedIn = await login(t, who.email, who.password);
    const cookie = signedIn.refresh;
    const user = await userByEmail(who.email);
    const blocked = await data('POST', `/api/v1/admin/customers/${user.id}/block`, {
      blocked: true,
      reason: 'prijevara',
    });
    expect(blocked.state).toBe('blocked');
    const profile = await call('GET', '/api/v1/user/web/profile', signedIn.accessToken);
    expect(profile.statusCode).toBe(401);
    expect((await refresh(t, cookie)).res.statusCode).toBe(401);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: t.headers({ 'x-forwarded-for': ip() }),
      payload: { username: who.email, password: who.password },
    });
    expect([again.statusCode, again.json().code]).toEqual([403, 'ACCOUNT_BLOCKED']);
    expect(again.json().message).toMatch(/blokiran/);
    const guestOrder = await buy(null, who.email.toUpperCase());
    expect([guestOrder.status, guestOrder.body.code]).toEqual([403, 'ORDER_REFUSED_BLOCKED']);
    const unblocked = await data('POST', `/api/v1/admin/customers/${user.id}/block`, { blocked: false });
    expect(unblocked.state).toBe('active');
    expect((await login(t, who.email, who.password)).accessToken).not.toBe('');
    const audit = await auditOf('customer', user.id);
    expect(audit.map((a) => a.action)).toEqual(['customer.unblock', 'customer.block']);
    expect(audit[1]!.data).toEqual({ reason: 'prijevara' });
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'export-'));
  const file = path.join(dir, 'izvoz.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('customers back office: the data export', () => {
  it('should take one request at a time, make the export once, and answer it as JSON and a readable PDF', async () => {
    const who = await verifiedUser(t, 'izvoz.podataka@primjer.hr');
    const token = (await login(t, who.email, who.password)).accessToken;
    const placed = await buy(token, who.email);
    expect(placed.status).toBe(200);
    const user = await userByEmail(who.email);
    const base = `/api/v1/admin/customers/${user.id}/data-requests`;
    const asked = await data('POST', base, { kind: 'export', note: 'e-poštom 27. 11.' });
    const request = asked.dataRequests[0];
    expect(request).toMatchObject({ kind: 'export', status: 'pending', hasExport: false });
    const second = await refused('POST', base, { kind: 'export' }, 409, 'DATA_REQUEST_PENDING');
    expect(second.message).toMatch(/već je otvoren/);
    await refused('GET', `${base}/${request.id}/export`, undefined, 404, 'NOT_FOUND');
    const done = await data('POST', `${base}/${request.id}/complete`, {});
    expect(done.dataRequests[0]).toMatchObject({ status: 'done', hasExport: true, doneBy: ADMIN.email });
    await refused('POST', `${base}/${request.id}/complete`, {}, 409, 'CONFLICT');
    const file = await data('GET', `${base}/${request.id}/export`);
    expect(file.fileName).toBe(`podaci-kupca-${user.id}-${request.id}.json`);
    const json = JSON.parse(file.json);
    expect(json.account).toMatchObject({ email: who.email });
    expect(json.orders[0]).toMatchObject({ number: placed.body.data.number, deliveryAddress: { city: 'Split' } });
    expect(json.orders[0].lines[0]).toMatchObject({ quantity: 1 });
    expect(Array.isArray(json.consentLog)).toBe(true);
    const pdf = await call('GET', `${base}/${request.id}/export.pdf`, admin);
    expect([pdf.statusCode, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Izvoz osobnih podataka');
    expect(text).toContain(placed.body.data.number);
    expect(text).toContain('Vesna Perić');
    // A new request once the first is done.
    await data('POST', base, { kind: 'export' });
    const audit = await auditOf('customer', user.id);
    expect(audit.map((a) => a.action)).toEqual([
      'customer.export_request',
      'customer.export',
      'customer.export_request',
    ]);
  });
});

describe('customers back office: erasure', () => {
  it('should anonymise the buyer, keep the orders and receipts, and leave an account nobody can use', async () => {
    const who = await verifiedUser(t, 'brisanje.podataka@primjer.hr');
    const token = (await login(t, who.email, who.password)).accessToken;
    const user = await userByEmail(who.email);
    await t.db.insert(userAddresses).values({
      userId: user.id,
      type: 'main',
      firstName: 'Vesna',
      lastName: 'Perić',
      country: 'HR',
      city: 'Split',
      street: 'Vukovarska',
      houseNumber: '1',
      zipCode: '21000',
    });
    const placed = await buy(token, who.email);
    expect(placed.status).toBe(200);
    const number = placed.body.data.number as string;
    await issue(t, cardSale(number));
    const base = `/api/v1/admin/customers/${user.id}/data-requests`;
    const exported = (await data('POST', base, { kind: 'export' })).dataRequests[0];
    await data('POST', `${base}/${exported.id}/complete`, {});
    const asked = (await data('POST', base, { kind: 'erasure', note: 'pismom' })).dataRequests[0];
    await refused('POST', base, { kind: 'erasure' }, 409, 'DATA_REQUEST_PENDING');
    await refused(
      'POST',
      `${base}/${asked.id}/complete`,
      { confirmEmail: 'netko@primjer.hr' },
      400,
      'VALIDATION_FAILED',
    );
    const erased = await data('POST', `${base}/${asked.id}/complete`, { confirmEmail: who.email.toUpperCase() });
    expect(erased).toMatchObject({
      state: 'erased',
      email: `izbrisan-${user.id}@anonimizirano.invalid`,
      firstName: 'Izbrisani',
      addresses: [],
    });
    const [order] = await t.db.select().from(orders).where(eq(orders.number, number));
    expect(order).toMatchObject({ email: `izbrisan-${user.id}@anonimizirano.invalid`, userId: user.id });
    expect(order!.deliveryAddress).toMatchObject({
      firstName: 'Izbrisani',
      street: '-',
      contactPhone: '',
      zipCode: '21000',
    });
    const receipts = await t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.reference, number));
    expect(receipts).toHaveLength(1);
    expect(erased.orders.map((o: { number: string }) => o.number)).toEqual([number]);
    // The earlier export held the data: it is gone too.
    await refused('GET', `${base}/${exported.id}/export`, undefined, 404, 'NOT_FOUND');
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: t.headers({ 'x-forwarded-for': ip() }),
      payload: { username: who.email, password: who.password },
    });
    expect(signIn.statusCode).toBe(401);
    expect((await call('GET', '/api/v1/user/web/profile', token)).statusCode).toBe(401);
    await refused('POST', `/api/v1/admin/customers/${user.id}/block`, { blocked: false }, 409, 'CUSTOMER_ERASED');
    await refused('POST', base, { kind: 'export' }, 409, 'CUSTOMER_ERASED');
    const audit = await auditOf('customer', user.id);
    expect(audit[0]).toMatchObject({ action: 'customer.erase', data: { requestId: asked.id } });
    expect(JSON.stringify(audit)).not.toContain(who.email);
  });
});

describe('member card register', () => {
  const importCsv = (csv: string, dryRun: boolean) =>
    call('POST', '/api/v1/admin/member-cards/import', admin, { csv, dryRun });

  it('should preview a CSV with the errors by row, refuse to import it, and import a clean one', async () => {
    const bad = [
      'broj;pin;ime',
      '385100000001;1234;Ana Anić',
      '38510000000;1234;Kratki Broj',
      '385100000002;12a4;Loš Pin',
      '385100000003;1234;',
      '385100000001;4321;Dvaput Isti',
      `${DEMO_MEMBER_CARDS.unclaimed};1111;Već Postoji`,
    ].join('\n');
    const preview = await importCsv(bad, true);
    expect(preview.statusCode, preview.body).toBe(200);
    const report = preview.json().data;
    expect(report.errors.map((e: { line: number }) => e.line)).toEqual([3, 4, 5, 6, 7]);
    expect(report.errors[0].message).toMatch(/12 znamenki/);
    expect(report.errors[3].message).toMatch(/retku 2/);
    const refusedImport = await importCsv(bad, false);
    expect([refusedImport.statusCode, refusedImport.json().code]).toEqual([400, 'CSV_INVALID']);
    expect(await t.db.select().from(memberCards).where(eq(memberCards.barcode, '385100000001'))).toEqual([]);
    const header = await importCsv('broj,pin,ime,grad\n385100000001,1234,Ana', true);
    expect(header.json().data.errors[0].message).toMatch(/nepoznat stupac "grad"/);
    const clean = '\uFEFFbroj,pin,ime\n385100000001,1234,"Anić, Ana"\n385100000018,5678,Ivo Ivić\n';
    const imported = await importCsv(clean, false);
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ lines: 2, added: 2, errors: [] });
    const list = await data('GET', '/api/v1/admin/member-cards?q=ani%C4%87');
    expect(list.items[0]).toMatchObject({
      barcode: '385100000001',
      holderName: 'Anić, Ana',
      active: true,
      account: null,
    });
    expect((await auditOf('member_card', 'uvoz'))[0]).toMatchObject({
      action: 'member_card.import',
      data: { cards: 2 },
    });
  });

  it('should re-issue a card under a new number to the same account, and cancel a card', async () => {
    const demo = await userByEmail(CUSTOMER.email);
    const old = DEMO_MEMBER_CARDS.customer;
    expect(await cardBelongsTo(t.db, old, demo.id)).toBe(true);
    const url = `/api/v1/admin/member-cards/${old}/reissue`;
    await refused('POST', url, { barcode: '12345', pin: '1234' }, 400, 'MEMBER_CARD_FORMAT');
    await refused('POST', url, { barcode: DEMO_MEMBER_CARDS.unclaimed, pin: '1234' }, 409, 'MEMBER_CARD_EXISTS');
    const fresh = await data('POST', url, { barcode: '385100000025', pin: '2500' });
    expect(fresh).toMatchObject({ barcode: '385100000025', claimed: true, onProfile: true, active: true });
    expect(await cardBelongsTo(t.db, old, demo.id)).toBe(false);
    expect(await cardBelongsTo(t.db, '385100000025', demo.id)).toBe(true);
    await refused('POST', url, { barcode: '385100000032', pin: '2500' }, 409, 'CONFLICT');
    const page = await data('GET', `/api/v1/admin/customers/${demo.id}`);
    expect(page.memberCards).toContainEqual(
      expect.objectContaining({ barcode: old, active: false, replacedBy: '385100000025' }),
    );
    const cancelled = await data('POST', '/api/v1/admin/member-cards/385100000025/cancel', { reason: 'izgubljena' });
    expect(cancelled).toMatchObject({ active: false });
    expect(await cardBelongsTo(t.db, '385100000025', demo.id)).toBe(false);
    await refused('POST', '/api/v1/admin/member-cards/385100000025/cancel', {}, 409, 'CONFLICT');
    await refused('POST', '/api/v1/admin/member-cards/385999999999/cancel', {}, 404, 'NOT_FOUND');
    const linked = await data('GET', '/api/v1/admin/member-cards?q=385100000025');
    expect(linked.items[0].account).toMatchObject({ id: demo.id, email: CUSTOMER.email });
    expect((await auditOf('member_card', old))[0]).toMatchObject({ action: 'member_card.reissue' });
  });
});
