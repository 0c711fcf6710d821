import { ORDER_STATUS_TEXT, isOrderStatus, type OrderStatus } from '@shared/order-status.js';
import { and, count, desc, eq, gte, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems, orders } from '../../platform/db/schema/orders.js';
import { zagrebDayEnd, zagrebDayStart } from '../../platform/zagreb-clock.js';

export interface OrderListFilters {
  status?: OrderStatus;
  payment?: string;
  delivery?: 'courier' | 'pickup' | 'boxnow' | 'none';
  /** Only card orders whose authorised money is not captured yet. */
  capture?: 'awaiting';
  /** Only orders with withdrawn goods still to come back. */
  returns?: 'awaiting';
  /** Days in Zagreb, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  q?: string;
  page: number;
  limit: number;
}

/**
 * A card order whose money is authorised and not captured (docs/decisions/0152-capture-policy.md): still
 * 'Plaćanje odobreno', or moved on with the authorisation kept until the shipment captures it. The desk home counts
 * the same orders the list's filter shows.
 */
export const AWAITING_CAPTURE = sql<boolean>`(${orders.status} = 'authorised' OR ${orders.authorisationExpiresAt} IS NOT NULL)`;

/** An order with withdrawn goods still to come back (docs/decisions/0153-withdrawal-by-lines.md). */
export const AWAITING_RETURN = sql<boolean>`EXISTS (SELECT 1 FROM ${orderItems} WHERE ${orderItems.orderId} = ${orders.id} AND ${orderItems.withdrawnQty} > ${orderItems.returnedQty})`;

/** LIKE's own characters taken literally. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * One page of a domain's orders, newest first (docs/decisions/0100-order-desk-actions.md). Status and date use the
 * (status, created_at) index; payment and delivery are filters on the rows those leave.
 */
export async function listOrders(db: Db, domainId: number, filters: OrderListFilters) {
  const where: SQL[] = [eq(orders.domainId, domainId)];
  if (filters.status) where.push(eq(orders.status, filters.status));
  if (filters.payment) where.push(eq(orders.paymentCode, filters.payment));
  if (filters.capture === 'awaiting') where.push(AWAITING_CAPTURE);
  if (filters.returns === 'awaiting') where.push(AWAITING_RETURN);
  if (filters.delivery === 'none') where.push(isNull(orders.deliveryMethod));
  else if (filters.delivery) where.push(sql`${orders.deliveryMethod}->>'code' = ${filters.delivery}`);
  if (filters.from) where.push(gte(orders.createdAt, zagrebDayStart(filters.from)));
  if (filters.to) where.push(lt(orders.createdAt, zagrebDayEnd(filters.to)));
  const q = filters.q?.trim();
  if (q) {
    const pattern = likeText(q.toLowerCase());
    where.push(or(sql`${orders.number} LIKE ${pattern}`, sql`lower(${orders.email}) LIKE ${pattern}`)!);
  }
  const condition = and(...where);
  const [total] = await db.select({ n: count() }).from(orders).where(condition);
  const rows = await db
    .select({
      id: orders.id,
      number: orders.number,
      createdAt: orders.createdAt,
      status: orders.status,
      email: orders.email,
      deliveryAddress: orders.deliveryAddress,
      paymentCode: orders.paymentCode,
      paymentMethod: orders.paymentMethod,
      deliveryMethod: orders.deliveryMethod,
      orderTotal: orders.orderTotal,
      awaitingCapture: AWAITING_CAPTURE,
    })
    .from(orders)
    .where(condition)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit);
  const totalRecords = total?.n ?? 0;
  return {
    records: rows.map((row) => {
      const status = isOrderStatus(row.status) ? row.status : 'processing';
      const code = row.deliveryMethod?.code;
      return {
        id: row.id,
        number: row.number,
        createdAt: row.createdAt.toISOString(),
        status,
        statusLabel: ORDER_STATUS_TEXT[status].label,
        email: row.email,
        customerName: `${row.deliveryAddress.firstName} ${row.deliveryAddress.lastName}`.trim(),
        paymentCode: row.paymentCode,
        paymentName: row.paymentMethod.name,
        deliveryCode: code === 'courier' || code === 'pickup' || code === 'boxnow' ? code : ('none' as const),
        deliveryName: row.deliveryMethod?.name ?? null,
        totalCents: row.orderTotal,
        // 'Autorizirano, nije naplaćeno' (docs/decisions/0152-capture-policy.md).
        awaitingCapture: Boolean(row.awaitingCapture),
      };
    }),
    page: filters.page,
    limit: filters.limit,
    totalPages: Math.ceil(totalRecords / filters.limit),
    totalRecords,
  };
}
