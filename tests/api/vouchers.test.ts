import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatVoucherCode, voucherCodeFrom, voucherCodeProblem } from '../../src/shared/voucher-code.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { voucherMovements, vouchers } from '../../src/server/platform/db/schema/vouchers.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';
import { call, tokenFor } from './cart-helpers.js';
import { COURIER, PAY, placeOrder, readyCart, type Session } from './checkout-helpers.js';

// Gift vouchers end to end through the API (docs/decisions/0214-0217): bought and paid, e-mailed with a PDF, entered
// at checkout, spent in part and in full, returned by a cancellation, refused with their own codes, and raced.
let t: TestApp;
let admin: string;
let ip = 0;
const nextIp = () => `10.88.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
}, 300_000);
afterAll(async () => t?.close());

const orderRow = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;
const voucherRow = async (id: number) => (await t.db.select().from(vouchers).where(eq(vouchers.id, id)))[0]!;

const deskAct = async (id: number, body: Record<string, unknown>) => {
  const [o] = await t.db.select().from(orders).where(eq(orders.id, id));
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/actions`,
    headers: t.headers(bearer(admin)),
    payload: { version: o!.version, ...body },
  });
  expect(res.statusCode, res.body).toBe(200);
};

/** Buys `qty` vouchers of 50 € by bank transfer and has the desk mark the transfer received: they are issued. */
async function boughtVouchers(qty: number, email = 'darivatelj@primjer.hr') {
  const session = await readyCart(t, {
    products: [{ slug: 'poklon-bon-50', qty }],
    payment: PAY.transfer,
    address: { contactEmail: email },
    ip: nextIp(),
  });
  const placed = await placeOrder(t, session);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const order = await orderRow(placed.body.data.number);
  expect(order.taxTotal).toBe(0);
  expect(await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.id))).toHaveLength(0);
  await deskAct(order.id, { action: 'mark_paid' });
  const made = await t.db.select().from(vouchers).where(eq(vouchers.orderId, order.id));
  return { order, made };
}

const apply = (session: Session, code: string) =>
  call(t, 'PUT', '/api/v1/checkout/voucher', { ...session, code }, { ip: nextIp() });

/** A cart of umbrellas (19.99 € each) to be delivered by courier and paid by transfer, with the voucher entered. */
async function cartWithVoucher(umbrellas: number, code: string) {
  const session = await readyCart(t, {
    products: [{ slug: 'kisobran', qty: umbrellas }],
    delivery: COURIER,
    payment: PAY.transfer,
    ip: nextIp(),
  });
  const res = await apply(session, code);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return session;
}

describe('gift vouchers', () => {
  let code: string;
  let voucherId: number;

  it('issues one voucher per unit when the money is taken, e-mails it and serves its PDF', async () => {
    const { order, made } = await boughtVouchers(2);
    expect(made).toHaveLength(2);
    for (const v of made) {
      expect(v.valueCents).toBe(5000);
      expect(v.balanceCents).toBe(5000);
      expect(voucherCodeProblem(v.code)).toBeNull();
      expect(v.expiresAt.getTime()).toBeGreaterThan(Date.now() + 360 * 86_400_000);
    }
    expect(new Set(made.map((v) => v.code)).size).toBe(2);
    code = made[0]!.code;
    voucherId = made[0]!.id;
    // The e-mail goes out right after the desk's commit (or with the sweep).
    let mail: typeof emailOutbox.$inferSelect | undefined;
    for (let i = 0; i < 50 && !mail; i++) {
      [mail] = await t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, 'darivatelj@primjer.hr'), eq(emailOutbox.kind, 'gift_voucher')))
        .orderBy(desc(emailOutbox.id));
      if (!mail) await new Promise((r) => setTimeout(r, 100));
    }
    expect(mail?.text).toContain(code.slice(0, 4));
    const pdfUrl = /(\/api\/v1\/vouchers\/[A-Za-z0-9_-]+\/pdf)/.exec(mail!.text!)![1]!;
    const pdf = await t.app.inject({ method: 'GET', url: pdfUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The order page lists them.
    const listed = await call(t, 'GET', `/api/v1/order/vouchers?orderSlug=${order.slug}`);
    expect(listed.body.data.vouchers).toHaveLength(2);
    expect(listed.body.data.vouchers[0]).toMatchObject({ valueCents: 5000, state: 'active' });
    // The desk's order page names both by code, each linked by its id.
    const desk = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}`,
      headers: t.headers(bearer(admin)),
    });
    expect(desk.json().data.vouchers).toEqual({
      paidBy: [],
      bought: made.map((v) => ({
        id: v.id,
        code: formatVoucherCode(v.code),
        valueCents: 5000,
        balanceCents: 5000,
        state: 'active',
      })),
    });
  });

  it('refuses a mistyped, unknown, spent-on-vouchers code with its own words', async () => {
    const session = await readyCart(t, {
      products: [{ slug: 'kisobran', qty: 1 }],
      delivery: COURIER,
      payment: PAY.transfer,
      ip: nextIp(),
    });
    const typo = code.slice(0, 5) + (code[5] === 'A' ? 'B' : 'A') + code.slice(6);
    expect((await apply(session, typo)).body).toMatchObject({ code: 'VOUCHER_CODE_INVALID', statusCode: 400 });
    expect((await apply(session, 'abc')).body.code).toBe('VOUCHER_CODE_INVALID');
    const unknown = voucherCodeFrom(new Uint8Array(15).fill(7));
    expect((await apply(session, unknown)).body).toMatchObject({ code: 'VOUCHER_NOT_FOUND', statusCode: 404 });
    const onlyVouchers = await readyCart(t, { products: [{ slug: 'poklon-bon-25', qty: 1 }], payment: PAY.transfer });
    expect((await apply(onlyVouchers, code)).body.code).toBe('VOUCHER_NOT_FOR_VOUCHERS');
    // Typed in lower case with spaces, it is the same code.
    const typed = code.toLowerCase().replace(/(.{4})/g, '$1 ');
    const ok = await apply(session, typed);
    expect(ok.body.data).toMatchObject({ balanceCents: 5000 });
  });

  it('pays part of an order, keeps the rest, then pays a whole order; a cancellation gives the amount back', async () => {
    // 1 umbrella (19.99) + courier: the voucher pays it all and the order starts paid.
    const first = await placeOrder(t, await cartWithVoucher(1, code));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const paid = await orderRow(first.body.data.number);
    expect(paid.status).toBe('paid');
    expect(paid.voucherCents).toBe(paid.orderTotal);
    const left = 5000 - paid.orderTotal;
    expect((await voucherRow(voucherId)).balanceCents).toBe(left);
    // 3 umbrellas: the voucher pays what is left; the rest is due by transfer.
    const second = await placeOrder(t, await cartWithVoucher(3, code));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const partly = await orderRow(second.body.data.number);
    expect(partly.status).toBe('awaiting_transfer');
    expect(partly.voucherCents).toBe(left);
    expect((await voucherRow(voucherId)).balanceCents).toBe(0);
    const slip = await call(t, 'GET', `/api/v2/order/getBySlug?orderSlug=${partly.slug}`);
    expect(slip.status).toBe(200);
    // Spent: a new cart cannot take it.
    const s = await readyCart(t, {
      products: [{ slug: 'kisobran', qty: 1 }],
      delivery: COURIER,
      payment: PAY.transfer,
    });
    expect((await apply(s, code)).body).toMatchObject({ code: 'VOUCHER_SPENT', statusCode: 409 });
    // Staff cancel the order paid partly by the voucher: the amount is back on it.
    await deskAct(partly.id, { action: 'cancel', reason: 'Kupac odustao' });
    expect((await voucherRow(voucherId)).balanceCents).toBe(left);
    const moves = await t.db
      .select()
      .from(voucherMovements)
      .where(eq(voucherMovements.voucherId, voucherId))
      .orderBy(voucherMovements.id);
    expect(moves.map((m) => m.kind)).toEqual(['issued', 'spent', 'spent', 'returned']);
    expect(moves.at(-1)!.amountCents).toBe(left);
    // The desk's order pages name the voucher by its code: it paid all of the first, and the second's is back.
    const desk = async (id: number) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}`, headers: t.headers(bearer(admin)) })
      ).json().data.vouchers;
    const printed = formatVoucherCode((await voucherRow(voucherId)).code);
    expect(await desk(paid.id)).toEqual({
      bought: [],
      paidBy: [{ id: voucherId, code: printed, paidCents: paid.orderTotal }],
    });
    expect(await desk(partly.id)).toEqual({ bought: [], paidBy: [{ id: voucherId, code: printed, paidCents: 0 }] });
  });

  it('refuses the order when the balance shown is no longer there', async () => {
    const session = await cartWithVoucher(3, code);
    const before = (await voucherRow(voucherId)).balanceCents;
    await t.db.update(vouchers).set({ balanceCents: 1 }).where(eq(vouchers.id, voucherId));
    const refused = await placeOrder(t, session);
    expect(refused.body).toMatchObject({ code: 'VOUCHER_BALANCE_CHANGED', statusCode: 409 });
    await t.db.update(vouchers).set({ balanceCents: before }).where(eq(vouchers.id, voucherId));
  });

  it('refuses an expired or blocked voucher', async () => {
    const s = await readyCart(t, {
      products: [{ slug: 'kisobran', qty: 1 }],
      delivery: COURIER,
      payment: PAY.transfer,
    });
    const real = (await voucherRow(voucherId)).expiresAt;
    await t.db
      .update(vouchers)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(vouchers.id, voucherId));
    expect((await apply(s, code)).body).toMatchObject({ code: 'VOUCHER_EXPIRED', statusCode: 409 });
    await t.db.update(vouchers).set({ expiresAt: real, status: 'blocked' }).where(eq(vouchers.id, voucherId));
    expect((await apply(s, code)).body).toMatchObject({ code: 'VOUCHER_BLOCKED', statusCode: 409 });
    await t.db.update(vouchers).set({ status: 'active' }).where(eq(vouchers.id, voucherId));
  });

  it('lets 20 carts race for one voucher: exactly one order is placed, the balance never below zero', async () => {
    const { made } = await boughtVouchers(1, 'utrka@primjer.hr');
    const v = made[0]!;
    const sessions = [];
    // Four umbrellas and delivery cost more than the voucher holds: each order would take all of it.
    for (let i = 0; i < 20; i++) sessions.push(await cartWithVoucher(4, v.code));
    const results = await Promise.all(sessions.map((s) => placeOrder(t, s)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(1);
    // The losers find it spent (they waited for the winner's lock) or lower than shown (they read it before).
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(['VOUCHER_SPENT', 'VOUCHER_BALANCE_CHANGED']).toContain(r.body.code);
    }
    expect((await voucherRow(v.id)).balanceCents).toBe(0);
    const spent = await t.db
      .select()
      .from(voucherMovements)
      .where(and(eq(voucherMovements.voucherId, v.id), eq(voucherMovements.kind, 'spent')));
    expect(spent).toHaveLength(1);
    expect(spent[0]!.amountCents).toBe(-5000);
  }, 240_000);

  it('finds, extends, blocks, unblocks and re-sends in the back office, each audited; customers are refused', async () => {
    const staff = { headers: t.headers(bearer(admin)) };
    const found = await t.app.inject({ method: 'GET', url: '/api/v1/admin/vouchers?q=darivatelj', ...staff });
    expect(found.statusCode).toBe(200);
    expect(found.json().data.total).toBeGreaterThanOrEqual(2);
    const byCode = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/vouchers?q=${encodeURIComponent(code.toLowerCase().replace(/(.{4})(?=.)/g, '$1-'))}`,
      ...staff,
    });
    expect(byCode.json().data.items.map((i: { id: number }) => i.id)).toEqual([voucherId]);
    const act = async (body: Record<string, unknown>) => {
      const page = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/vouchers/${voucherId}`, ...staff })).json()
        .data;
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/vouchers/${voucherId}`,
        ...staff,
        payload: { updatedAt: page.updatedAt, ...body },
      });
    };
    const past = await act({ action: 'extend', expiresAt: '2020-01-01' });
    expect(past.json()).toMatchObject({ code: 'VALIDATION_FAILED', statusCode: 400 });
    const year = new Date().getUTCFullYear() + 3;
    const extended = await act({ action: 'extend', expiresAt: `${year}-06-30` });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json().data.voucher.expiresAt).toMatch(new RegExp(`^${year}-06-30T2[12]:59:59`));
    expect((await act({ action: 'block', note: 'Prijavljen gubitak' })).json().data.voucher.state).toBe('blocked');
    expect((await act({ action: 'block' })).json().code).toBe('CONFLICT');
    expect((await act({ action: 'unblock' })).json().data.voucher.state).toBe('active');
    const resent = await act({ action: 'resend' });
    expect(resent.json().data.movements.map((m: { kind: string }) => m.kind)).toEqual(
      expect.arrayContaining(['expiry', 'blocked', 'unblocked', 'resent']),
    );
    const stale = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/vouchers/${voucherId}`,
      ...staff,
      payload: { updatedAt: '2020-01-01T00:00:00.000Z', action: 'block' },
    });
    expect(stale.json().code).toBe('CONFLICT');
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'voucher'), eq(auditLog.entityId, String(voucherId))));
    expect(audited.map((a) => a.action).sort()).toEqual(
      ['voucher.block', 'voucher.extend', 'voucher.resend', 'voucher.unblock'].sort(),
    );
    const customer = await tokenFor(t, 'radoznali@primjer.hr');
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/vouchers',
      headers: t.headers(bearer(customer.token)),
    });
    expect(refused.statusCode).toBe(403);
  });
});
