import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/db/schema/users.js';

/**
 * A blocked (or erased) customer orders neither signed in nor as a guest with the account's address
 * (docs/decisions/0218-blocked-customers.md): whether the buyer is refused, as a condition the order's own read
 * inside its transaction asks (docs/decisions/0261-order-creation-reads-less.md). `email` is the address the order
 * is placed with (an SQL expression) and `userId` the buyer's account (a value, or a column such as the cart's owner);
 * the partial index users_refused_email_idx holds the refused accounts only.
 */
export function refusedBuyer(email: SQL, userId: number | null | AnyColumn): SQL<boolean> {
  const address = sql`lower(trim(${email}))`;
  const own = userId === null ? sql`` : sql` OR ${users.id} = ${userId}`;
  return sql<boolean>`EXISTS (SELECT 1 FROM ${users}
    WHERE (${users.blockedAt} IS NOT NULL OR ${users.erasedAt} IS NOT NULL)
      AND (lower(${users.email}) = ${address}${own}))`;
}
