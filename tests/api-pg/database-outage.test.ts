import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { carts } from '../../src/server/platform/db/schema/cart.js';
import { coupons, couponUsages } from '../../src/server/platform/db/schema/coupons.js';
import { orderEvents, orderItems, orders } from '../../src/server/platform/db/schema/orders.js';
import { paymentAttempts } from '../../src/server/platform/db/schema/payments.js';
import { openCardPage, type PaymentRig, readForm, startPaymentRig, submitCard } from '../support/card-gateway.js';
import { type DbProxy, startDbProxy } from '../support/db-proxy.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { cartCall } from '../api/cart-helpers.js';
import { COURIER, PAY, readyCart, type Session } from '../api/checkout-helpers.js';

/**
 * docs/targets.md R5 (docs/decisions/0105-database-outage.md): the database goes away abruptly in the middle of a
 * checkout and card payment load, ten times. On PostgreSQL the app reaches the shared server through a TCP proxy
 * (tests/support/db-proxy.ts) that is cut at a random moment (every live connection reset, new ones refused) and
 * restored; the same app must answer again without a restart. Every answer is a success that committed or a coded
 * 503 without a stack trace; afterwards every order is whole or absent, stock + sold = initial, an authorised order was
 * authorised once, and the requests that got a 503 succeed when repeated.
 */

const TRIALS = 10;
const INITIAL = 1000;
const STOCKED = ['termosica', 'kemijska-olovka', 'sal-zvijezda-klasicni'];
const CHECKOUTS = 6;
const CARD_ORDERS = 2;

let t: TestApp;
let rig: PaymentRig;
let proxy: DbProxy | undefined;
let ip = 0;

beforeAll(async () => {
  rig = await startPaymentRig({ callbackMode: 'before-return' });
  if (process.env.DATABASE_URL) proxy = await startDbProxy(process.env.DATABASE_URL);
  t = await createTestApp({
    ...(proxy ? { databaseUrl: proxy.url } : {}),
    env: rig.env,
  });
  await t.db
    .update(products)
    .set({ stockQuantity: INITIAL, infiniteQuantity: false })
    .where(inArray(products.slug, STOCKED));
  await t.db.update(coupons).set({ used: 0 }).where(eq(coupons.code, 'ZVIJEZDA10'));
});
afterAll(async () => {
  await proxy?.restore();
  await t?.close();
  await proxy?.close();
  await rig?.close();
});

interface Answer {
  kind: 'create' | 'callback' | 'return';
  res: LightMyRequestResponse;
  /** Sends the same request again (after the outage). */
  again: () => Promise<LightMyRequestResponse>;
}

const nextIp = () => `10.55.${++ip >> 8}.${ip & 255}`;

/** A cart with two products (one of them twice), every other one with the coupon: ready for order/create. */
const checkoutCart = (n: number) =>
  readyCart(t, {
    products: [
      { slug: 'termosica', qty: 2 },
      { slug: 'kemijska-olovka', qty: 1 },
    ],
    delivery: COURIER,
    payment: n % 2 ? PAY.cod : PAY.transfer,
    ...(n % 2 ? { coupon: 'ZVIJEZDA10' } : {}),
    ip: nextIp(),
  });

const createRequest = (session: Session, key: string) => () =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/order/create',
    headers: t.headers({ 'idempotency-key': key, 'x-forwarded-for': nextIp() }),
    payload: session,
  });

/** A card order paid on the simulator: the gateway's signed callback and the browser's signed return, not yet sent. */
async function approvedCardOrder() {
  const session = await readyCart(t, {
    products: [{ slug: 'sal-zvijezda-klasicni', qty: 1 }],
    delivery: COURIER,
    payment: PAY.wspay,
    ip: nextIp(),
  });
  const placed = await createRequest(session, randomUUID())();
  expect(placed.statusCode).toBe(200);
  const slug = placed.json().data.slug as string;
  const started = await t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/card/start',
    headers: t.headers(),
    payload: { orderSlug: slug },
  });
  expect(started.statusCode).toBe(200);
  const before = rig.shop.arrivals.length;
  const page = await submitCard(await openCardPage(started.json().data), { cardNumber: '5555555555554444' });
  const back = readForm(page.html, page.url);
  const callback = rig.shop.arrivals.slice(before).find((a) => a.path === '/callback')!.fields;
  return { slug, back, callback };
}

type CardOrder = Awaited<ReturnType<typeof approvedCardOrder>>;

/** The load of one trial: every order/create and every payment confirmation at once. */
function load(sessions: Session[], cards: CardOrder[]): Array<Promise<Answer>> {
  const answers: Array<Promise<Answer>> = [];
  const send = (kind: Answer['kind'], again: Answer['again']) =>
    answers.push(again().then((res) => ({ kind, res, again })));
  for (const session of sessions) send('create', createRequest(session, randomUUID()));
  for (const card of cards) {
    send('callback', () =>
      t.app.inject({ method: 'POST', url: '/api/v2/payment/card/wspay_hpp/callback', payload: card.callback }),
    );
    send('return', () =>
      t.app.inject({
        method: 'POST',
        url: new URL(card.back.action).pathname,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(card.back.fields).toString(),
      }),
    );
  }
  return answers;
}

/** A success that committed, or the coded 503 with Retry-After and nothing of the server's inside. */
function expectCleanAnswer(answer: Answer): 'ok' | 'unavailable' {
  const { res, kind } = answer;
  if (res.statusCode === 503) {
    expect(res.json()).toEqual({
      data: null,
      errored: true,
      code: 'DATABASE_UNAVAILABLE',
      message: expect.any(String),
      statusCode: 503,
      error: 'Service Unavailable',
    });
    expect(res.headers['retry-after']).toBe('30');
    expect(res.body).not.toMatch(/\bat \S+ \(|node_modules|Error:|ECONN|terminat|select |insert |update /i);
    return 'unavailable';
  }
  if (kind === 'return') {
    // The browser goes to the success page only; a failure page would tell a paying shopper a lie.
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/naplata\/uspjesna\?orderSlug=/);
  } else expect(res.statusCode, res.body).toBe(200);
  return 'ok';
}

/** Time until a request that needs the database is answered again, without restarting anything. */
async function waitForRecovery(session: Session): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await cartCall(t, 'getCart', session, { ip: nextIp() });
    if (res.status === 200) return Date.now() - started;
    expect(res.status).toBe(503);
    if (Date.now() - started > 10_000) throw new Error('the app did not recover within 10 s');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Every order is whole (lines, stock, coupon use, events, ordered cart) and stock + sold = initial. */
async function expectConsistentShop(cardSlugs: string[]) {
  const all = await t.db.select().from(orders);
  const lines = await t.db.select().from(orderItems);
  const events = await t.db.select().from(orderEvents);
  const usages = await t.db.select().from(couponUsages);
  const orderedCarts = await t.db.select().from(carts).where(eq(carts.status, 'ordered'));
  for (const order of all) {
    const own = lines.filter((l) => l.orderId === order.id);
    expect(own.length, `lines of ${order.number}`).toBeGreaterThan(0);
    expect(own.every((l) => l.stockTaken.reduce((n, s) => n + s.qty, 0) === l.qty)).toBe(true);
    const types = events.filter((e) => e.orderId === order.id).map((e) => e.type);
    expect(
      types.filter((type) => type === 'created'),
      `events of ${order.number}`,
    ).toHaveLength(1);
    expect(types.filter((type) => type === 'email_queued')).toHaveLength(1);
    expect(usages.filter((u) => u.orderRef === order.number)).toHaveLength(order.couponId ? 1 : 0);
    expect(orderedCarts.some((c) => c.id === order.cartId)).toBe(true);
  }
  expect(orderedCarts.length).toBe(all.length);
  const [coupon] = await t.db.select().from(coupons).where(eq(coupons.code, 'ZVIJEZDA10'));
  expect(coupon!.used).toBe(usages.filter((u) => u.couponId === coupon!.id).length);

  const stocked = await t.db.select().from(products).where(inArray(products.slug, STOCKED));
  for (const product of stocked) {
    const sold = lines
      .flatMap((l) => l.stockTaken)
      .filter((s) => s.productId === product.id)
      .reduce((n, s) => n + s.qty, 0);
    expect(product.stockQuantity + sold, `stock + sold of ${product.slug}`).toBe(INITIAL);
  }

  const cardOrders = all.filter((o) => cardSlugs.includes(o.slug));
  expect(cardOrders).toHaveLength(cardSlugs.length);
  const attempts = await t.db.select().from(paymentAttempts);
  for (const order of cardOrders) {
    // The card is authorised, the money held until shipment (the default capture policy, docs/decisions/0152).
    expect(order.status).toBe('authorised');
    expect(events.filter((e) => e.orderId === order.id && e.toStatus === 'authorised')).toHaveLength(1);
    expect(attempts.filter((a) => a.orderId === order.id && a.status === 'paid')).toHaveLength(1);
  }
}

describe('R5: the database stops abruptly under a checkout and payment load', () => {
  it(`should answer 503 without a stack, keep every order whole and recover, ${TRIALS} times`, async () => {
    expect(proxy, 'run with DATABASE_URL').toBeDefined();
    const figures = {
      requests: 0,
      unavailable: 0,
      committed: 0,
      recoveries: [] as number[],
      cutsAfterMs: [] as number[],
    };
    const cardSlugs: string[] = [];
    const probe = await checkoutCart(0);
    // What the log is told: each outage once when it starts and once when the database is back.
    const told: string[] = [];
    t.app.dbOutage.listen({ down: () => told.push('down'), up: () => told.push('up') });

    // The load's length without a cut: each cut falls somewhere inside it.
    const calibration = load(await Promise.all(Array.from({ length: CHECKOUTS }, (_, n) => checkoutCart(n))), []);
    const started = Date.now();
    for (const answer of await Promise.all(calibration)) expect(expectCleanAnswer(answer)).toBe('ok');
    const span = Date.now() - started;

    for (let trial = 0; trial < TRIALS; trial++) {
      const sessions = await Promise.all(Array.from({ length: CHECKOUTS + 1 }, (_, n) => checkoutCart(n)));
      const held = sessions.pop()!;
      const cards = await Promise.all(Array.from({ length: CARD_ORDERS }, approvedCardOrder));
      cardSlugs.push(...cards.map((c) => c.slug));
      const cutAfter = Math.floor(Math.random() * span);
      figures.cutsAfterMs.push(cutAfter);
      const running = load(sessions, cards);
      await new Promise((resolve) => setTimeout(resolve, cutAfter));
      proxy!.cut();
      // While it is down, new requests are refused cleanly too.
      const late = load([held], []);
      const answers = await Promise.all([...running, ...late]);
      expect((await Promise.all(late)).map((a) => a.res.statusCode)).toEqual([503]);
      const unavailable = answers.filter((a) => expectCleanAnswer(a) === 'unavailable');
      expect(unavailable.length).toBeGreaterThan(0);
      figures.requests += answers.length;
      figures.unavailable += unavailable.length;
      figures.committed += answers.length - unavailable.length;

      await proxy!.restore();
      figures.recoveries.push(await waitForRecovery(probe));
      // What was refused succeeds when the shopper or the gateway tries again.
      for (const answer of unavailable) expect(expectCleanAnswer({ ...answer, res: await answer.again() })).toBe('ok');
    }

    await expectConsistentShop(cardSlugs);
    expect(told).toEqual(Array.from({ length: TRIALS }, () => ['down', 'up']).flat());
    // No connection was lost with its request: the pool holds none once every answer is in (a client kept by a
    // failed BEGIN would stay checked out, and ten outages would empty the pool).
    const pool = (t.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.idleCount).toBe(pool.totalCount);
    const sorted = [...figures.recoveries].sort((a, b) => a - b);
    console.log(
      `R5 on PostgreSQL: ${TRIALS} cuts, ${figures.requests} requests under load, ${figures.unavailable} answered 503, ` +
        `${figures.committed} succeeded; load span ${span} ms, cuts after ${figures.cutsAfterMs.join('/')} ms; ` +
        `recovery after restore: median ${sorted[sorted.length >> 1]} ms, max ${sorted.at(-1)} ms; ` +
        `${proxy!.connections} connections through the proxy, ${proxy!.reset} sockets reset`,
    );
  }, 120_000);
});
