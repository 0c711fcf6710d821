import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  cartItems,
  carts,
  type CartItemOptions,
  type CartItemRow,
  type CartRow,
} from '../../platform/db/schema/cart.js';
import { products, type ProductRow } from '../../platform/db/schema/catalogue.js';

/** Cart SQL. Mutations run inside a transaction that holds the cart row lock (see session.ts). */

export async function insertCart(
  db: Db,
  values: { cartId: string; protectCode: string; domainId: number; currencyId: number | null; userId?: number | null },
) {
  const [row] = await db.insert(carts).values(values).returning();
  return row!;
}

/** The cart row by its public id; `lock` takes the row lock so concurrent changes of one cart queue up. */
export async function findCart(db: Db, cartId: string, lock = false): Promise<CartRow | undefined> {
  const query = db.select().from(carts).where(eq(carts.cartId, cartId)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function lastOpenCartOf(
  db: Db,
  userId: number,
  domainId: number,
  exceptId?: number,
): Promise<CartRow | undefined> {
  const conditions = [eq(carts.userId, userId), eq(carts.status, 'open'), eq(carts.domainId, domainId)];
  if (exceptId !== undefined) conditions.push(sql`${carts.id} <> ${exceptId}`);
  const [row] = await db
    .select()
    .from(carts)
    .where(and(...conditions))
    .orderBy(desc(carts.updatedAt), desc(carts.id))
    .limit(1);
  return row;
}

export async function updateCart(
  db: Db,
  id: number,
  values: Partial<
    Pick<CartRow, 'userId' | 'status' | 'couponId' | 'couponAppliedAt' | 'memberCardBarcode' | 'currencyId'>
  >,
) {
  await cartUpdate(db, id, values);
}

/**
 * The cart became an order: its statement, not yet run, so order creation writes it with the order's rows in one
 * round trip (docs/decisions/0237-order-creation-in-fewer-round-trips.md).
 */
/** The carts of orders being placed, marked ordered: a statement, not yet run (order creation writes it with them). */
export const markCartsOrdered = (tx: Db, ids: readonly number[]) =>
  tx
    .update(carts)
    .set({ status: 'ordered', updatedAt: new Date() })
    .where(inArray(carts.id, [...ids]));

/** updateCart's statement, not yet run. */
function cartUpdate(db: Db, id: number, values: Parameters<typeof updateCart>[2]) {
  return db
    .update(carts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(carts.id, id));
}

export async function itemsOf(db: Db, cartPk: number): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.cartId, cartPk)).orderBy(asc(cartItems.id));
}

export async function insertItem(
  db: Db,
  values: {
    cartId: number;
    productId: number;
    qty: number;
    options: CartItemOptions;
    mergeKey: string;
    personalised: boolean;
  },
): Promise<CartItemRow> {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

export async function updateItem(
  db: Db,
  id: number,
  values: Partial<Pick<CartItemRow, 'qty' | 'options' | 'mergeKey' | 'personalised'>>,
) {
  await db.update(cartItems).set(values).where(eq(cartItems.id, id));
}

export async function deleteItems(db: Db, ids: readonly number[]) {
  if (ids.length > 0) await db.delete(cartItems).where(inArray(cartItems.id, [...ids]));
}

export async function deleteAllItems(db: Db, cartPk: number) {
  await db.delete(cartItems).where(eq(cartItems.cartId, cartPk));
}

export async function productsBySlugs(db: Db, slugs: readonly string[]): Promise<Map<string, ProductRow>> {
  const rows = await db
    .select()
    .from(products)
    .where(inArray(products.slug, [...slugs]));
  return new Map(rows.map((row) => [row.slug, row]));
}
