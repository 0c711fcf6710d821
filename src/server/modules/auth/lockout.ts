import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { accountLocks, loginFailures } from '../../db/schema/auth.js';

/**
 * docs/targets.md R7: 10 failures in 15 minutes lock the account (known or unknown name alike) for 15 minutes. That also
 * keeps an account under 40 failures an hour, inside the R7 ceiling of 100.
 */
export const LOCKOUT = { failures: 10, windowMs: 15 * 60_000, lockMs: 15 * 60_000 };

/** Milliseconds left on the lock of this e-mail (known or not: the same rule for every name), or 0. */
export async function lockRemainingMs(db: Db, email: string, nowMs: number): Promise<number> {
  const [lock] = await db.select().from(accountLocks).where(eq(accountLocks.email, email)).limit(1);
  return lock ? Math.max(0, lock.lockedUntil.getTime() - nowMs) : 0;
}

/** Records a failure; returns the lock length in ms when this failure locks the account, else 0. */
export async function recordFailure(db: Db, email: string, nowMs: number): Promise<number> {
  const now = new Date(nowMs);
  await db.insert(loginFailures).values({ email, at: now });
  const windowStart = new Date(nowMs - LOCKOUT.windowMs);
  // Rows older than the window never count again.
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), lt(loginFailures.at, windowStart)));
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, windowStart)));
  if ((row?.n ?? 0) < LOCKOUT.failures) return 0;
  const lockedUntil = new Date(nowMs + LOCKOUT.lockMs);
  await db
    .insert(accountLocks)
    .values({ email, lockedUntil })
    .onConflictDoUpdate({ target: accountLocks.email, set: { lockedUntil } });
  // The lock is the penalty; counting starts afresh when it expires.
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  return LOCKOUT.lockMs;
}

export async function clearFailures(db: Db, email: string) {
  await db.delete(loginFailures).where(eq(loginFailures.email, email));
  await db.delete(accountLocks).where(eq(accountLocks.email, email));
}

/** Croatian plural of minutes: 1 minutu, 2-4 minute, 5+ minuta (11-14 minuta). */
export function minutesHr(n: number): string {
  const last = n % 10;
  const lastTwo = n % 100;
  if (last === 1 && lastTwo !== 11) return `${n} minutu`;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return `${n} minute`;
  return `${n} minuta`;
}
