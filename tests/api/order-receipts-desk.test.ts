import { and, desc, eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { type FiscalReceiptRow, fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { orderEvents, orderItems, orders } from '../../src/server/platform/db/schema/orders.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { type PaymentRig, payOnHostedPage, startPaymentRig } from '../support/card-gateway.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, lastEmailTo, login, tokenFromLink } from './auth-helpers.js';
import { call } from './cart-helpers.js';
import { FAST_DELIVERY, until } from './fiscal-helpers.js';
import { PAY, type Placed, placed } from './order-receipts-helpers.js';

// Receipts of the other payment methods and of money or goods given back, through the order desk and the
// withdrawal form (docs/decisions/0074-receipts-issued-with-the-payment.md, 0075-correcting-receipts-of-orders.md),
// and the receipt as the buyer gets it: e-mail, page, PDF and QR code (0076-receipt-page-and-e-mail.md).
let cis: CisForTests;
let rig: PaymentRig;
let t: TestApp;
let admin: string;
let ip = 0;

beforeAll(async () => {
  cis = await startCisForTests();
  rig = await startPaymentRig();
  t = await createTestApp({ standIns: [cis, rig], env: { ...AUTH_ENV, FISCAL_PREMISES: 'DESK1' } });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  expect(admin).not.toBe('');
});
afterAll(async () => t?.close());

/** An action as the desk's page sends it, with the order's version (docs/decisions/0151-desk-version-check.md). */
const act = async (id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/actions`,
    headers: t.headers(bearer(admin)),
    payload: { version: (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!.version, ...body },
  });
const detailOf = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}`, headers: t.headers(bearer(admin)) })).json()
    .data;
/** A card action names the order's paid attempt, as the desk's page does (docs/decisions/0130-one-paid-attempt-per-order.md). */
async function done(id: number, body: Record<string, unknown>) {
  const card = ['capture', 'void'].includes(String(body.action));
  const res = await act(id, card ? { attemptId: (await detailOf(id)).card?.attemptId, ...body } : body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const receiptsOf = (order: Placed) =>
  t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.reference, order.number)).orderBy(fiscalReceipts.id);
/**
 * Delivers the order's receipts to the CIS stand-in until each is fiscalised: an attempt that outlasts the tests' CIS
 * timeout on a busy machine is retried a moment later, as the worker would.
 */
const deliverAll = (order: Placed) =>
  until(async () => {
    await t.app.fiscal.deliverNow(FAST_DELIVERY);
    return (await receiptsOf(order)).every((r) => r.status === 'fiscalised');
  }, 60_000);
const orderRow = async (order: Placed) => (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
const receiptMails = (to: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, 'order_receipt')))
    .orderBy(desc(emailOutbox.id));
/** A guest's withdrawal: the request, then the e-mailed link (docs/decisions/0137-withdrawal-proves-the-mailbox.md). */
async function withdraw(number: string, email: string) {
  const requested = await call(
    t,
    'POST',
    '/api/v2/order/withdraw',
    { number, email, name: 'Ivana Horvat' },
    {
      ip: `10.92.0.${++ip}`,
    },
  );
  if (requested.status !== 200) return requested;
  const token = tokenFromLink((await lastEmailTo(t, email))?.text ?? '', 'token');
  return call(t, 'POST', '/api/v2/order/withdraw/confirm', { token }, { ip: `10.92.0.${++ip}` });
}

/** Pays a card order on the simulator's hosted page; the shop confirms it by StatusCheck on the return. */
async function paidByCard(): Promise<Placed> {
  const order = await placed(t, PAY.wspay);
  const res = await payOnHostedPage(t, order.slug);
  expect(res.headers.location).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`);
  return order;
}

const total = (rows: readonly FiscalReceiptRow[]) => rows.reduce((sum, r) => sum + r.totalCents, 0);

describe('receipts of transfers and cash on delivery', () => {
  it('should issue a transfer’s receipt when the desk marks the transfer received, once', async () => {
    const order = await placed(t, PAY.transfer);
    expect(await receiptsOf(order)).toEqual([]);
    const after = await done(order.id, { action: 'mark_paid' });
    expect(after.order.status).toBe('paid');
    expect(after.timeline.map((e: { type: string }) => e.type)).toContain('receipt_issued');
    const [receipt, ...more] = await receiptsOf(order);
    expect(more).toEqual([]);
    const row = await orderRow(order);
    expect(receipt).toMatchObject({
      paymentMethod: 'T',
      totalCents: row.orderTotal,
      buyerOib: null,
      premises: 'DESK1',
    });
    expect(receipt!.lines.at(-1)).toMatchObject({ name: expect.stringMatching(/^Dostava \(/), vatRate: 25 });
    const again = await act(order.id, { action: 'mark_paid' });
    expect(again.statusCode).toBe(409);
    expect(await receiptsOf(order)).toHaveLength(1);
  });

  it('should issue cash on delivery’s receipt, with the fee, when the courier’s payment is recorded', async () => {
    const order = await placed(t, PAY.cod);
    await done(order.id, { action: 'mark_shipped', trackingNumber: 'HP123456789HR' });
    expect(await receiptsOf(order)).toEqual([]);
    await done(order.id, { action: 'mark_delivered' });
    const [receipt] = await receiptsOf(order);
    const row = await orderRow(order);
    expect(receipt).toMatchObject({ paymentMethod: 'G', totalCents: row.orderTotal });
    expect(receipt!.lines.at(-1)).toMatchObject({ name: 'Naknada za pouzeće', totalCents: row.paymentFee });
  });

  it('should record the payment even when its receipt cannot be issued, and say why on the timeline', async () => {
    const order = await placed(t, PAY.transfer);
    // 200.000,00 € by transfer: over what CIS takes for one receipt (code 167).
    await t.db.update(orderItems).set({ total: 20_000_000 }).where(eq(orderItems.orderId, order.id));
    const before = await placed(t, PAY.transfer);
    await done(before.id, { action: 'mark_paid' });
    const after = await done(order.id, { action: 'mark_paid' });
    expect(after.order.status).toBe('paid');
    expect(await receiptsOf(order)).toEqual([]);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.find((e) => e.type === 'receipt_not_issued')?.data).toEqual({
      message: 'Iznos računa prelazi granicu za ovaj način plaćanja.',
    });
    // No number went missing: the next receipt follows the one before without a gap.
    const next = await placed(t, PAY.transfer);
    await done(next.id, { action: 'mark_paid' });
    expect((await receiptsOf(next))[0]!.number).toBe((await receiptsOf(before))[0]!.number + 1);
  });

  it('should not issue a second receipt when a card order is delivered', async () => {
    const order = await paidByCard();
    await done(order.id, { action: 'mark_processing' });
    await done(order.id, { action: 'mark_shipped', trackingNumber: 'HP223456789HR' });
    await done(order.id, { action: 'mark_delivered' });
    const receipts = await receiptsOf(order);
    expect(receipts.map((r) => r.paymentMethod)).toEqual(['K']);
  });
});

describe('correcting receipts', () => {
  it('should issue a correcting receipt for a partial refund and another for the rest, never more', {
    timeout: 120_000,
  }, async () => {
    const order = await paidByCard();
    const captured = await done(order.id, { action: 'capture' });
    const [sale] = await receiptsOf(order);
    const line = captured.afterSale.lines[0] as { itemId: number; unitCents: number };
    await done(order.id, { action: 'refund', lines: [{ itemId: line.itemId, qty: 1 }], reason: 'Oštećen' });
    const partial = (await receiptsOf(order))[1]!;
    const one = line.unitCents;
    expect(partial).toMatchObject({ correctsReceiptId: sale!.id, totalCents: -one, paymentMethod: 'K' });
    // The correction takes back exactly the unit refunded.
    expect(partial.lines).toEqual([
      { name: 'Kišobran', quantity: -1, unitPriceCents: one, totalCents: -one, vatRate: 25 },
    ]);
    expect(partial.number).toBe(sale!.number + 1);

    await done(order.id, {
      action: 'refund',
      lines: [{ itemId: line.itemId, qty: 1 }],
      delivery: true,
      reason: 'Ostatak',
    });
    const receipts = await receiptsOf(order);
    expect(receipts).toHaveLength(3);
    expect(total(receipts)).toBe(0);
    await deliverAll(order);
    const sent = cis.standIn.requests.filter((r) => r.answer === 'jir' && r.number?.endsWith('/DESK1/1'));
    expect(sent.map((r) => r.number)).toEqual(expect.arrayContaining(receipts.map((r) => `${r.number}/DESK1/1`)));
  });

  it('should take the whole receipt back when an authorised order is cancelled (its authorisation voided)', async () => {
    const order = await paidByCard();
    const cancelled = await done(order.id, { action: 'cancel' });
    expect(cancelled.card).toMatchObject({ voided: true });
    const [sale, correction, ...more] = await receiptsOf(order);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({ correctsReceiptId: sale!.id, totalCents: -sale!.totalCents });
    expect(correction!.lines.map((l) => l.name)).toEqual(sale!.lines.map((l) => l.name));
  });

  it('should take withdrawn goods back once, however the money goes back after', async () => {
    const order = await paidByCard();
    await done(order.id, { action: 'capture' });
    const res = await withdraw(order.number, 'ivana.horvat@primjer.hr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [sale, correction] = await receiptsOf(order);
    // The whole order went back: the umbrellas and the delivery.
    expect(correction).toMatchObject({ correctsReceiptId: sale!.id, totalCents: -sale!.totalCents });
    expect(correction!.lines.map((l) => l.name)).toEqual(sale!.lines.map((l) => l.name));
    const page = await detailOf(order.id);
    const lines = page.afterSale.lines.map((l: { itemId: number; qty: number }) => ({ itemId: l.itemId, qty: l.qty }));
    await done(order.id, { action: 'refund', lines, delivery: true, reason: 'Odustanak od ugovora' });
    expect(await receiptsOf(order)).toHaveLength(2);
  });

  it('should take the whole receipt back when a paid transfer order is cancelled, and list the bank refund to make', async () => {
    const order = await placed(t, PAY.transfer);
    await done(order.id, { action: 'mark_paid' });
    const cancelled = await done(order.id, { action: 'cancel', iban: 'HR12 1001 0051 8630 0016 0' });
    const [sale, correction, ...more] = await receiptsOf(order);
    expect(more).toEqual([]);
    expect(correction).toMatchObject({
      correctsReceiptId: sale!.id,
      totalCents: -sale!.totalCents,
      paymentMethod: 'T',
    });
    expect(cancelled.afterSale.refunds).toEqual([
      expect.objectContaining({
        method: 'bank',
        amountCents: sale!.totalCents,
        iban: 'HR1210010051863000160',
        doneAt: null,
      }),
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/admin/refunds', headers: t.headers(bearer(admin)) });
    const mine = list.json().data.records.find((r: { orderId: number }) => r.orderId === order.id);
    expect(mine).toMatchObject({
      amountCents: sale!.totalCents,
      iban: 'HR1210010051863000160',
      reference: `Povrat ${order.number}`,
    });
    const paid = await done(order.id, { action: 'bank_refund_done', refundId: mine.id });
    expect(paid.afterSale.refunds[0].doneAt).not.toBeNull();
    // Marking it paid moves no money: no further correction.
    expect(await receiptsOf(order)).toHaveLength(2);
  });

  it('should correct nothing for a withdrawal before the buyer paid (no receipt yet)', async () => {
    const order = await placed(t, PAY.cod);
    const res = await withdraw(order.number, 'ivana.horvat@primjer.hr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await receiptsOf(order)).toEqual([]);
  });
});

describe('the receipt as the buyer gets it', () => {
  it('should e-mail the receipt with every required item, its QR code and links to its page and PDF', async () => {
    const order = await placed(t, PAY.transfer);
    await done(order.id, { action: 'mark_paid' });
    const [receipt] = await receiptsOf(order);
    const [mail] = await receiptMails('ivana.horvat@primjer.hr');
    const number = `${receipt!.number}/DESK1/1`;
    expect(mail!.subject).toBe(`Račun ${number} za narudžbu ${order.number}`);
    for (const item of [
      'Prodavatelj: ',
      'OIB 12345678903',
      `Broj računa: ${number}`,
      'Datum i vrijeme: ',
      'Način plaćanja: Transakcijski račun',
      'Operater: Internetska prodaja (OIB 12345678903)',
      `ZKI: ${receipt!.zki}`,
      'JIR: naknadno',
      'PDV 25 %: osnovica',
      `Provjera računa (QR kod): https://porezna.gov.hr/rn?zki=${receipt!.zki}&datv=`,
      `http://localhost/racun/${receipt!.token}`,
      `http://localhost/api/v1/receipts/${receipt!.token}/pdf`,
    ])
      expect(mail!.text).toContain(item);
    expect(mail!.html).toContain(`<img src="http://localhost/api/v1/receipts/${receipt!.token}/qr.png"`);
    // The back office's outbox lists it among the other mails.
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox?limit=5',
      headers: t.headers(bearer(admin)),
    });
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.json().data.records.map((m: { kind: string }) => m.kind)).toContain('order_receipt');
  });

  it('should show the receipt by its token, with its PDF and a QR code that decodes to the check URL', {
    timeout: 120_000,
  }, async () => {
    const order = await placed(t, PAY.transfer);
    await done(order.id, { action: 'mark_paid' });
    await deliverAll(order);
    const [receipt] = await receiptsOf(order);
    expect(receipt!.status).toBe('fiscalised');

    const res = await t.app.inject({ method: 'GET', url: `/api/v1/receipts/${receipt!.token}`, headers: t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const page = res.json().data;
    expect(page).toMatchObject({ kind: 'sale', orderNumber: order.number, jir: receipt!.jir, status: 'fiscalised' });
    expect(page.facts.map((f: { label: string }) => f.label)).toEqual([
      'Prodavatelj',
      'Broj računa',
      'Datum i vrijeme',
      'Način plaćanja',
      'Operater',
      'ZKI',
      'JIR',
    ]);
    expect(page.checkUrl).toMatch(
      new RegExp(`^https://porezna\\.gov\\.hr/rn\\?jir=${receipt!.jir}&datv=\\d{8}_\\d{4}&izn=${receipt!.totalCents}$`),
    );

    const qr = await t.app.inject({ method: 'GET', url: page.qrUrl });
    expect(qr.headers['content-type']).toBe('image/png');
    const { data, info } = await sharp(qr.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(page.checkUrl);

    const pdf = await t.app.inject({ method: 'GET', url: page.pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const unknown = await t.app.inject({
      method: 'GET',
      url: '/api/v1/receipts/AAAAAAAAAAAAAAAAAAAAAAAA',
      headers: t.headers(),
    });
    expect(unknown.statusCode).toBe(404);
    const pdfUnknown = await t.app.inject({ method: 'GET', url: '/api/v1/receipts/AAAAAAAAAAAAAAAAAAAAAAAA/pdf' });
    expect(pdfUnknown.statusCode).toBe(404);
  });
});
