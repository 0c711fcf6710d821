import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderRefunds } from '../../platform/db/schema/order-desk.js';
import { orders } from '../../platform/db/schema/orders.js';
import { AWAITING_CAPTURE, AWAITING_RETURN } from './list.js';

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

/** Orders with withdrawn goods still to come back (the list's `returns=awaiting` filter). */
export async function returnsToReceiveCount(db: Db, domainId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.domainId, domainId), AWAITING_RETURN));
  return Number(row?.n ?? 0);
}

/** Bank refunds (cash on delivery, transfer) not yet marked paid (docs/decisions/0154-refunds-by-lines.md). */
export async function refundsToMakeCount(db: Db, domainId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orders.domainId, domainId), eq(orderRefunds.method, 'bank'), isNull(orderRefunds.doneAt)));
  return Number(row?.n ?? 0);
}

/** Card orders whose authorised money waits for its capture (the list's `capture=awaiting` filter). */
export async function awaitingCaptureCount(db: Db, domainId: number) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.domainId, domainId), AWAITING_CAPTURE));
  return Number(row?.n ?? 0);
}
