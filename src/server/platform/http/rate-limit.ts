import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema/auth.js';
import { AppError } from '../errors/index.js';

/** Time source of auth and limits; tests replace `now` to expire locks without waiting. */
export interface Clock {
  now: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

export interface RateRule {
  /** Prefix of the counter key, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowSec: number;
}

/** The limits of docs/targets.md R7/R8; CART-SERVER uses the coupon and memberCard rules with `enforceRateLimit`. */
export const RATE_RULES = {
  loginIp: { name: 'login-ip', limit: 30, windowSec: 60 },
  registerIp: { name: 'register-ip', limit: 10, windowSec: 3600 },
  forgotIp: { name: 'forgot-ip', limit: 10, windowSec: 3600 },
  forgotAccount: { name: 'forgot-account', limit: 3, windowSec: 3600 },
  /** Confirmation links sent again (docs/decisions/0195-verification-resend-and-postcodes.md). */
  verifyResendIp: { name: 'verify-resend-ip', limit: 10, windowSec: 3600 },
  verifyResendAccount: { name: 'verify-resend-account', limit: 3, windowSec: 3600 },
  /** Unlock links e-mailed to one account (docs/decisions/0134-lockout-per-account-and-source.md). */
  unlockMailAccount: { name: 'unlock-mail-account', limit: 3, windowSec: 3600 },
  passwordChangeUser: { name: 'password-change-user', limit: 10, windowSec: 900 },
  /** E-mail changes of one account (docs/decisions/0094-email-change-asks-for-the-password.md). */
  emailChangeUser: { name: 'email-change-user', limit: 5, windowSec: 3600 },
  tokenIp: { name: 'token-ip', limit: 30, windowSec: 60 },
  socialIp: { name: 'social-ip', limit: 30, windowSec: 60 },
  captchaIp: { name: 'captcha-ip', limit: 60, windowSec: 60 },
  consentLogIp: { name: 'consent-log-ip', limit: 60, windowSec: 60 },
  couponCart: { name: 'coupon-cart', limit: 10, windowSec: 600 },
  couponIp: { name: 'coupon-ip', limit: 30, windowSec: 600 },
  memberCardUser: { name: 'member-card-user', limit: 10, windowSec: 600 },
  memberCardIp: { name: 'member-card-ip', limit: 30, windowSec: 600 },
  /** Claims of one card number, whoever tries: 10 PIN guesses an hour (docs/decisions/0136-member-card-claim-second-factor.md). */
  memberCardClaim: { name: 'member-card-claim', limit: 10, windowSec: 3600 },
  orderLookUpIp: { name: 'order-lookup-ip', limit: 20, windowSec: 600 },
  withdrawalIp: { name: 'withdrawal-ip', limit: 10, windowSec: 600 },
  /**
   * Refused card callbacks per source (docs/decisions/0131-payment-security-log-bounds.md): only what is refused
   * counts, so the gateway's own callbacks of a busy sale are never limited.
   */
  cardCallbackIp: { name: 'card-callback-ip', limit: 300, windowSec: 60 },
} as const satisfies Record<string, RateRule>;

export interface RateResult {
  allowed: boolean;
  count: number;
  /** Seconds until the window resets (for Retry-After). */
  retryAfterSec: number;
}

/**
 * Counts one attempt in a fixed window kept in the database: one atomic upsert, so it holds across
 * processes and restarts and behaves the same on PGlite and PostgreSQL.
 */
export async function consumeRateLimit(db: Db, rule: RateRule, subject: string, nowMs: number): Promise<RateResult> {
  const key = `${rule.name}:${subject}`.slice(0, 300);
  const now = new Date(nowMs).toISOString();
  const cutoff = new Date(nowMs - rule.windowSec * 1000).toISOString();
  const expired = sql`${rateLimits.windowStart} <= ${cutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart: new Date(nowMs), count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${now}::timestamptz ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
  const count = row?.count ?? 1;
  const start = row ? new Date(row.windowStart).getTime() : nowMs;
  const retryAfterSec = Math.max(1, Math.ceil((start + rule.windowSec * 1000 - nowMs) / 1000));
  return { allowed: count <= rule.limit, count, retryAfterSec };
}

/**
 * Whether the subject has used up the rule's window, without counting anything: for limits that count only what
 * went wrong (refused payment messages), checked before the work is done.
 */
export async function rateLimitUsedUp(db: Db, rule: RateRule, subject: string, nowMs: number): Promise<RateResult> {
  const key = `${rule.name}:${subject}`.slice(0, 300);
  const [row] = await db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const start = row ? new Date(row.windowStart).getTime() : nowMs;
  if (!row || start + rule.windowSec * 1000 <= nowMs) return { allowed: true, count: 0, retryAfterSec: 0 };
  const retryAfterSec = Math.max(1, Math.ceil((start + rule.windowSec * 1000 - nowMs) / 1000));
  return { allowed: row.count < rule.limit, count: row.count, retryAfterSec };
}

/** Counts an attempt and answers 429 RATE_LIMITED with Retry-After when the rule's limit is passed. */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: RateRule,
  subject = request.ip,
) {
  const app = request.server;
  const result = await consumeRateLimit(app.db, rule, subject, app.clock.now());
  if (!result.allowed) {
    reply.header('retry-after', String(result.retryAfterSec));
    throw new AppError('RATE_LIMITED', { payload: { retryAfterSeconds: result.retryAfterSec } });
  }
  return result;
}

/** A preHandler limiting a route per client IP. */
export function limitPerIp(rule: RateRule) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceRateLimit(request, reply, rule);
  };
}

export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('clock', { now: () => Date.now() });
  },
  { name: 'rate-limit', dependencies: ['db'] },
);
