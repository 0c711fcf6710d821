import type { CustomerState } from '@shared/customers.js';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';

export interface CustomerFilters {
  /** Part of the name or e-mail, a member card number, or an order number. */
  q?: string;
  state?: CustomerState;
  page: number;
  limit: number;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const stateSql = (state: CustomerState | undefined) => {
  if (state === 'blocked') return sql`u.blocked_at IS NOT NULL AND u.erased_at IS NULL`;
  if (state === 'erased') return sql`u.erased_at IS NOT NULL`;
  if (state === 'active') return sql`u.blocked_at IS NULL AND u.erased_at IS NULL`;
  return sql`TRUE`;
};

/**
 * One page of customers (accounts that are not staff), newest first. The search finds a customer by part of the
 * name or e-mail, by a member card that is or was theirs, and by the number of one of their orders (placed signed
 * in, or as a guest with the account's address).
 */
export async function listCustomers(db: Db, filters: CustomerFilters) {
  const q = filters.q?.trim().toLowerCase() ?? '';
  const pattern = likeText(q);
  const search = q
    ? sql`(lower(u.email) LIKE ${pattern}
        OR lower(u.first_name || ' ' || u.last_name) LIKE ${pattern}
        OR u.member_card_barcode = ${q}
        OR EXISTS (SELECT 1 FROM member_cards c WHERE c.user_id = u.id AND c.barcode = ${q})
        OR EXISTS (SELECT 1 FROM orders o WHERE o.number = ${q.toUpperCase()}
          AND (o.user_id = u.id OR lower(o.email) = lower(u.email))))`
    : sql`TRUE`;
  const where = sql`u.is_backoffice_user = false AND ${stateSql(filters.state)} AND ${search}`;
  const [total] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM users u WHERE ${where}`));
  const rows = rowsOf<{
    id: number;
    email: string;
    firstName: string;
    lastName: string;
    memberCard: string | null;
    orders: number;
    blockedAt: string | Date | null;
    erasedAt: string | Date | null;
    createdAt: string | Date;
  }>(
    await db.execute(sql`SELECT u.id, u.email, u.first_name AS "firstName", u.last_name AS "lastName",
        u.member_card_barcode AS "memberCard", u.blocked_at AS "blockedAt", u.erased_at AS "erasedAt",
        u.created_at AS "createdAt",
        (SELECT count(*)::int FROM orders o WHERE o.user_id = u.id) AS orders
      FROM users u WHERE ${where}
      ORDER BY u.id DESC LIMIT ${filters.limit} OFFSET ${(filters.page - 1) * filters.limit}`),
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      memberCard: row.memberCard,
      orders: row.orders,
      state: stateOf(row),
      createdAt: new Date(row.createdAt).toISOString(),
    })),
    total: total?.n ?? 0,
    page: filters.page,
    limit: filters.limit,
  };
}

export function stateOf(user: { blockedAt: unknown; erasedAt: unknown }): CustomerState {
  if (user.erasedAt) return 'erased';
  return user.blockedAt ? 'blocked' : 'active';
}
