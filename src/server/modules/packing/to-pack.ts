import { ORDER_STATUS_TEXT, isOrderStatus, type OrderStatus } from '@shared/order-status.js';
import { and, asc, count, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems, orders } from '../../platform/db/schema/orders.js';

/**
 * Orders whose goods wait to be packed (docs/decisions/0160-packing-slips.md): paid, a card payment authorised and
 * taken on shipment (docs/decisions/0152-capture-policy.md), or cash on delivery (which is 'processing' from the
 * start), with goods to send (a delivery method: digital goods are e-mailed), not yet
 * shipped. One list, so the to-pack page and the desk home's count never disagree.
 */
export const TO_PACK_STATUSES: readonly OrderStatus[] = ['paid', 'authorised', 'processing'];

const toPack = (domainId: number) =>
  and(eq(orders.domainId, domainId), inArray(orders.status, [...TO_PACK_STATUSES]), isNotNull(orders.deliveryMethod));

/** How many orders of the domain wait to be packed. */
export async function toPackCount(db: Db, domainId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(toPack(domainId));
  return row?.n ?? 0;
}

/** Goods lines and units (a bundle's parts one by one) per order: what the packer will pick. */
async function goodsOf(db: Db, orderIds: readonly number[]) {
  const goods = new Map<number, { lines: number; units: number }>();
  if (orderIds.length === 0) return goods;
  const items = await db
    .select({ orderId: orderItems.orderId, qty: orderItems.qty, parts: orderItems.parts })
    .from(orderItems)
    .where(and(inArray(orderItems.orderId, [...orderIds]), eq(orderItems.type, 'product')));
  for (const item of items) {
    const entry = goods.get(item.orderId) ?? { lines: 0, units: 0 };
    const perLine = item.parts?.length ? item.parts.reduce((sum, p) => sum + p.quantity, 0) : 1;
    entry.lines += 1;
    entry.units += item.qty * perLine;
    goods.set(item.orderId, entry);
  }
  return goods;
}

/** One page of the orders to pack, oldest first: the first in is the first out. */
export async function listToPack(db: Db, domainId: number, page: number, limit: number) {
  const totalRecords = await toPackCount(db, domainId);
  const rows = await db
    .select()
    .from(orders)
    .where(toPack(domainId))
    .orderBy(asc(orders.createdAt), asc(orders.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const goods = await goodsOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    records: rows.map((row) => {
      const status = isOrderStatus(row.status) ? row.status : 'processing';
      return {
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status,
        statusLabel: ORDER_STATUS_TEXT[status].label,
        customerName: `${row.deliveryAddress.firstName} ${row.deliveryAddress.lastName}`.trim(),
        paymentName: row.paymentMethod.name,
        deliveryName: row.deliveryMethod?.name ?? '',
        lockerName: row.pickupPoint?.name ?? null,
        lines: goods.get(row.id)?.lines ?? 0,
        units: goods.get(row.id)?.units ?? 0,
      };
    }),
    page,
    limit,
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
  };
}
