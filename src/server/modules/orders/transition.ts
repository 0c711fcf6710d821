import type { OrderLifecycleEvent } from '@machines/order-lifecycle/order-lifecycle.machine.js';
import { statusAfter } from '@machines/order-lifecycle/rules.js';
import { isOrderStatus, type OrderStatus } from '@shared/order-status.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { coupons, couponUsages } from '../../platform/db/schema/coupons.js';
import { orderItems, orders, type OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { appendOrderEvents, type OrderActor } from './events.js';
import { giveStockBack, unitsOf } from './stock.js';
import { blockOrderVouchers, issueOrderVouchers, returnOrderVouchers } from '../vouchers/index.js';

/** Statuses that give the order's stock (what is left of it) and coupon back when entered. */
const RELEASING: readonly OrderStatus[] = ['cancelled', 'expired'];

/**
 * The one way an order changes (docs/decisions/0150-order-lifecycle-machine.md): the event must be one the order
 * lifecycle machine takes in the order's status, and the machine says where it leads. The UPDATE only applies while
 * the order still has the status the caller read, so two concurrent moves cannot both win; every change, a move or
 * an action that keeps the status, raises the order's version (docs/decisions/0151-desk-version-check.md). A move
 * writes its timeline event in the same transaction; entering cancelled or expired gives back the stock still out
 * and the coupon, once (docs/decisions/0135-stock-follows-the-goods.md).
 */
export async function transitionOrder(
  tx: Db,
  order: OrderRow,
  event: OrderLifecycleEvent,
  actor: OrderActor,
  data: Record<string, unknown> = {},
): Promise<OrderRow> {
  const from = order.status;
  const to = isOrderStatus(from) ? statusAfter(from, event) : null;
  if (!isOrderStatus(from) || !to)
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { payload: { from, event: event.type } });
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      version: sql`${orders.version} + 1`,
      ...(to === 'paid' && from !== 'paid' ? { paidAt: now } : {}),
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated)
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      message: 'Status narudžbe se upravo promijenio. Osvježite narudžbu i pokušajte ponovno.',
      payload: { from, to },
    });
  if (to === from) return updated;
  await appendOrderEvents(tx, [
    { orderId: order.id, type: 'status_changed', from, to, actor, data: { ...data, event: event.type } },
  ]);
  if (RELEASING.includes(to)) await releaseOrder(tx, updated, actor);
  if (moneyTaken(from, to, updated)) await issueOrderVouchers(tx, updated, now);
  return updated;
}

/**
 * The money of the order is taken with this move, so the gift vouchers it bought are issued in the same transaction
 * (docs/decisions/0215-vouchers-pay-at-checkout.md): a card captured or a transfer matched (entering paid), or cash on
 * delivery handed to the courier. An authorised card is not money taken.
 */
function moneyTaken(from: OrderStatus, to: OrderStatus, order: OrderRow): boolean {
  if (to === 'paid') return from !== 'paid';
  return to === 'delivered' && order.paymentCode === 'pouzece';
}

/**
 * The stock still out (every unit not cancelled before) and the coupon back to the shop, guarded by released_at so a
 * second call changes nothing.
 */
async function releaseOrder(tx: Db, order: OrderRow, actor: OrderActor): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ releasedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.releasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  const taken = items.flatMap((i) => unitsOf(i, i.qty - i.cancelledQty));
  await giveStockBack(tx, taken);
  let couponReturned = false;
  if (order.couponId !== null) {
    const removed = await tx
      .delete(couponUsages)
      .where(and(eq(couponUsages.couponId, order.couponId), eq(couponUsages.orderRef, order.number)))
      .returning({ id: couponUsages.id });
    if (removed.length > 0) {
      await tx
        .update(coupons)
        .set({ used: sql`greatest(${coupons.used} - 1, 0)` })
        .where(eq(coupons.id, order.couponId));
      couponReturned = true;
    }
  }
  const actorName = actor.id === undefined || actor.id === null ? actor.kind : `${actor.kind}:${actor.id}`;
  const voucherReturnedCents = await returnOrderVouchers(tx, order.id, actorName);
  const vouchersBlocked = await blockOrderVouchers(tx, order.id, actorName);
  await appendOrderEvents(tx, [
    {
      orderId: order.id,
      type: 'stock_released',
      actor,
      data: { items: taken, couponReturned, voucherReturnedCents, vouchersBlocked },
    },
  ]);
}
