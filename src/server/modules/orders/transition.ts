import { canTransition, isOrderStatus, releasesStock, type OrderStatus } from '@shared/order-status.js';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { coupons, couponUsages } from '../../db/schema/coupons.js';
import { orderItems, orders, type OrderRow } from '../../db/schema/orders.js';
import { AppError } from '../../errors/index.js';
import { appendOrderEvents, type OrderActor } from './events.js';
import { giveStockBack } from './stock.js';

/**
 * The one way an order changes status (docs/decisions/0050-order-model-and-statuses.md): the move must be in the
 * transition table of src/shared/order-status.ts; the UPDATE only applies while the order still has the status
 * the caller read, so two concurrent moves cannot both win; the event is written in the same transaction.
 * Entering cancelled or expired gives the stock and the coupon back, once; a withdrawal while the goods are still in
 * the shop gives the withdrawn lines' stock back, in this same transaction
 * (docs/decisions/0135-stock-follows-the-goods.md).
 */
export async function transitionOrder(
  tx: Db,
  order: OrderRow,
  to: OrderStatus,
  actor: OrderActor,
  data: Record<string, unknown> = {},
): Promise<OrderRow> {
  const from = order.status;
  if (!isOrderStatus(from) || !canTransition(from, to))
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', { payload: { from, to } });
  const now = new Date();
  const [updated] = await tx
    .update(orders)
    .set({
      status: to,
      updatedAt: now,
      ...(to === 'paid' ? { paidAt: now } : {}),
      ...(to === 'delivered' ? { deliveredAt: now } : {}),
    })
    .where(and(eq(orders.id, order.id), eq(orders.status, from)))
    .returning();
  if (!updated)
    throw new AppError('ORDER_TRANSITION_NOT_ALLOWED', {
      message: 'Status narudžbe se upravo promijenio. Osvježite narudžbu i pokušajte ponovno.',
      payload: { from, to },
    });
  await appendOrderEvents(tx, [{ orderId: order.id, type: 'status_changed', from, to, actor, data }]);
  const release = releasesStock(from, to);
  if (release) await releaseOrder(tx, updated, actor, release);
  return updated;
}

/**
 * Stock (and, for a cancel or expiry, the coupon) back to the shop, guarded by released_at so a second call changes
 * nothing. A withdrawal gives back only the withdrawable lines (personalised ones stay sold) and keeps the coupon
 * used: the order was placed with it (docs/decisions/0135-stock-follows-the-goods.md).
 */
async function releaseOrder(
  tx: Db,
  order: OrderRow,
  actor: OrderActor,
  release: 'order' | 'withdrawn_lines',
): Promise<void> {
  const [claimed] = await tx
    .update(orders)
    .set({ releasedAt: new Date() })
    .where(and(eq(orders.id, order.id), isNull(orders.releasedAt)))
    .returning({ id: orders.id });
  if (!claimed) return;
  const items = await tx
    .select({ stockTaken: orderItems.stockTaken, withdrawable: orderItems.withdrawable })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id));
  const taken = items.filter((i) => release === 'order' || i.withdrawable).flatMap((i) => i.stockTaken);
  await giveStockBack(tx, taken);
  let couponReturned = false;
  if (release === 'order' && order.couponId !== null) {
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
  await appendOrderEvents(tx, [
    { orderId: order.id, type: 'stock_released', actor, data: { items: taken, couponReturned } },
  ]);
}
