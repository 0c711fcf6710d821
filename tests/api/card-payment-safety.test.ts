import { and, eq, sum } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { orderEvents, orders } from '../../src/server/platform/db/schema/orders.js';
import { paymentAttempts, paymentSecurityLog } from '../../src/server/platform/db/schema/payments.js';
import { confirmAttempt } from '../../src/server/modules/card-payments/index.js';
import { createCardGatewayClient } from '../../src/server/modules/payments/index.js';
import { openCardPage, type PaymentRig, readForm, startPaymentRig, submitCard } from '../support/card-gateway.js';
import { startCisForTests } from '../support/cis.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';
import { COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// Money safety of card payments (docs/decisions/0129-callbacks-are-triggers.md, 0130-one-paid-attempt-per-order.md,
// 0131-payment-security-log-bounds.md), against the gateway simulator: docs/targets.md R16. The simulator's
// callbacks go to a recorder, so every callback the shop sees is one the test posts.
let t: TestApp;
let rig: PaymentRig;
let admin: string;
let ip = 0;

beforeAll(async () => {
  rig = await startPaymentRig({ callbackMode: 'before-return' });
  // The fiscal stand-in too: a payment issues its receipt, so "no receipt" is a real assertion.
  t = await createTestApp({
    standIns: [await startCisForTests(), rig],
    env: { ...AUTH_ENV, FISCAL_PREMISES: 'DESK1', PAYMENT_SECURITY_LOG_MAX_ROWS: '40' },
  });
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
});
afterAll(async () => t?.close());

interface Placed {
  id: number;
  slug: string;
  number: string;
}

async function cardOrder(qty = 1): Promise<Placed> {
  const session = await readyCart(t, {
    products: [{ slug: 'sal-zvijezda-klasicni', qty }],
    delivery: COURIER,
    payment: PAY.wspay,
    ip: `10.78.0.${++ip}`,
  });
  const placed = await placeOrder(t, session);
  expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  const { slug, number } = (placed.body as { data: { slug: string; number: string } }).data;
  const [row] = await t.db.select().from(orders).where(eq(orders.slug, slug));
  return { id: row!.id, slug, number };
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

/** Pays an attempt on the hosted page: its signed browser return, and the genuine callback the recorder caught. */
async function payAttempt(form: { action: string; fields: Record<string, string> }) {
  const before = rig.shop.arrivals.length;
  const page = await submitCard(await openCardPage(form), { cardNumber: '5555555555554444' });
  const back = readForm(page.html, page.url);
  const callback = rig.shop.arrivals.slice(before).find((a) => a.path === '/callback')?.fields;
  expect(callback).toBeDefined();
  return { back, callback: callback as Record<string, unknown>, cart: form.fields.ShoppingCartID! };
}

const postReturn = (action: string, fields: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: new URL(action).pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
const postCallback = (fields: unknown, source: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v2/payment/card/wspay_hpp/callback',
    headers: { 'x-forwarded-for': source, 'content-type': 'application/json' },
    payload: typeof fields === 'string' ? fields : JSON.stringify(fields),
  });

const statusOf = async (placed: Placed) =>
  (await t.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.status;
const receiptsOf = (placed: Placed) =>
  t.db.select().from(fiscalReceipts).where(eq(fiscalReceipts.reference, placed.number));
const attemptsOf = (placed: Placed) =>
  t.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, placed.id)).orderBy(paymentAttempts.id);
const logOf = (source: string) => t.db.select().from(paymentSecurityLog).where(eq(paymentSecurityLog.ip, source));
const euros = (cents: number) => Number((cents / 100).toFixed(2));

describe('card callbacks are triggers (R16)', () => {
  it('should change nothing when a genuine report is replayed with another cart, amount or flags, and log it once', async () => {
    const attacker = await cardOrder(1);
    const victim = await cardOrder(3);
    const genuine = await payAttempt(await start(attacker.slug));
    const victimForm = await start(victim.slug);
    const [victimAttempt] = await attemptsOf(victim);
    const source = '10.66.0.1';
    const replayed = {
      ...genuine.callback,
      ShoppingCartID: victimForm.fields.ShoppingCartID,
      Amount: euros(victimAttempt!.amountCents),
    };
    expect((await postCallback(replayed, source)).statusCode).toBe(200);
    expect(await statusOf(victim)).toBe('pending_payment');
    expect(await receiptsOf(victim)).toHaveLength(0);
    const once = await logOf(source);
    expect(once).toHaveLength(1);
    expect(once[0]).toMatchObject({ channel: 'callback', shoppingCartId: victimForm.fields.ShoppingCartID, count: 1 });

    // Again, with the status flags changed too: still nothing, counted on the same row.
    const flagged = { ...replayed, Authorized: '1', Completed: '1', Voided: '0', Refunded: '0' };
    expect((await postCallback(flagged, source)).statusCode).toBe(200);
    expect(await statusOf(victim)).toBe('pending_payment');
    expect(await receiptsOf(victim)).toHaveLength(0);
    expect((await logOf(source)).map((r) => r.count)).toEqual([2]);

    // The victim pays for real; the attacker's report, once bound to the attacker's attempt, is refused for it.
    expect((await postCallback(genuine.callback, '10.66.0.2')).statusCode).toBe(200);
    expect(await statusOf(attacker)).toBe('authorised');
    const paid = await payAttempt(victimForm);
    expect((await postCallback({ ...genuine.callback, ShoppingCartID: paid.cart }, '10.66.0.3')).statusCode).toBe(200);
    expect(await statusOf(victim)).toBe('pending_payment');
    expect((await logOf('10.66.0.3')).map((r) => r.reason)).toEqual(['bound-elsewhere']);
    // The victim's own report pays the victim's order, at the attempt's amount.
    expect((await postCallback(paid.callback, '10.66.0.2')).statusCode).toBe(200);
    expect(await statusOf(victim)).toBe('authorised');
    expect(await receiptsOf(victim)).toHaveLength(1);
  });

  it('should refuse for attempt B a transaction (WsPayOrderId) bound to attempt A', async () => {
    const first = await cardOrder();
    const second = await cardOrder();
    const a = await payAttempt(await start(first.slug));
    expect((await postReturn(a.back.action, a.back.fields)).headers.location).toBe(
      `/naplata/uspjesna?orderSlug=${first.slug}`,
    );
    const b = await payAttempt(await start(second.slug));
    const [attemptA] = await attemptsOf(first);
    const [attemptB] = await attemptsOf(second);
    const status = await createCardGatewayClient(rig.settings).statusCheck(b.cart);
    expect(status.found).toBe(true);
    if (!status.found) return;
    const outcome = await confirmAttempt(t.app, attemptB!, { ...status.report, wsPayOrderId: attemptA!.wsPayOrderId! });
    expect(outcome).toBe('bound-elsewhere');
    expect(await statusOf(second)).toBe('pending_payment');
    expect((await attemptsOf(second))[0]!.status).toBe('started');
    // Its own transaction pays it.
    expect(await confirmAttempt(t.app, attemptB!, status.report)).toBe('paid');
    expect(await statusOf(second)).toBe('authorised');
  });
});

describe('one paid attempt per order', () => {
  it('should give a second successful payment back through the gateway and show it on the desk', async () => {
    const placed = await cardOrder();
    // Two tabs: two attempts, both paid on the hosted page.
    const first = await payAttempt(await start(placed.slug));
    const second = await payAttempt(await start(placed.slug));
    expect((await postReturn(first.back.action, first.back.fields)).headers.location).toBe(
      `/naplata/uspjesna?orderSlug=${placed.slug}`,
    );
    expect((await postReturn(second.back.action, second.back.fields)).headers.location).toBe(
      `/naplata/uspjesna?orderSlug=${placed.slug}`,
    );
    const attempts = await attemptsOf(placed);
    expect(attempts.map((a) => a.status)).toEqual(['paid', 'returned']);
    const gateway = rig.gateway.transactions();
    expect(gateway.find((x) => x.shoppingCartId === second.cart)).toMatchObject({ voided: true });
    expect(gateway.find((x) => x.shoppingCartId === first.cart)).toMatchObject({ voided: false, authorized: true });
    expect(await receiptsOf(placed)).toHaveLength(1);
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, placed.id));
    expect(events.filter((e) => e.toStatus === 'authorised')).toHaveLength(1);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['payment_duplicate', 'duplicate_payment_voided']),
    );
    const page = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/admin/orders/${placed.id}`,
        headers: t.headers(bearer(admin)),
      })
    ).json().data;
    expect(page.card.attemptId).toBe(attempts[0]!.id);
    expect(page.attempts.map((a: { status: string }) => a.status)).toEqual(['paid', 'returned']);
    expect(page.timeline.map((e: { type: string }) => e.type)).toContain('duplicate_payment_voided');
  });

  it('should refuse a desk card action that does not name the order paid attempt', async () => {
    const placed = await cardOrder();
    const first = await payAttempt(await start(placed.slug));
    const second = await payAttempt(await start(placed.slug));
    await postReturn(first.back.action, first.back.fields);
    await postReturn(second.back.action, second.back.fields);
    const [paid, returned] = await attemptsOf(placed);
    const act = async (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${placed.id}/actions`,
        headers: t.headers(bearer(admin)),
        payload: { version: (await t.db.select().from(orders).where(eq(orders.id, placed.id)))[0]!.version, ...body },
      });
    expectCodedError(await act({ action: 'capture', attemptId: returned!.id }), 409, 'ORDER_CARD_ATTEMPT_MISMATCH');
    expectCodedError(await act({ action: 'capture' }), 409, 'ORDER_CARD_ATTEMPT_MISMATCH');
    const captured = await act({ action: 'capture', attemptId: paid!.id });
    expect(captured.statusCode, captured.body).toBe(200);
    const itemId = captured.json().data.afterSale.lines[0].itemId as number;
    expectCodedError(
      await act({ action: 'refund', lines: [{ itemId, qty: 1 }], reason: 'x', attemptId: returned!.id }),
      409,
      'ORDER_CARD_ATTEMPT_MISMATCH',
    );
    const gateway = rig.gateway.transactions();
    expect(gateway.find((x) => x.shoppingCartId === first.cart)).toMatchObject({ completed: true, refundedCents: 0 });
  });
});

describe('junk callbacks', () => {
  it('should keep 500 junk callbacks of one source to a bounded log, answer 429 past the limit, and still take a genuine one', async () => {
    const frozen = t.app.clock.now;
    const at = Date.now();
    t.app.clock.now = () => at;
    try {
      const source = '10.55.0.1';
      const codes: number[] = [];
      for (let i = 0; i < 500; i++) {
        const junk =
          i % 2 === 0
            ? { ShopID: rig.settings.shopId, ShoppingCartID: `X-${i}`, Amount: i }
            : {
                ShopID: rig.settings.shopId,
                ActionSuccess: '1',
                ApprovalCode: String(i),
                WsPayOrderId: `junk-${i}`,
                ShoppingCartID: `X-${i}`,
                Signature: 'ab'.repeat(64),
              };
        codes.push((await postCallback(junk, source)).statusCode);
      }
      expect(codes.filter((c) => c === 400)).toHaveLength(300);
      expect(codes.filter((c) => c === 429)).toHaveLength(200);
      // Two reasons (malformed, signature): two rows, however many messages.
      const rows = await logOf(source);
      expect(rows.length).toBeLessThanOrEqual(2);
      const [counted] = await t.db
        .select({ n: sum(paymentSecurityLog.count) })
        .from(paymentSecurityLog)
        .where(eq(paymentSecurityLog.ip, source));
      expect(Number(counted!.n)).toBe(300);

      // A genuine callback from the gateway's own address still pays its order.
      const placed = await cardOrder();
      const paid = await payAttempt(await start(placed.slug));
      expect((await postCallback(paid.callback, '10.55.0.2')).statusCode).toBe(200);
      expect(await statusOf(placed)).toBe('authorised');

      // Many sources: the table keeps at most PAYMENT_SECURITY_LOG_MAX_ROWS (40 here), the newest.
      for (let i = 0; i < 60; i++) await postCallback({ ShopID: 'x' }, `10.56.0.${i + 1}`);
      const all = await t.db.select().from(paymentSecurityLog);
      expect(all.length).toBeLessThanOrEqual(40);
      expect(all.map((r) => r.ip)).toContain('10.56.0.60');
    } finally {
      t.app.clock.now = frozen;
    }
  });

  it('should answer a coded 400 to a callback nested deeper than a report can be', async () => {
    const deep = `{"ShopID":${'['.repeat(20_000)}${']'.repeat(20_000)}}`;
    const res = await postCallback(deep, '10.57.0.1');
    expectCodedError(res, 400, 'PAYLOAD_TOO_DEEP');
    const arrays = `{"ShopID":${'['.repeat(100)}"x"${']'.repeat(100)}}`;
    expectCodedError(await postCallback(arrays, '10.57.0.1'), 400, 'PAYLOAD_TOO_DEEP');
    expect(
      await t.db
        .select()
        .from(paymentSecurityLog)
        .where(and(eq(paymentSecurityLog.ip, '10.57.0.1'))),
    ).toHaveLength(0);
  });
});
