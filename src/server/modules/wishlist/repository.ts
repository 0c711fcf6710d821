import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { products } from '../../platform/db/schema/catalogue.js';
import { wishlistItems } from '../../platform/db/schema/wishlist.js';

/** Wishlist SQL; every statement is scoped by the user id, so no one reaches another user's list (R10). */

export async function wishableProduct(db: Db, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.archived, false), eq(products.type, 'product')))
    .limit(1);
  return row;
}

export async function addWish(db: Db, userId: number, productId: number) {
  await db.insert(wishlistItems).values({ userId, productId }).onConflictDoNothing();
}

export async function removeWish(db: Db, userId: number, productId: number): Promise<boolean> {
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.userId, userId), eq(wishlistItems.productId, productId)))
    .returning({ productId: wishlistItems.productId });
  return removed.length > 0;
}

export async function wishedIds(db: Db, userId: number, limit?: number, offset = 0): Promise<number[]> {
  const query = db
    .select({ id: wishlistItems.productId })
    .from(wishlistItems)
    .where(eq(wishlistItems.userId, userId))
    .orderBy(desc(wishlistItems.createdAt), desc(wishlistItems.productId));
  const rows = limit === undefined ? await query : await query.limit(limit).offset(offset);
  return rows.map((r) => r.id);
}

export async function wishCount(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(wishlistItems).where(eq(wishlistItems.userId, userId));
  return Number(row?.n ?? 0);
}
