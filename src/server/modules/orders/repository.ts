import { and, asc, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { bundleParts, productMedia } from '../../db/schema/catalogue.js';
import { orderEvents, orderItems, orders, type OrderItemRow, type OrderRow } from '../../db/schema/orders.js';
import type { DraftLine } from './draft.js';

/** Order SQL. Writes run in the order transaction; an order row is never deleted. */

export async function findOrderByKey(db: Db, key: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.idempotencyKey, key)).limit(1);
  return row;
}

export async function findOrderByCart(db: Db, cartPk: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.cartId, cartPk)).limit(1);
  return row;
}

export async function findOrderBySlug(db: Db, slug: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.slug, slug)).limit(1);
  return row;
}

export async function itemsOfOrder(db: Db, orderId: number): Promise<OrderItemRow[]> {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.position));
}

export async function eventsOfOrder(db: Db, orderId: number) {
  return db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id));
}

/**
 * The next readable order number: the year, a dash and the next value of order_number_seq with at least six
 * digits (`2026-000123`). The sequence never hands a value out twice, whatever runs in parallel; a rolled-back
 * order leaves a gap, which is fine for an order number (receipts have their own gap-free numbering).
 */
export async function nextOrderNumber(tx: Db, year: number): Promise<string> {
  const result = await tx.execute(sql`SELECT nextval('order_number_seq')::text AS n`);
  const n = (result as unknown as { rows: Array<{ n: string }> }).rows[0]!.n;
  return `${year}-${n.padStart(6, '0')}`;
}

export async function insertOrder(tx: Db, values: Omit<typeof orders.$inferInsert, 'id'>): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  return row!;
}

export async function insertOrderItems(tx: Db, orderId: number, lines: readonly DraftLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(orderItems).values(lines.map((line) => ({ ...line, orderId })));
}

/** Part quantities of the given bundles (units of a part in one bundle). */
export async function bundlePartsFor(db: Db, bundleIds: readonly number[]) {
  const result = new Map<number, Array<{ partId: number; quantity: number }>>();
  if (bundleIds.length === 0) return result;
  const rows = await db
    .select({ bundleId: bundleParts.bundleId, partId: bundleParts.partId, quantity: bundleParts.quantity })
    .from(bundleParts)
    .where(inArray(bundleParts.bundleId, [...bundleIds]));
  for (const row of rows) result.set(row.bundleId, [...(result.get(row.bundleId) ?? []), row]);
  return result;
}

/** The first image of each product, as the catalogue orders them: the line's picture in order views. */
export async function firstMediaOf(db: Db, productIds: readonly number[]): Promise<Map<number, number>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productMedia.productId], { productId: productMedia.productId, mediaId: productMedia.mediaId })
    .from(productMedia)
    .where(inArray(productMedia.productId, [...productIds]))
    .orderBy(productMedia.productId, asc(productMedia.position), desc(productMedia.isDefault), asc(productMedia.id));
  return new Map(rows.map((r) => [r.productId, r.mediaId]));
}

/** Unpaid bank transfers due at `now`, locked for this sweep; rows another sweep holds are skipped, not awaited. */
export async function dueTransfers(tx: Db, now: Date, limit: number): Promise<OrderRow[]> {
  return tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'awaiting_transfer'), lte(orders.expiresAt, now)))
    .orderBy(asc(orders.expiresAt), asc(orders.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}
