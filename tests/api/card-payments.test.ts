import { eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderEvents, orders } from '../../src/server/platform/db/schema/orders.js';
import { paymentAttempts, paymentSecurityLog } from '../../src/server/platform/db/schema/payments.js';
import { reconcileCardOrders } from '../../src/server/modules/card-payments/index.js';
import { openCardPage, type PaymentRig, readForm, startPaymentRig, submitCard } from '../support/card-gateway.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// Card payments against the gateway simulator (docs/decisions/0090-card-payment-attempts.md): docs/targets.md R3
// (replays, either order, paid once) and R4 (forged messages change nothing and are logged).
let t: TestApp;
let rig: PaymentRig;
let ip = 0;

beforeAll(async () => {
  rig = await startPaymentRig({ callbackMode: 'before-return' });
  t = await createTestApp({ standIns: [rig] });
});
afterAll(async () => t?.close());

async function cardOrder() {
  const session = await readyCart(t, {
    products: [{ slug: 'sal-zvijezda-klasicni', qty: 1 }],
    delivery: COURIER,
    payment: PAY.wspay,
    ip: `10.77.0.${++ip}`,
  });
  const placed = await placeOrder(t, session);
  expect(placed.status).toBe(200);
  return (placed.body as { data: { slug: string; number: string } }).data;
}

async function start(orderSlug: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/card/start',
    headers: t.headers(),
    payload: { orderSlug },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { action: string; fields: Record<string, string> };
}

/** Pays on the hosted page with `card`: the signed return the browser would post, and the callback that came. */
async function pay(orderSlug: string, card = '5555555555554444') {
  const form = await start(orderSlug);
  const before = rig.shop.arrivals.length;
  const page = await submitCard(await openCardPage(form), { cardNumber: card });
  const back = readForm(page.html, page.url);
  const callback = rig.shop.arrivals.slice(before).find((a) => a.path === '/callback');
  return { form, back, callback: callback?.fields as Record<string, unknown> | undefined };
}

const postReturn = (action: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const postCallback = (fields: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/v2/payment/card/wspay_hpp/callback', payload: fields });

async function orderRow(slug: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.slug, slug));
  return row!;
}
/** The gateway's confirmation moved the order once: to authorised (capture on shipment, docs/decisions/0152-capture-policy.md). */
async function paidEvents(orderId: number) {
  const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId));
  return events.filter((e) => e.toStatus === 'authorised');
}
/** Refused messages logged: repeats of one source and reason share a row and count on it (decision 0131). */
const logged = async () =>
  Number((await t.db.select({ n: sum(paymentSecurityLog.count) }).from(paymentSecurityLog))[0]!.n ?? 0);

describe('card payments', () => {
  it('should send the form to the hosted page with a new ShoppingCartID per attempt and refuse an order not paid by card', async () => {
    const order = await cardOrder();
    const first = await start(order.slug);
    const second = await start(order.slug);
    expect(first.action).toBe(rig.settings.formUrl);
    expect(first.fields.ShoppingCartID).not.toBe(second.fields.ShoppingCartID);
    expect(first.fields.ReturnURL).toBe('http://localhost/api/v2/payment/card/wspay_hpp/return');
    expect(first.fields.TotalAmount).toBe('19,98'); // the scarf and the courier
    const transfer = await placeOrder(
      t,
      await readyCart(t, {
        products: [{ slug: 'sal-zvijezda-klasicni', qty: 1 }],
        delivery: COURIER,
        payment: PAY.transfer,
        ip: '10.77.1.1',
      }),
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/payment/card/start',
      headers: t.headers(),
      payload: { orderSlug: (transfer.body as { data: { slug: string } }).data.slug },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ORDER_NOT_PAYABLE');
  });

  it('should pay the order once when the callback is replayed 50 times at once and the return 10 times after (R3)', async () => {
    const order = await cardOrder();
    const { back, callback } = await pay(order.slug);
    expect(callback).toBeDefined();
    const replies = await Promise.all(Array.from({ length: 50 }, () => postCallback(callback!)));
    expect(replies.map((r) => r.statusCode)).toEqual(Array(50).fill(200));
    for (let i = 0; i < 10; i++) {
      const res = await postReturn(back.action, back.fields);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`);
    }
    const row = await orderRow(order.slug);
    expect(row.status).toBe('authorised');
    expect(await paidEvents(row.id)).toHaveLength(1);
    const attempts = await t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, row.id));
    expect(attempts.filter((a) => a.status === 'paid')).toHaveLength(1);
    expect(attempts[0]!.wsPayOrderId).toBeTruthy();
  });

  it('should pay the order from the browser return confirmed by StatusCheck when no callback came, return first', async () => {
    const order = await cardOrder();
    const { back } = await pay(order.slug, '3530111333300000');
    const res = await postReturn(back.action, back.fields);
    expect(res.headers.location).toBe(`/naplata/uspjesna?orderSlug=${order.slug}`);
    expect((await orderRow(order.slug)).status).toBe('authorised');
  });

  it('should change nothing and log every forged callback and return (R4)', async () => {
    const order = await cardOrder();
    const { back, callback } = await pay(order.slug);
    // The simulator's callback went to the recorder, not to the shop: the order waits for what the test posts.
    const genuine = callback!;
    const before = await logged();
    const forgeries: Array<Record<string, unknown>> = [
      ...['ShoppingCartID', 'Amount', 'ApprovalCode', 'WsPayOrderId', 'ShopID', 'CurrencyCode'].map((field) => ({
        ...genuine,
        [field]: `${String(genuine[field])}9`,
      })),
      Object.fromEntries(Object.entries(genuine).filter(([k]) => k !== 'Signature')),
    ];
    for (const forged of forgeries) {
      const res = await postCallback(forged);
      expect([200, 400]).toContain(res.statusCode);
    }
    // A return whose Success was flipped, or whose signature is missing, is refused and logged.
    const flipped = await postReturn(back.action, { ...back.fields, Success: back.fields.Success === '1' ? '0' : '1' });
    expect(flipped.headers.location).toBe('/checkout/failure?reason=invalid');
    const unsigned = await postReturn(back.action, { ...back.fields, Signature: '' });
    expect(unsigned.headers.location).toBe('/checkout/failure?reason=invalid');
    expect(await logged()).toBeGreaterThanOrEqual(before + forgeries.length + 2);
    const [entry] = await t.db.select().from(paymentSecurityLog).limit(1);
    expect(entry!.fields).not.toHaveProperty('Signature');
    expect((await orderRow(order.slug)).status).toBe('pending_payment');
    // The genuine report still pays it: the refusals were the forgeries', not the attempt's.
    expect((await postCallback(genuine)).statusCode).toBe(200);
    expect((await orderRow(order.slug)).status).toBe('authorised');
  });

  it('should keep a declined or cancelled attempt out of the order and let the shopper pay again', async () => {
    const order = await cardOrder();
    const form = await start(order.slug);
    const cancelled = await submitCard(await openCardPage(form), 'cancel');
    const back = readForm(cancelled.html, cancelled.url);
    const res = await postReturn(back.action, back.fields);
    expect(res.headers.location).toBe(`/checkout/failure?orderSlug=${order.slug}&reason=cancelled`);
    expect((await orderRow(order.slug)).status).toBe('pending_payment');
    const { back: paid } = await pay(order.slug, '3530111333300000');
    expect((await postReturn(paid.action, paid.fields)).headers.location).toBe(
      `/naplata/uspjesna?orderSlug=${order.slug}`,
    );
  });

  it('should settle open card orders after the waiting time: paid when StatusCheck confirms, else expired with the stock back', async () => {
    const lost = await cardOrder();
    await pay(lost.slug, '3530111333300000'); // approved, but neither the callback nor the shopper comes back
    const abandoned = await cardOrder();
    await start(abandoned.slug); // the shopper closed the hosted page
    const later = new Date(Date.now() + 61 * 60_000);
    const first = await reconcileCardOrders(t.app, later);
    expect(first.paid).toBeGreaterThanOrEqual(1);
    expect((await orderRow(lost.slug)).status).toBe('authorised');
    expect((await orderRow(abandoned.slug)).status).toBe('expired');
    expect((await orderRow(abandoned.slug)).releasedAt).not.toBeNull();
    // A second sweep changes nothing; an order younger than the waiting time is left alone.
    expect(await reconcileCardOrders(t.app, later)).toEqual({ paid: 0, expired: 0 });
    const fresh = await cardOrder();
    await reconcileCardOrders(t.app, new Date());
    expect((await orderRow(fresh.slug)).status).toBe('pending_payment');
  });
});
