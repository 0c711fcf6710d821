import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';

/**
 * The customer's own orders (docs/decisions/0044-order-history-and-look-up.md): every order of the user, whatever
 * its status, newest first. Ownership is the query's condition, so another customer's order is simply not found.
 */
export async function ordersOfUser(db: Db, domainId: number, userId: number, page: number, limit: number) {
  const mine = and(eq(orders.userId, userId), eq(orders.domainId, domainId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(orders).where(mine),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function orderOfUser(db: Db, domainId: number, userId: number, number: string) {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.number, number), eq(orders.userId, userId), eq(orders.domainId, domainId)))
    .limit(1);
  if (!order) throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
  return order;
}
