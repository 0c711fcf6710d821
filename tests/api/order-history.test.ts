import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import zxing from '@zxing/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usableStock } from '../../src/shared/stock.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { orders, withdrawalConfirmations, type OrderRow } from '../../src/server/platform/db/schema/orders.js';
import { transitionOrder } from '../../src/server/modules/orders/index.js';
import { getCommerceSettings } from '../../src/server/modules/settings/index.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { lastEmailTo, tokenFromLink } from './auth-helpers.js';
import { call, tokenFor, variantId } from './cart-helpers.js';
import { address, COURIER, PAY, PICKUP, placeOrder, readyCart } from './checkout-helpers.js';

// After the purchase: the customer's history, the guest look-up, the PDF with the HUB-3A slip and the online
// withdrawal (docs/decisions/0044 to 0046). R10: nobody reaches another buyer's order, PDF or withdrawal.
let t: TestApp;
let alice: { token: string; id: number };
let bob: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  alice = await tokenFor(t, 'alice.history@primjer.hr');
  bob = await tokenFor(t, 'bob.history@primjer.hr');
});
afterAll(async () => t?.close());

const row = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;
let ipCounter = 1;
const nextIp = () => `10.44.${Math.floor(ipCounter / 250)}.${ipCounter++ % 250}`;

interface Purchase {
  token?: string;
  qty?: number;
  email?: string;
  payment?: number;
  personalised?: boolean;
  buyer?: Record<string, string>;
}

async function buy(spec: Purchase) {
  const products_: Array<{ slug: string; qty: number; options?: unknown }> = [
    { slug: 'kemijska-olovka', qty: spec.qty ?? 1 },
  ];
  if (spec.personalised) {
    const m = await variantId(t, 'domaci-dres-2025-26', 'M');
    const slug = (await t.db.select({ slug: products.slug }).from(products).where(eq(products.id, m)))[0]!.slug;
    products_.push({ slug, qty: 1, options: { personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'ČOLIĆ' } } });
  }
  const session = await readyCart(t, {
    products: products_,
    delivery: spec.payment === PAY.transfer ? PICKUP : COURIER,
    payment: spec.payment ?? PAY.cod,
    ...(spec.token ? { token: spec.token } : {}),
    address: { ...spec.buyer, ...(spec.email ? { contactEmail: spec.email } : {}) },
  });
  const res = await placeOrder(t, session, { ...(spec.token ? { token: spec.token } : {}), notice: true });
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return row(res.body.data.number);
}

/** The lifecycle machine's event that brings an order to each of these statuses. */
const EVENT_TO = {
  paid: { type: 'payment.captured' },
  processing: { type: 'mark_processing' },
  shipped: { type: 'mark_shipped' },
  delivered: { type: 'mark_delivered' },
} as const;

const move = (order: OrderRow, ...steps: Array<keyof typeof EVENT_TO>) =>
  t.db.transaction(async (tx) => {
    let current = order;
    for (const to of steps) current = await transitionOrder(tx, current, EVENT_TO[to], { kind: 'staff', id: 1 });
    return current;
  });

const history = (token: string | undefined, query = '') =>
  call(t, 'GET', `/api/v2/order/history${query}`, undefined, token ? { token } : {});
const lookUp = (number: string, email: string) =>
  call(t, 'POST', '/api/v2/order/lookup', { number, email }, { ip: nextIp() });
const withdraw = (number: string, email: string, name = 'Ivana Horvat', token?: string) =>
  call(t, 'POST', '/api/v2/order/withdraw', { number, email, name }, { ip: nextIp(), ...(token ? { token } : {}) });
const confirm = (token: string) => call(t, 'POST', '/api/v2/order/withdraw/confirm', { token }, { ip: nextIp() });
/** The token of the confirmation link last e-mailed to this address. */
const linkTokenTo = async (email: string) => {
  const mail = await lastEmailTo(t, email);
  expect(mail?.kind).toBe('withdrawal_confirm');
  return tokenFromLink(mail!.text ?? '', 'token');
};
/** A guest's whole withdrawal (docs/decisions/0137-withdrawal-proves-the-mailbox.md): the request, then the link. */
async function guestWithdraw(number: string, email: string, name = 'Ivana Horvat') {
  const requested = await withdraw(number, email, name);
  if (requested.status !== 200) return requested;
  expect(requested.body.data.awaitingConfirmation).toBe(true);
  return confirm(await linkTokenTo(email));
}

describe('order history', () => {
  it('should list every order of the customer, newest first, 4 per page, with the total', async () => {
    const mine: OrderRow[] = [];
    for (let i = 0; i < 5; i++) mine.push(await buy({ token: alice.token }));
    await buy({ token: bob.token });
    const first = await history(alice.token);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ totalRecords: 5, page: 1, limit: 4 });
    expect(first.body.data.records.map((o: { number: string }) => o.number)).toEqual(
      mine
        .slice(1)
        .reverse()
        .map((o) => o.number),
    );
    const second = await history(alice.token, '?page=2');
    expect(second.body.data.records.map((o: { number: string }) => o.number)).toEqual([mine[0]!.number]);
    expect(first.body.data.records[0]).toMatchObject({ status: 'processing', statusText: { label: 'U obradi' } });
  });

  it('should ask for a login, and answer no-store', async () => {
    expect((await history(undefined)).status).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v2/order/history',
      headers: t.headers({ authorization: `Bearer ${alice.token}` }),
    });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('R10: orders, PDFs and withdrawals belong to their buyer', () => {
  it('should answer another customer the same not found as a number that does not exist', async () => {
    const alices = await buy({ token: alice.token });
    const own = await call(t, 'GET', `/api/v2/order/history/${alices.number}`, undefined, { token: alice.token });
    expect(own.status).toBe(200);
    const theft = await call(t, 'GET', `/api/v2/order/history/${alices.number}`, undefined, { token: bob.token });
    const missing = await call(t, 'GET', '/api/v2/order/history/2026-999999', undefined, { token: bob.token });
    expect(theft).toEqual(missing);
    expect(theft.status).toBe(404);
  });

  it('should find a guest order by number and e-mail only, the same 404 for a wrong e-mail or number', async () => {
    const guest = await buy({ email: 'gost.r10@primjer.hr' });
    const found = await lookUp(guest.number, ' GOST.R10@primjer.hr ');
    expect(found.status).toBe(200);
    expect(found.body.data.number).toBe(guest.number);
    const wrongEmail = await lookUp(guest.number, 'alice.history@primjer.hr');
    const wrongNumber = await lookUp('2026-999999', 'gost.r10@primjer.hr');
    expect(wrongEmail.status).toBe(404);
    expect(wrongEmail.body).toEqual(wrongNumber.body);
    expect(wrongEmail.body.message).toBe('Narudžba s tim brojem i e-poštom nije pronađena.');
  });

  it('should refuse a withdrawal for someone else the same way, and change nothing', async () => {
    const alices = await move(await buy({ token: alice.token }), 'shipped');
    const theft = await withdraw(alices.number, 'bob.history@primjer.hr', 'Bob', bob.token);
    expect(theft.status).toBe(404);
    expect(theft.body.code).toBe('NOT_FOUND');
    expect((await row(alices.number)).status).toBe('shipped');
  });

  it('should serve a PDF only for its token', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/pdf/${'x'.repeat(43)}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errored: true, code: 'NOT_FOUND' });
  });
});

function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'order-pdf-'));
  const file = path.join(dir, 'order.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

async function decodePdf417(png: Buffer): Promise<string> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const source = new zxing.RGBLuminanceSource(new Uint8ClampedArray(data), info.width, info.height);
  const result = new zxing.PDF417Reader().decode(new zxing.BinaryBitmap(new zxing.HybridBinarizer(source)));
  // The slip's bytes are UTF-8; a decoder that read them as ISO-8859-1 is read back as UTF-8.
  const text = result.getText();
  const asUtf8 = Buffer.from(text, 'latin1').toString('utf8');
  const decodedAlready = [...text].some((c) => c.charCodeAt(0) > 0xff);
  return decodedAlready || asUtf8.includes('\uFFFD') ? text : asUtf8;
}

describe('the order PDF and the HUB-3A slip', () => {
  it('should print the order with Croatian letters, its totals and the slip of a bank transfer', async () => {
    const buyer = { firstName: 'Đurđa', lastName: 'Čolić-Šimić' };
    const order = await buy({ payment: PAY.transfer, email: 'pdf.kupac@primjer.hr', buyer });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/pdf/${order.pdfToken}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const euro = (c: number) => `${(c / 100).toFixed(2).replace('.', ',')} €`;
    expect(text).toContain(`Narudžba ${order.number}`);
    expect(text).toMatch(new RegExp(`Ukupno za platiti\\s+${euro(order.orderTotal)}`));
    expect(text).toMatch(new RegExp(`Od toga PDV \\(25 %\\)\\s+${euro(order.taxTotal)}`));
    expect(text).toContain(`Osnovica ${euro(order.orderTotal - order.taxTotal)} · PDV ${euro(order.taxTotal)}`);
    expect(text).toContain('Đurđa Čolić-Šimić');
    expect(text).toContain('Kemijska olovka');
    expect(text).toContain('Uplatnica (HUB-3A)');
    expect(text).toContain(`HR00 ${order.number}`);
  });

  it('should encode the exact HUB-3 data string in the barcode', async () => {
    const order = await buy({ payment: PAY.transfer, email: 'slip.kupac@primjer.hr' });
    const { seller } = await getCommerceSettings(t.db);
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/pdf/${order.pdfToken}/hub3.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const a = address();
    const expected = [
      'HRVHUB30',
      'EUR',
      String(order.orderTotal).padStart(15, '0'),
      `${a.firstName} ${a.lastName}`,
      // The standard's field lengths: the payer's street has 27 characters.
      `${a.street} ${a.houseNumber}`.slice(0, 27).trim(),
      `${a.zipCode} ${a.city}`,
      seller.legalName.slice(0, 25).trim(),
      `${seller.street} ${seller.houseNumber}`.slice(0, 25).trim(),
      `${seller.zipCode} ${seller.city}`,
      seller.iban,
      'HR00',
      order.number,
      'OTHR',
      `Narudžba ${order.number}`,
    ].join('\n');
    expect(await decodePdf417(res.rawPayload)).toBe(expected);
    const view = await lookUp(order.number, 'slip.kupac@primjer.hr');
    expect(view.body.data.bankTransfer.barcodeUrl).toBe(`/api/v1/order/pdf/${order.pdfToken}/hub3.png`);
    expect(view.body.data.pdfUrl).toBe(`/api/v1/order/pdf/${order.pdfToken}`);
    const mail = await lastEmailTo(t, 'slip.kupac@primjer.hr');
    expect(mail?.html).toContain(`/api/v1/order/pdf/${order.pdfToken}/hub3.png`);
  });

  it('should have no slip for an order paid otherwise', async () => {
    const order = await buy({ payment: PAY.cod });
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/order/pdf/${order.pdfToken}/hub3.png` });
    expect(res.statusCode).toBe(404);
  });
});

describe('online withdrawal', () => {
  it('should withdraw a guest order, keep personalised lines sold, acknowledge by e-mail, and refuse a second time', async () => {
    const bought = await buy({ email: 'odustajem@primjer.hr', personalised: true, payment: PAY.wspay });
    const order = await move(bought, 'paid', 'processing', 'shipped');
    const before = await lookUp(order.number, 'odustajem@primjer.hr');
    expect(before.body.data.withdrawal).toMatchObject({ possible: true, until: null, reason: null });
    // The personalised jersey and its print service stay sold.
    expect(before.body.data.withdrawal.excluded).toContain('Domaći dres 2025/26 – M');
    const res = await guestWithdraw(order.number, 'odustajem@primjer.hr', 'Ivana Horvat');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ number: order.number, status: 'partially_withdrawn' });
    expect(res.body.data.lines).toEqual(['Kemijska olovka']);
    const mail = await lastEmailTo(t, 'odustajem@primjer.hr');
    expect(mail).toMatchObject({ kind: 'order_withdrawal' });
    expect(mail?.text).toContain(`narudžbu ${order.number}`);
    expect(mail?.text).toContain('Odustali ste od: Kemijska olovka.');
    const again = await withdraw(order.number, 'odustajem@primjer.hr');
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ORDER_ALREADY_WITHDRAWN');
    const after = await lookUp(order.number, 'odustajem@primjer.hr');
    expect(after.body.data.withdrawal.possible).toBe(false);
    expect(after.body.data.status).toBe('partially_withdrawn');
  });

  it('should refuse after 14 days from delivery, and before payment, with the reason', async () => {
    const delivered = await move(await buy({ email: 'kasno@primjer.hr' }), 'shipped', 'delivered');
    // The 14 days run from delivery: this one was delivered 15 days ago.
    await t.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - 15 * 86_400_000) })
      .where(eq(orders.id, delivered.id));
    const late = await withdraw(delivered.number, 'kasno@primjer.hr');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('ORDER_NOT_WITHDRAWABLE');
    expect(late.body.message).toMatch(/^Rok od 14 dana za odustajanje istekao je/);
    const unpaid = await buy({ payment: PAY.transfer, email: 'neplaceno@primjer.hr' });
    const refused = await withdraw(unpaid.number, 'neplaceno@primjer.hr');
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('ORDER_NOT_WITHDRAWABLE');
    expect((await row(unpaid.number)).status).toBe('awaiting_transfer');
  });

  it('should withdraw a whole order of a logged-in customer', async () => {
    const order = await move(await buy({ token: alice.token, payment: PAY.wspay }), 'paid');
    const res = await withdraw(order.number, order.email, 'Alice', alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('withdrawn');
    const page = await call(t, 'GET', `/api/v2/order/history/${order.number}`, undefined, { token: alice.token });
    expect(page.body.data.withdrawal).toMatchObject({ possible: false });
    expect(page.body.data.withdrawal.withdrawnAt).toBeTruthy();
  });
});

// docs/decisions/0137-withdrawal-proves-the-mailbox.md: number and e-mail show an order, only the mailbox withdraws it.
describe('a guest withdrawal proves the mailbox', () => {
  const outboxTo = async (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));

  it('should withdraw nothing on the request and e-mail one single-use link to the order address', async () => {
    const order = await move(await buy({ email: 'Dokaz.Sanducic@primjer.hr', payment: PAY.wspay }), 'paid');
    const before = (await outboxTo('Dokaz.Sanducic@primjer.hr')).length;
    const res = await withdraw(order.number, 'dokaz.sanducic@primjer.hr', 'Netko Treći');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ number: order.number, status: 'paid', withdrawnAt: null });
    expect(res.body.data.awaitingConfirmation).toBe(true);
    expect((await row(order.number)).status).toBe('paid');
    const mails = await outboxTo('Dokaz.Sanducic@primjer.hr');
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.kind).toBe('withdrawal_confirm');
    expect(mail.text).toContain('/narudzba/odustajanje?token=');
    // Only the digest is stored, never the token itself.
    const token = tokenFromLink(mail.text ?? '', 'token');
    const [stored] = await t.db
      .select()
      .from(withdrawalConfirmations)
      .where(eq(withdrawalConfirmations.orderId, order.id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect(stored!.usedAt).toBeNull();
    const lookedUp = await lookUp(order.number, 'dokaz.sanducic@primjer.hr');
    expect(lookedUp.body.data.withdrawal).toMatchObject({ possible: true, withdrawnAt: null });
  });

  it('should withdraw on the link and give stock back before shipment, then refuse the link a second time', async () => {
    const pen = (await t.db.select().from(products).where(eq(products.slug, 'kemijska-olovka')))[0]!;
    await t.db.update(products).set({ stockQuantity: 20, infiniteQuantity: false }).where(eq(products.id, pen.id));
    const usable = async () => usableStock((await t.db.select().from(products).where(eq(products.id, pen.id)))[0]!);
    const order = await buy({ email: 'link.zalihe@primjer.hr', qty: 5 });
    const onSale = await usable();
    expect((await withdraw(order.number, 'link.zalihe@primjer.hr', 'Ivana Horvat')).status).toBe(200);
    expect(await usable()).toBe(onSale);
    const token = await linkTokenTo('link.zalihe@primjer.hr');
    const done = await confirm(token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toMatchObject({ number: order.number, status: 'withdrawn', awaitingConfirmation: false });
    expect(done.body.data.lines).toEqual(['5 × Kemijska olovka']);
    expect((await row(order.number)).status).toBe('withdrawn');
    expect(await usable()).toBe(onSale + 5);
    expect(await lastEmailTo(t, 'link.zalihe@primjer.hr')).toMatchObject({ kind: 'order_withdrawal' });
    const [used] = await t.db
      .select()
      .from(withdrawalConfirmations)
      .where(eq(withdrawalConfirmations.orderId, order.id));
    expect(used!.usedAt).not.toBeNull();
    const again = await confirm(token);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('INVALID_TOKEN');
    expect((await row(order.number)).status).toBe('withdrawn');
    expect(await usable()).toBe(onSale + 5);
  });

  it('should refuse a forged or expired token and change nothing', async () => {
    const order = await move(await buy({ email: 'krivotvoreno@primjer.hr', payment: PAY.wspay }), 'paid');
    await withdraw(order.number, 'krivotvoreno@primjer.hr');
    const forged = await confirm('A'.repeat(43));
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('INVALID_TOKEN');
    const token = await linkTokenTo('krivotvoreno@primjer.hr');
    await t.db
      .update(withdrawalConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(withdrawalConfirmations.orderId, order.id));
    const expired = await confirm(token);
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('INVALID_TOKEN');
    expect((await row(order.number)).status).toBe('paid');
    expect(await lastEmailTo(t, 'krivotvoreno@primjer.hr')).toMatchObject({ kind: 'withdrawal_confirm' });
  });

  it('should send a signed-in customer asking about an order not theirs through the link too', async () => {
    const guest = await move(await buy({ email: 'bob.history@primjer.hr', payment: PAY.wspay }), 'paid');
    const res = await withdraw(guest.number, 'bob.history@primjer.hr', 'Alice', alice.token);
    expect(res.status).toBe(200);
    expect(res.body.data.awaitingConfirmation).toBe(true);
    expect((await row(guest.number)).status).toBe('paid');
  });
});

// docs/decisions/0135-stock-follows-the-goods.md: stock follows the goods.
describe('stock after a withdrawal', () => {
  const pen = async () => (await t.db.select().from(products).where(eq(products.slug, 'kemijska-olovka')))[0]!;
  const usable = async () => usableStock(await pen());

  it('should put the units back on sale at once when a cash on delivery order is withdrawn before shipment', async () => {
    const row0 = await pen();
    // Exactly 43 units on sale: the order takes every one of them.
    await t.db.update(products).set({ stockQuantity: 45, infiniteQuantity: false }).where(eq(products.id, row0.id));
    expect(await usable()).toBe(43);
    const order = await buy({ email: 'odustajem.zalihe@primjer.hr', qty: 43 });
    expect(order.status).toBe('processing');
    expect(await usable()).toBe(0);
    const res = await guestWithdraw(order.number, 'odustajem.zalihe@primjer.hr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row(order.number)).status).toBe('withdrawn');
    expect(await usable()).toBe(43);
    // The release is written on the timeline once; a repeat changes nothing.
    expect((await withdraw(order.number, 'odustajem.zalihe@primjer.hr')).status).toBe(409);
    expect(await usable()).toBe(43);
  });

  it('should not give stock back when a shipped order is withdrawn: it comes back with the goods', async () => {
    const row0 = await pen();
    await t.db.update(products).set({ stockQuantity: 12, infiniteQuantity: false }).where(eq(products.id, row0.id));
    const order = await move(await buy({ email: 'poslano.zalihe@primjer.hr', qty: 4 }), 'shipped');
    expect(await usable()).toBe(6);
    const res = await guestWithdraw(order.number, 'poslano.zalihe@primjer.hr');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row(order.number)).status).toBe('withdrawn');
    expect(await usable()).toBe(6);
  });
});
