import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { coupons, couponUsages } from '../../src/server/platform/db/schema/coupons.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { orderEvents, orders } from '../../src/server/platform/db/schema/orders.js';
import { stockRequests } from '../../src/server/platform/db/schema/stock-requests.js';
import { AppError } from '../../src/server/platform/errors/index.js';
import { expireUnpaidTransfers, transitionOrder } from '../../src/server/modules/orders/index.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { COURIER, PAY, PICKUP, placeOrder, readyCart } from './checkout-helpers.js';

// The order's life after creation: the one transition function (the lifecycle machine's events,
// docs/decisions/0150-order-lifecycle-machine.md), the stock and coupon given back, the expiry sweep.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ORDER_EXPIRY_SWEEP_SECONDS: '1' } });
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const stockOf = async (slug: string) =>
  (await t.db.select({ s: products.stockQuantity }).from(products).where(eq(products.slug, slug)))[0]!.s;
const couponUsed = async () => (await t.db.select().from(coupons).where(eq(coupons.code, 'ZVIJEZDA10')))[0]!.used;
const order = async (number: string) => (await t.db.select().from(orders).where(eq(orders.number, number)))[0]!;
const statusEvents = async (id: number) =>
  (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).filter((e) => e.type === 'status_changed');

async function transferOrder(slug = 'kisobran', qty = 2, coupon?: string) {
  const s = await readyCart(t, {
    products: [{ slug, qty }],
    delivery: PICKUP,
    payment: PAY.transfer,
    ...(coupon ? { coupon, ip: `10.6.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` } : {}),
  });
  const res = await placeOrder(t, s);
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return order(res.body.data.number);
}

describe('transitionOrder', () => {
  it("should move an order by the machine's events and write who did it on the timeline", async () => {
    const s = await readyCart(t, { products: [{ slug: 'kisobran', qty: 1 }], delivery: COURIER, payment: PAY.wspay });
    const created = await order((await placeOrder(t, s)).body.data.number);
    const paid = await t.db.transaction((tx) =>
      transitionOrder(
        tx,
        created,
        { type: 'payment.captured' },
        { kind: 'gateway', id: 'wspay' },
        { approvalCode: 'A1' },
      ),
    );
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const shipped = await t.db.transaction(async (tx) => {
      const processing = await transitionOrder(tx, paid, { type: 'mark_processing' }, { kind: 'staff', id: 7 });
      return transitionOrder(
        tx,
        processing,
        { type: 'mark_shipped' },
        { kind: 'staff', id: 7 },
        { trackingNumber: 'HR123' },
      );
    });
    const delivered = await t.db.transaction((tx) =>
      transitionOrder(tx, shipped, { type: 'parcel.delivered' }, { kind: 'system', id: 'boxnow' }),
    );
    expect(delivered.deliveredAt).toBeInstanceOf(Date);
    const events = await statusEvents(created.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorKind, e.actorId])).toEqual([
      ['pending_payment', 'paid', 'gateway', 'wspay'],
      ['paid', 'processing', 'staff', '7'],
      ['processing', 'shipped', 'staff', '7'],
      ['shipped', 'delivered', 'system', 'boxnow'],
    ]);
    expect(events[0]!.data).toEqual({ approvalCode: 'A1', event: 'payment.captured' });
    expect(delivered.version).toBe(4);
  });

  it('should refuse an event the machine does not take, and a move from a status the order no longer has', async () => {
    const created = await transferOrder();
    await expect(
      t.db.transaction((tx) => transitionOrder(tx, created, { type: 'mark_shipped' }, { kind: 'staff', id: 1 })),
    ).rejects.toMatchObject({
      code: 'ORDER_TRANSITION_NOT_ALLOWED',
      payload: { from: 'awaiting_transfer', event: 'mark_shipped' },
    });
    await t.db.transaction((tx) => transitionOrder(tx, created, { type: 'mark_paid' }, { kind: 'staff', id: 1 }));
    // `created` still says awaiting_transfer: a second, concurrent decision must not win.
    const stale = await t.db
      .transaction((tx) => transitionOrder(tx, created, { type: 'cancel' }, { kind: 'staff', id: 2 }))
      .catch((e: unknown) => e);
    expect(stale).toBeInstanceOf(AppError);
    expect((await order(created.number)).status).toBe('paid');
    expect((await statusEvents(created.id)).map((e) => e.toStatus)).toEqual(['paid']);
  });

  it('should give the stock and the coupon back once when an order is cancelled', async () => {
    const stock = await stockOf('kisobran');
    const used = await couponUsed();
    const created = await transferOrder('kisobran', 2, 'ZVIJEZDA10');
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock - 2, used + 1]);
    const cancelled = await t.db.transaction((tx) =>
      transitionOrder(tx, created, { type: 'cancel' }, { kind: 'staff', id: 3 }),
    );
    expect(cancelled.releasedAt).toBeNull();
    expect((await order(created.number)).releasedAt).toBeInstanceOf(Date);
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock, used]);
    const uses = await t.db
      .select()
      .from(couponUsages)
      .where(and(eq(couponUsages.orderRef, created.number)));
    expect(uses).toEqual([]);
    const released = (await t.db.select().from(orderEvents).where(eq(orderEvents.orderId, created.id))).filter(
      (e) => e.type === 'stock_released',
    );
    expect(released).toHaveLength(1);
    expect(released[0]!.data).toMatchObject({ couponReturned: true });
  });

  it("should mail a waiting 'Obavijesti me' request when a cancelled order brings the size back", async () => {
    const [row] = await t.db.select().from(products).where(eq(products.slug, 'kisobran'));
    // Two usable umbrellas, both ordered: sold out (the buffer of two stays), and an address waits for one.
    await t.db.update(products).set({ stockQuantity: 4 }).where(eq(products.id, row!.id));
    const created = await transferOrder('kisobran', 2);
    await t.db
      .insert(stockRequests)
      .values({ productId: row!.id, email: 'ceka-kisobran@primjer.hr', status: 'waiting' });
    const backInStock = () =>
      t.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, 'ceka-kisobran@primjer.hr'), eq(emailOutbox.kind, 'back_in_stock')));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await backInStock()).toEqual([]);
    await t.db.transaction((tx) => transitionOrder(tx, created, { type: 'cancel' }, { kind: 'staff', id: 3 }));
    await expect.poll(async () => (await backInStock()).length, { timeout: 20_000 }).toBe(1);
    const [request] = await t.db.select().from(stockRequests).where(eq(stockRequests.productId, row!.id));
    expect(request!.status).toBe('sent');
    await t.db.update(products).set({ stockQuantity: row!.stockQuantity }).where(eq(products.id, row!.id));
  });
});

describe('unpaid bank transfers', () => {
  it('should expire only transfers past their due date, give stock and coupon back, and do nothing on a second run', async () => {
    const stock = await stockOf('kisobran');
    const used = await couponUsed();
    const due = await transferOrder('kisobran', 1, 'ZVIJEZDA10');
    const paid = await transferOrder('kisobran', 1);
    await t.db.transaction((tx) => transitionOrder(tx, paid, { type: 'mark_paid' }, { kind: 'staff', id: 1 }));
    expect(await expireUnpaidTransfers(t.db, new Date(Date.now() + 4 * DAY))).toBe(0);
    const swept = await expireUnpaidTransfers(t.db, new Date(Date.now() + 6 * DAY));
    expect(swept).toBeGreaterThanOrEqual(1);
    expect((await order(due.number)).status).toBe('expired');
    expect((await order(paid.number)).status).toBe('paid');
    expect([await stockOf('kisobran'), await couponUsed()]).toEqual([stock - 1, used]);
    expect(await expireUnpaidTransfers(t.db, new Date(Date.now() + 7 * DAY))).toBe(0);
    expect((await statusEvents(due.id)).map((e) => [e.toStatus, e.actorKind, e.actorId])).toEqual([
      ['expired', 'system', 'transfer-expiry'],
    ]);
  });

  it('should share the work between concurrent sweeps: every order expires once, its stock comes back once', async () => {
    const stock = await stockOf('kisobran');
    const due = [];
    for (let i = 0; i < 6; i += 1) due.push(await transferOrder('kisobran', 1));
    const later = new Date(Date.now() + 6 * DAY);
    const counts = await Promise.all([
      expireUnpaidTransfers(t.db, later),
      expireUnpaidTransfers(t.db, later),
      expireUnpaidTransfers(t.db, later),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
    for (const o of due) expect((await statusEvents(o.id)).map((e) => e.toStatus)).toEqual(['expired']);
    expect(await stockOf('kisobran')).toBe(stock);
  });

  it('should run the sweep on its own in a running server', async () => {
    const due = await transferOrder('kisobran', 1);
    const realNow = t.app.clock.now;
    t.app.clock.now = () => Date.now() + 6 * DAY;
    try {
      await expect
        .poll(async () => (await order(due.number)).status, { timeout: 10_000, interval: 250 })
        .toBe('expired');
    } finally {
      t.app.clock.now = realNow;
    }
  });
});
