import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { orderRefunds } from '../../db/schema/order-desk.js';
import { orderItems, orders } from '../../db/schema/orders.js';

/**
 * The bank refunds to make (docs/decisions/0154-refunds-by-lines.md): every refund of cash on delivery or a bank
 * transfer not yet marked paid, oldest first, with what staff copy into the bank: IBAN, amount, description.
 */
export async function bankRefundsToMake(db: Db, domainId: number) {
  const rows = await db
    .select({
      id: orderRefunds.id,
      orderId: orderRefunds.orderId,
      number: orders.number,
      amountCents: orderRefunds.amountCents,
      iban: orderRefunds.iban,
      reference: orderRefunds.reference,
      reason: orderRefunds.reason,
      createdAt: orderRefunds.createdAt,
      firstName: sql<string>`${orders.deliveryAddress}->>'firstName'`,
      lastName: sql<string>`${orders.deliveryAddress}->>'lastName'`,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.method, 'bank'), isNull(orderRefunds.doneAt), eq(orders.domainId, domainId)))
    .orderBy(asc(orderRefunds.createdAt), asc(orderRefunds.id));
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    number: r.number,
    name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(),
    amountCents: r.amountCents,
    iban: r.iban,
    reference: r.reference ?? `Povrat ${r.number}`,
    reason: r.reason,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * The desk home's after-sale counts (docs/decisions/0154-refunds-by-lines.md): orders with withdrawn goods still to
 * come back, and bank refunds still to pay.
 */
export async function deskCounts(db: Db, domainId: number) {
  const [returns] = await db
    .select({ n: sql<number>`count(distinct ${orders.id})::int` })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(eq(orders.domainId, domainId), sql`${orderItems.withdrawnQty} > ${orderItems.returnedQty}`));
  const [refunds] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orders.domainId, domainId), eq(orderRefunds.method, 'bank'), isNull(orderRefunds.doneAt)));
  return { returnsToReceive: Number(returns?.n ?? 0), refundsToMake: Number(refunds?.n ?? 0) };
}
