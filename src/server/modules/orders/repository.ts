import { type AnyColumn, and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.js';
import { cartItems } from '../../db/schema/cart.js';
import { bundleParts, products } from '../../db/schema/catalogue.js';
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
  const n = rowsOf<{ n: string }>(result)[0]!.n;
  return `${year}-${n.padStart(6, '0')}`;
}

/** Inserts the order; everything but the id is known, so only the id comes back (a wide row costs to parse). */
export async function insertOrder(
  tx: Db,
  values: Omit<
    OrderRow,
    'id' | 'currency' | 'paidAt' | 'deliveredAt' | 'releasedAt' | 'version' | 'authorisationExpiresAt'
  >,
): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return {
    ...values,
    id: row!.id,
    currency: 'EUR',
    paidAt: null,
    deliveredAt: null,
    releasedAt: null,
    version: 0,
    authorisationExpiresAt: null,
  };
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

/** The first image of a product as the catalogue orders them, else its main product's (a variant's picture). */
const firstMedia = (productId: SQL | AnyColumn) =>
  sql<number | null>`(SELECT pm.media_id FROM product_media pm WHERE pm.product_id = ${productId}
    ORDER BY pm.position, pm.is_default DESC, pm.id LIMIT 1)`;

/** The columns of OrderProduct. */
export const ORDER_PRODUCT_COLUMNS = {
  id: products.id,
  type: products.type,
  format: products.format,
  sku: products.sku,
  slug: products.slug,
  name: products.name,
  archived: products.archived,
  isPurchasable: products.isPurchasable,
  available: products.available,
  stockQuantity: products.stockQuantity,
  infiniteQuantity: products.infiniteQuantity,
  retailPrice: products.retailPrice,
  finalPrice: products.finalPrice,
  memberPrice: products.memberPrice,
  parentId: products.parentId,
};

/** Bundle parts as order lines need them. */
export async function orderProductsByIds(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select(ORDER_PRODUCT_COLUMNS)
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/**
 * A cart's lines with their products and first images in one round trip (order creation reads them inside its
 * transaction, where every round trip counts); lines whose product is gone are left out.
 */
export async function cartLinesWithProducts(db: Db, cartPk: number) {
  return db
    .select({
      item: cartItems,
      product: ORDER_PRODUCT_COLUMNS,
      mediaId: sql<number | null>`COALESCE(${firstMedia(products.id)}, ${firstMedia(products.parentId)})`,
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.cartId, cartPk))
    .orderBy(asc(cartItems.id));
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
