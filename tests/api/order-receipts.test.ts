import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fiscalReceipts } from '../../src/server/platform/db/schema/fiscal.js';
import { orderEvents, orders } from '../../src/server/platform/db/schema/orders.js';
import { type PaymentRig, startPaymentRig } from '../support/card-gateway.js';
import { type CisForTests, startCisForTests } from '../support/cis.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { FAST_DELIVERY, until } from './fiscal-helpers.js';
import {
  cardCallbackOf,
  copiesOf,
  inBatches,
  PAY,
  type Placed,
  placed,
  postCallback,
  signedCallbackOf,
} from './order-receipts-helpers.js';

// Receipts of card sales through the real payment path (docs/decisions/0074-receipts-issued-with-the-payment.md):
// the gateway's signed callback pays the order and issues its receipt in the same transaction; CIS hears of it
// afterwards from the durable queue, so a CIS that is away delays the JIR and never the payment.
let cis: CisForTests;
let rig: PaymentRig;
let t: TestApp;

beforeAll(async () => {
  cis = await startCisForTests();
  rig = await startPaymentRig({ callbackMode: 'before-return', autoCapture: true });
  // Each callback is confirmed by a StatusCheck at the simulator (docs/decisions/0129-callbacks-are-triggers.md): 400 at
  // once on a loaded 2-core machine can queue there for longer than the production limit of 10 s.
  t = await createTestApp({
    standIns: [cis, rig],
    env: { FISCAL_PREMISES: 'WEBKART', CARD_GATEWAY_TIMEOUT_MS: '90000' },
  });
});
afterAll(async () => t?.close());

const receiptsOf = (numbers: string[]) =>
  t.db.select().from(fiscalReceipts).where(inArray(fiscalReceipts.reference, numbers));

/** Card orders waiting for their payment, each with the gateway's callback that pays it. */
async function cardOrdersWithCallbacks(count: number, prefix: string) {
  const template = await placed(t, PAY.wspay);
  const all: Placed[] = [template, ...(await copiesOf(t, template, count - 1, prefix))];
  // The first goes through the simulator's hosted page, so the rest are known to look like its callbacks.
  const first = await cardCallbackOf(t, rig, template);
  const rest = await inBatches(all.slice(1), 20, (order) => signedCallbackOf(t, rig, order));
  return { orders: all, callbacks: [first, ...rest] };
}

describe('receipts of card payments', () => {
  it('should take card payments while CIS is away and deliver every receipt once, late, when it is back', {
    timeout: 60_000,
  }, async () => {
    await cis.standIn.down();
    try {
      const { orders: paid, callbacks } = await cardOrdersWithCallbacks(20, '2026-8');
      const replies = await Promise.all(callbacks.map((fields) => postCallback(t, fields)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const numbers = paid.map((o) => o.number);
      const issued = await receiptsOf(numbers);
      expect(issued).toHaveLength(20);
      expect(issued.every((r) => r.status === 'awaiting_jir' && r.jir === null && /^[0-9a-f]{32}$/.test(r.zki))).toBe(
        true,
      );
      // The receipt page already works: ZKI in the QR code, the JIR to follow.
      const page = await t.app.inject({
        method: 'GET',
        url: `/api/v1/receipts/${issued[0]!.token}`,
        headers: t.headers(),
      });
      expect(page.json().data).toMatchObject({ jir: null, status: 'awaiting_jir' });
      expect(page.json().data.checkUrl).toContain(`zki=${issued[0]!.zki}`);

      // The queue keeps trying while CIS is away (short retries stand in for a minute of outage).
      t.app.fiscal.startDelivery(FAST_DELIVERY);
      await until(async () => (await receiptsOf(numbers)).every((r) => r.lastError !== null));
      expect((await receiptsOf(numbers)).every((r) => r.status === 'awaiting_jir')).toBe(true);

      await cis.standIn.up();
      await until(async () => (await receiptsOf(numbers)).every((r) => r.status === 'fiscalised'));
      const receipts = await receiptsOf(numbers);
      const byNumber = new Map(receipts.map((r) => [`${r.number}/${r.premises}/${r.device}`, r]));
      const accepted = cis.standIn.requests.filter((r) => r.answer === 'jir' && byNumber.has(r.number ?? ''));
      expect(accepted).toHaveLength(20);
      expect(new Set(accepted.map((r) => r.number)).size).toBe(20);
      for (const request of accepted) {
        const receipt = byNumber.get(request.number!)!;
        expect(request).toMatchObject({ lateDelivery: true, zki: receipt.zki, jir: receipt.jir });
      }
      const after = await t.app.inject({
        method: 'GET',
        url: `/api/v1/receipts/${issued[0]!.token}`,
        headers: t.headers(),
      });
      expect(after.json().data.checkUrl).toMatch(
        /^https:\/\/porezna\.gov\.hr\/rn\?jir=[0-9a-f-]{36}&datv=\d{8}_\d{4}&izn=\d+$/,
      );
    } finally {
      await cis.standIn.up();
      await t.app.fiscal.stopDelivery();
    }
  });

  it('should number the receipts of 200 orders paid at once in one unbroken run, one each, none twice', {
    timeout: 240_000,
  }, async () => {
    const before = (await t.db.select({ id: fiscalReceipts.id }).from(fiscalReceipts)).length;
    const { orders: paid, callbacks } = await cardOrdersWithCallbacks(200, '2026-9');
    // Every callback twice, all at once: the gateway repeats itself, and the order is paid (and receipted) once.
    const replies = await Promise.all([...callbacks, ...callbacks].map((fields) => postCallback(t, fields)));
    const odd = replies.filter((r) => r.statusCode !== 200).map((r) => `${r.statusCode} ${r.body.slice(0, 300)}`);
    expect(odd).toEqual([]);

    const numbers = paid.map((o) => o.number);
    const statuses = await t.db.select({ s: orders.status }).from(orders).where(inArray(orders.number, numbers));
    expect(statuses.every((r) => r.s === 'paid')).toBe(true);
    const receipts = await receiptsOf(numbers);
    expect(receipts).toHaveLength(200);
    expect(new Set(receipts.map((r) => r.reference)).size).toBe(200);
    // The numbers continue the premises' sequence of this year with no gap and no repeat.
    expect(receipts.map((r) => r.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 200 }, (_, i) => before + i + 1),
    );
    expect(
      receipts.every(
        (r) =>
          r.premises === 'WEBKART' &&
          r.paymentMethod === 'K' &&
          r.status === 'awaiting_jir' &&
          /^[0-9a-f]{32}$/.test(r.zki) &&
          r.totalCents > 0,
      ),
    ).toBe(true);
  });

  it('should write the receipt on the order’s timeline and list it on the order', async () => {
    const { orders: paid, callbacks } = await cardOrdersWithCallbacks(1, '2026-7');
    await postCallback(t, callbacks[0]!);
    const order = paid[0]!;
    const events = await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.filter((e) => e.type === 'receipt_issued')).toHaveLength(1);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/order/getBySlug?orderSlug=${order.slug}`,
      headers: t.headers(),
    });
    const receipts = view.json().data.receipts as Array<Record<string, unknown>>;
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({
      kind: 'sale',
      status: 'awaiting_jir',
      pageUrl: expect.stringMatching(/^\/racun\//),
    });
  });
});
