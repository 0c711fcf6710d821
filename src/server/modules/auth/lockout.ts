import { and, count, eq, gt, lt, min } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { accountLocks, loginFailures } from '../../platform/db/schema/auth.js';

/**
 * docs/targets.md R7 and docs/decisions/0134-lockout-per-account-and-source.md: 10 failures in 15 minutes from one
 * source (client address) lock that account for that source (known or unknown name alike) for 15 minutes, so a
 * stranger's guesses never lock the owner out from elsewhere; from many sources together the account takes at most
 * 100 failures an hour, then refuses every source until the hour has room again or the owner opens the e-mailed
 * unlock link.
 */
export const LOCKOUT = {
  failures: 10,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  accountCeiling: 100,
  ceilingWindowMs: 60 * 60_000,
};

/** Milliseconds this source must wait before trying this e-mail again (the same rule for every name), or 0. */
export async function lockRemainingMs(db: Db, email: string, source: string, nowMs: number): Promise<number> {
  const [lock] = await db
    .select()
    .from(accountLocks)
    .where(and(eq(accountLocks.email, email), eq(accountLocks.source, source)))
    .limit(1);
  const sourceMs = lock ? Math.max(0, lock.lockedUntil.getTime() - nowMs) : 0;
  const [hour] = await db
    .select({ n: count(), oldest: min(loginFailures.at) })
    .from(loginFailures)
    .where(and(eq(loginFailures.email, email), gt(loginFailures.at, new Date(nowMs - LOCKOUT.ceilingWindowMs))));
  // At the ceiling the account waits until its oldest counted failure leaves the hour.
  const ceilingMs =
    (hour?.n ?? 0) >= LOCKOUT.accountCeiling && hour?.oldest
      ? Math.max(1000, new Date(hour.oldest).getTime() + LOCKOUT.ceilingWindowMs - nowMs)
      : 0;
  return Math.max(sourceMs, ceilingMs);
}

/**
 * Records a failure of this source; returns the lock length in ms when this failure locks the account for the source
 * or brings the account to its hourly ceiling (then a lock starts, and the owner is told), else 0.
 */
export async function recordFailure(db: Db, email: string, source: string, nowMs: number): Promise<number> {
  await db.insert(loginFailures).values({ email, source, at: new Date(nowMs) });
  // Rows older than the hour of the ceiling never count again.
  await db
    .delete(loginFailures)
    .where(and(eq(loginFailures.email, email), lt(loginFailures.at, new Date(nowMs - LOCKOUT.ceilingWindowMs))));
  const [fromSource] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.email, email),
        eq(loginFailures.source, source),
        gt(loginFailures.at, new Date(nowMs - LOCKOUT.windowMs)),
      ),
    );
  if ((fromSource?.n ?? 0) >= LOCKOUT.failures) {
    const lockedUntil = new Date(nowMs + LOCKOUT.lockMs);
    await db
      .insert(accountLocks)
      .values({ email, source, lockedUntil })
      .onConflictDoUpdate({ target: [accountLocks.email, accountLocks.source], set: { lockedUntil } });
    // The lock is the penalty; this source's counting starts afresh when it expires (the rows stay for the ceiling).
    return LOCKOUT.lockMs;
  }
  return lockRemainingMs(db, email, source, nowMs);
}

/** A login that passed: this source's failures and lock are forgotten (other sources' are not). */
export async function clearFailures(db: Db, email: string, source: string) {
  await db.delete(loginFailures).where(and(eq(loginFailures.email, email), eq(loginFailures.source, source)));
  await db.delete(accountLocks).where(and(eq(accountLocks.email, email), eq(accountLocks.source, source)));
}

/** The owner proved the mailbox (a password reset, the unlock link): every lock and failure of the account goes. */
export async function clearAccountFailures(db: Db, email: string) {
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
