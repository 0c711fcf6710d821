import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { users } from '../../platform/db/schema/users.js';
import { AppError } from '../../platform/errors/index.js';

/**
 * A blocked (or erased) customer orders neither signed in nor as a guest with the account's address
 * (docs/decisions/0218-blocked-customers.md): checked when the order is placed, inside its transaction.
 */
export async function refuseBlockedBuyer(tx: Db, userId: number | null, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  const [blocked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        or(isNotNull(users.blockedAt), isNotNull(users.erasedAt)),
        userId === null
          ? sql`lower(${users.email}) = ${address}`
          : or(eq(users.id, userId), sql`lower(${users.email}) = ${address}`),
      ),
    )
    .limit(1);
  if (blocked) throw new AppError('ORDER_REFUSED_BLOCKED');
}
