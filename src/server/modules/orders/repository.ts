import { type AnyColumn, and, asc, eq, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/db/client.js';
import { insertJsonRows } from '../../platform/db/json-rows.js';
import type { CheckoutRow } from '../../platform/db/schema/checkout.js';
import { cartItems, carts } from '../../platform/db/schema/cart.js';
import { cartVouchers } from '../../platform/db/schema/vouchers.js';
import { checkouts } from '../../platform/db/schema/checkout.js';
import { settingsVersion } from '../../platform/db/schema/settings.js';
import { refusedBuyer } from '../customers/index.js';
import { bundleParts, products } from '../../platform/db/schema/catalogue.js';
import { orderEvents, orderItems, orders, type OrderItemRow, type OrderRow } from '../../platform/db/schema/orders.js';
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

/** The readable order number of a value of order_number_seq: the year, a dash and at least six digits (`2026-000123`). */
export const orderNumberOf = (year: number, n: string) => `${year}-${n.padStart(6, '0')}`;

/**
 * The carts of a group of orders, locked for its transaction in id order (two groups never wait on each other in a
 * circle), each read with whether a gift voucher was entered for it
 * (docs/decisions/0237-order-creation-in-fewer-round-trips.md) and the stamp of the settings the orders read
 * (docs/decisions/0261-order-creation-reads-less.md). The checkout rows and the lines are read by the next statement
 * (readForOrders), not joined here: a statement that waited for a lock still answers the rows of its own snapshot,
 * and a cart or checkout step that held the cart may just have changed them.
 */
export async function lockCartsForOrders(tx: Db, cartIds: readonly string[]) {
  const rows = await tx
    .select({
      cart: carts,
      hasVoucher: sql<boolean>`EXISTS (SELECT 1 FROM ${cartVouchers} WHERE ${cartVouchers.cartId} = ${carts.id})`,
      settingsVersion: sql<number>`(SELECT ${settingsVersion.version} FROM ${settingsVersion} WHERE ${settingsVersion.id} = 1)`,
    })
    .from(carts)
    .where(inArray(carts.cartId, [...new Set(cartIds)]))
    .orderBy(asc(carts.id))
    .for('update');
  return new Map(rows.map((row) => [row.cart.cartId, row]));
}

export type NewOrder = Omit<OrderRow, 'currency' | 'deliveredAt' | 'releasedAt' | 'version' | 'authorisationExpiresAt'>;

/** The order row as inserted (its id taken from the sequence beforehand, the rest the column defaults). */
export function orderRowOf(values: NewOrder): OrderRow {
  return {
    ...values,
    currency: 'EUR',
    deliveredAt: null,
    releasedAt: null,
    version: 0,
    authorisationExpiresAt: null,
  };
}

/** The orders of a group, as one statement not yet run (docs/decisions/0262-orders-placed-in-groups.md). */
export const ordersInsert = (rows: readonly NewOrder[]) => insertJsonRows(orders, rows);

/** The lines of a group's orders, as one statement not yet run. */
export const orderItemsInsert = (lines: ReadonlyArray<DraftLine & { orderId: number }>) =>
  insertJsonRows(orderItems, lines);

/**
 * Runs statements that do not read each other's rows as one: the first ones as data-modifying WITH queries, the last
 * as the main one, whose rows it answers. Foreign keys are checked at the end of the statement, so an order's lines
 * may be written with it.
 */
export async function writeTogether<Row>(tx: Db, statements: ReadonlyArray<{ getSQL(): SQL }>): Promise<Row[]> {
  const last = statements.at(-1);
  if (!last) return [];
  const withs = statements.slice(0, -1).map((st, i) => sql`${sql.raw(`w${i}`)} AS (${st.getSQL()})`);
  return rowsOf<Row>(
    await tx.execute(withs.length ? sql`WITH ${sql.join(withs, sql`, `)} ${last.getSQL()}` : last.getSQL()),
  );
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

/** A cart line as order creation reads it: the item, its product and the product's first image. */
export type OrderLineRead = Awaited<ReturnType<typeof cartLinesWithProducts>>[number];

/**
 * What the orders read of their locked carts, in one statement (docs/decisions/0261-order-creation-reads-less.md):
 * each cart's checkout row, its lines with their products and first images (lines whose product is gone are left
 * out), and whether its buyer is refused (refusedBuyer: a blocked or erased account with the checkout's contact
 * address or, signed in, the buyer's own: the cart's owner, admitted before this read).
 */
export async function readForOrders(tx: Db, cartPks: readonly number[]) {
  const read = new Map<number, { checkout: CheckoutRow | undefined; refused: boolean; lines: OrderLineRead[] }>();
  if (cartPks.length === 0) return read;
  const refused = refusedBuyer(sql`${checkouts.deliveryAddress}->>'contactEmail'`, carts.userId);
  const rows = await tx
    .select({
      cartPk: carts.id,
      checkout: checkouts,
      refused,
      item: cartItems,
      product: ORDER_PRODUCT_COLUMNS,
      mediaId: sql<number | null>`COALESCE(${firstMedia(products.id)}, ${firstMedia(products.parentId)})`,
    })
    .from(carts)
    .leftJoin(checkouts, eq(checkouts.cartId, carts.id))
    .leftJoin(cartItems, eq(cartItems.cartId, carts.id))
    .leftJoin(products, eq(products.id, cartItems.productId))
    .where(inArray(carts.id, [...cartPks]))
    .orderBy(asc(carts.id), asc(cartItems.id));
  for (const r of rows) {
    let entry = read.get(r.cartPk);
    if (!entry) {
      entry = { checkout: r.checkout ?? undefined, refused: r.refused === true, lines: [] };
      read.set(r.cartPk, entry);
    }
    if (r.item && r.product) entry.lines.push({ item: r.item, product: r.product, mediaId: r.mediaId });
  }
  return read;
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
