import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { generalSettings } from '../../src/server/platform/db/schema/settings.js';
import { captureExpiringAuthorisations } from '../../src/server/modules/order-desk/index.js';
import { type PaymentRig, payOnHostedPage, startPaymentRig } from '../support/card-gateway.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';
import { call, tokenFor } from './cart-helpers.js';
import { COURIER, PAY, PICKUP, placeOrder, readyCart } from './checkout-helpers.js';

// After the sale (docs/decisions/0150 to 0155): withdrawals by lines before and after shipment, goods back per line,
// refunds by lines above what was paid refused, the IBAN rule, the capture policy and the authorisation sweep, and
// what the shopper sees. Every action goes through the desk's API with the order's version.
let t: TestApp;
let rig: PaymentRig;
let admin: string;
let buyer: { token: string; id: number };
let ip = 0;

beforeAll(async () => {
  rig = await startPaymentRig();
  t = await createTestApp({ standIns: [rig], env: AUTH_ENV });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  buyer = await tokenFor(t, 'poslije.prodaje@primjer.hr');
});
afterAll(async () => t?.close());

const row = async (id: number) => (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const stock = async () =>
  (await t.db.select({ s: products.stockQuantity }).from(products).where(eq(products.slug, 'kisobran')))[0]!.s;

/** A signed-in customer's order of 3 umbrellas (their withdrawal needs no e-mailed link). */
async function buy(payment: number, delivery = COURIER) {
  const session = await readyCart(t, {
    products: [{ slug: 'kisobran', qty: 3 }],
    delivery,
    payment,
    token: buyer.token,
    ip: `10.77.${Math.floor(ip / 200)}.${(ip++ % 200) + 1}`,
  });
  const placed = await placeOrder(t, session, { token: buyer.token });
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const [order] = await t.db.select().from(orders).where(eq(orders.number, placed.body.data.number));
  return order!;
}

const desk = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${id}`, headers: t.headers(bearer(admin)) })).json()
    .data;
const act = async (id: number, body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/actions`,
    headers: t.headers(bearer(admin)),
    payload: { version: (await row(id)).version, ...body },
  });
async function done(id: number, body: Record<string, unknown>) {
  const card = ['capture', 'void'].includes(String(body.action));
  const res = await act(id, card ? { attemptId: (await desk(id)).card?.attemptId, ...body } : body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const withdraw = (order: { number: string; email: string }, extra: Record<string, unknown> = {}) =>
  call(
    t,
    'POST',
    '/api/v2/order/withdraw',
    { number: order.number, email: order.email, name: 'Ana Kupac', ...extra },
    {
      token: buyer.token,
      ip: `10.78.0.${++ip % 250}`,
    },
  );
/** A refusal answered through `call` (status and the coded envelope). */
function refusedWith(res: { status: number; body: { code?: string } }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.code).toBe(code);
}
const lineOf = async (id: number) => (await desk(id)).afterSale.lines[0] as { itemId: number; qty: number };

/** The desk home's counts by key, and the order numbers the list's `returns=awaiting` filter gives. */
const counts = async (): Promise<Record<string, number>> => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/admin/desk/counts',
    headers: t.headers(bearer(admin)),
  });
  return Object.fromEntries(res.json().data.counts.map((c: { key: string; count: number }) => [c.key, c.count]));
};
const awaitingReturn = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/orders?returns=awaiting&limit=100',
      headers: t.headers(bearer(admin)),
    })
  )
    .json()
    .data.records.map((r: { number: string }) => r.number);

async function setCapturePolicy(capturePolicy: 'on_shipment' | 'at_once') {
  const where = and(eq(generalSettings.group, 'checkout'), eq(generalSettings.key, 'orderRules'));
  const [current] = await t.db.select().from(generalSettings).where(where);
  await t.db
    .update(generalSettings)
    .set({ value: { ...(current!.value as object), capturePolicy } })
    .where(where);
}

describe('withdrawal by lines', () => {
  it('should cancel some units of a cash on delivery order before shipment, stock back at once, the rest still sent', async () => {
    const before = await stock();
    const order = await buy(PAY.cod);
    const line = await lineOf(order.id);
    refusedWith(await withdraw(order, { lines: [{ itemId: line.itemId, qty: 4 }] }), 400, 'ORDER_LINES_INVALID');
    const res = await withdraw(order, { lines: [{ itemId: line.itemId, qty: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'processing', lines: ['Kišobran'] });
    expect(res.body.data.next[0]).toBe('Proizvode od kojih ste odustali nećemo poslati.');
    expect(await stock()).toBe(before - 2);
    const page = await desk(order.id);
    expect(page.afterSale.lines[0]).toMatchObject({ qty: 3, cancelled: 1, withdrawn: 0 });
    expect(page.actions).toContain('mark_shipped');
    // Nothing was paid, so the refund is not offered, and the capture of a card never happened: nothing held.
    expect(page.actions).not.toContain('refund');
  });

  it('should ask an IBAN for a paid transfer, check it by mod 97, and wait for the goods after shipment', async () => {
    const order = await buy(PAY.transfer, PICKUP);
    await done(order.id, { action: 'mark_paid' });
    await done(order.id, { action: 'mark_processing' });
    await done(order.id, { action: 'mark_ready_for_pickup' });
    await done(order.id, { action: 'mark_delivered' });
    const line = await lineOf(order.id);
    const pick = { lines: [{ itemId: line.itemId, qty: 2 }] };
    refusedWith(await withdraw(order, pick), 400, 'IBAN_REQUIRED');
    refusedWith(await withdraw(order, { ...pick, iban: 'HR1310010051863000160' }), 400, 'IBAN_INVALID');
    const before = await stock();
    const countsBefore = await counts();
    const res = await withdraw(order, { ...pick, iban: 'hr12 1001 0051 8630 0016 0' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.status).toBe('partially_withdrawn');
    expect(res.body.data.next.join(' ')).toContain('HR12 1001 0051 8630 0016 0');
    expect(await stock()).toBe(before);
    // The desk home counts the goods on their way back, and its link's filter lists this order.
    expect((await counts()).returnsToReceive).toBe(countsBefore.returnsToReceive! + 1);
    expect(await awaitingReturn()).toContain(order.number);

    const page = await desk(order.id);
    expect(page.afterSale).toMatchObject({ iban: 'HR1210010051863000160', deadlines: { refund: { daysLeft: 14 } } });
    expect(page.actions).toEqual(expect.arrayContaining(['goods_returned', 'refund']));
    expect(page.blocked).toContainEqual({ action: 'mark_completed', reason: 'Vraćena roba još nije zaprimljena.' });
    const back = (qty: number, restock: boolean) => ({
      action: 'goods_returned',
      lines: [{ itemId: line.itemId, qty, restock }],
      reason: 'Odustanak od ugovora',
    });
    expectCodedError(await act(order.id, back(3, true)), 409, 'ORDER_RETURN_EXCEEDS_SHIPPED');
    await done(order.id, back(1, true));
    await done(order.id, back(1, false));
    expect(await stock()).toBe(before + 1);
    expect((await counts()).returnsToReceive).toBe(countsBefore.returnsToReceive);
    expect(await awaitingReturn()).not.toContain(order.number);
    expectCodedError(await act(order.id, back(1, true)), 409, 'ORDER_ACTION_NOT_ALLOWED');

    // More than was paid for those lines: the units not withdrawn are still the buyer's, but 4 units is more than sold.
    expectCodedError(
      await act(order.id, { action: 'refund', lines: [{ itemId: line.itemId, qty: 4 }], reason: 'x' }),
      400,
      'ORDER_LINES_INVALID',
    );
    const refunded = await done(order.id, { action: 'refund', lines: pick.lines, reason: 'Odustanak od ugovora' });
    expect(refunded.afterSale.refunds[0]).toMatchObject({
      method: 'bank',
      iban: 'HR1210010051863000160',
      doneAt: null,
    });
    expect((await counts()).refundsToMake).toBe(countsBefore.refundsToMake! + 1);
    const paid = await done(order.id, { action: 'bank_refund_done', refundId: refunded.afterSale.refunds[0].id });
    expect(paid.afterSale.refunds[0].doneAt).not.toBeNull();
    expect((await counts()).refundsToMake).toBe(countsBefore.refundsToMake);
    const completed = await done(order.id, { action: 'mark_completed' });
    expect(completed.order.status).toBe('completed');

    const own = await call(t, 'GET', `/api/v2/order/history/${order.number}`, undefined, { token: buyer.token });
    expect(own.body.data.afterSale).toMatchObject({
      refunds: [{ method: 'bank', lines: ['2 × Kišobran'], paid: true }],
      returned: [{ line: '2 × Kišobran', received: true }],
    });
  });
});

describe('card money', () => {
  it('should refuse a refund above what was captured: units cancelled before shipment were never taken', async () => {
    const order = await buy(PAY.wspay);
    await payOnHostedPage(t, order.slug);
    expect((await row(order.id)).status).toBe('authorised');
    const line = await lineOf(order.id);
    const res = await withdraw(order, { lines: [{ itemId: line.itemId, qty: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.next[1]).toBe('Iznos rezerviran na Vašoj kartici za te proizvode nećemo naplatiti.');
    await done(order.id, { action: 'mark_processing' });
    const shipped = await done(order.id, { action: 'mark_shipped', trackingNumber: 'HP-300400500' });
    // The cancelled unit was never taken: the capture on shipment took the rest.
    expect(shipped.card.capturedCents).toBe(shipped.card.authorisedCents - shipped.afterSale.lines[0].unitCents);
    const body = expectCodedError(
      await act(order.id, { action: 'refund', lines: [{ itemId: line.itemId, qty: 3 }], delivery: true, reason: 'x' }),
      409,
      'ORDER_REFUND_AMOUNT_INVALID',
    );
    expect(body.message).toMatch(/veći je od uplaćenog iznosa/);
  });

  it('should capture at once when the policy says so, and take lapsing authorisations in the sweep', async () => {
    await setCapturePolicy('at_once');
    try {
      const now = await buy(PAY.wspay);
      await payOnHostedPage(t, now.slug);
      expect((await row(now.id)).status).toBe('paid');
      expect((await desk(now.id)).card).toMatchObject({ capturedCents: now.orderTotal, authorisationExpiresAt: null });
    } finally {
      await setCapturePolicy('on_shipment');
    }
    const held = await buy(PAY.wspay);
    await payOnHostedPage(t, held.slug);
    await done(held.id, { action: 'mark_processing' });
    const expires = (await row(held.id)).authorisationExpiresAt!;
    expect(expires.getTime() - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(await captureExpiringAuthorisations(t.app, new Date(expires.getTime() - 2 * 86_400_000))).toBe(0);
    expect(await captureExpiringAuthorisations(t.app, new Date(expires.getTime() - 3_600_000))).toBeGreaterThanOrEqual(
      1,
    );
    const after = await desk(held.id);
    expect(after.order.status).toBe('processing');
    expect(after.card).toMatchObject({ capturedCents: held.orderTotal, authorisationExpiresAt: null });
    expect(after.timeline.map((e: { label: string }) => e.label)).toContain('Naplata s kartice');
  });
});
