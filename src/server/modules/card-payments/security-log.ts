import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { paymentSecurityLog } from '../../platform/db/schema/payments.js';

/** Fields never kept: the signature itself and anything that looks like card data. */
const SECRET_FIELDS = /^(signature|.*card.*number.*|pan|cvv|cvc)$/i;

/** Repeats of one source, channel and reason within this window add to one row (docs/decisions/0131-payment-security-log-bounds.md). */
export const REPEAT_WINDOW_MS = 10 * 60_000;

/**
 * A payment message that was refused (bad signature, another shop, an unknown attempt, a report StatusCheck
 * contradicts): written down for the back office and the security review, and logged, never acted upon. The table
 * is bounded (docs/decisions/0131-payment-security-log-bounds.md): a refusal of the same source, channel and reason
 * within REPEAT_WINDOW_MS of the last one counts on that row (count, last seen, the latest fields), and past
 * PAYMENT_SECURITY_LOG_MAX_ROWS the oldest rows go.
 */
export async function logRefusedPayment(
  request: FastifyRequest,
  entry: { provider: string; channel: 'return' | 'cancel' | 'error' | 'callback'; reason: string; detail: string },
  fields: Record<string, unknown>,
): Promise<void> {
  const app = request.server;
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields).slice(0, 60)) {
    if (SECRET_FIELDS.test(key)) continue;
    kept[key.slice(0, 60)] = (typeof value === 'object' && value !== null ? '[object]' : String(value)).slice(0, 200);
  }
  const cart = typeof fields.ShoppingCartID === 'string' ? fields.ShoppingCartID.slice(0, 255) : null;
  request.log.warn({ payment: entry, shoppingCartId: cart }, 'refused payment message');
  const now = new Date(app.clock.now());
  const row = {
    provider: entry.provider.slice(0, 20),
    channel: entry.channel,
    reason: entry.reason.slice(0, 40),
    detail: entry.detail.slice(0, 500),
    shoppingCartId: cart,
    fields: kept,
    ip: request.ip.slice(0, 64),
  };
  const [repeated] = await app.db
    .update(paymentSecurityLog)
    .set({
      count: sql`${paymentSecurityLog.count} + 1`,
      lastSeenAt: now,
      detail: row.detail,
      shoppingCartId: row.shoppingCartId,
      fields: row.fields,
    })
    .where(
      and(
        eq(paymentSecurityLog.ip, row.ip),
        eq(paymentSecurityLog.reason, row.reason),
        eq(paymentSecurityLog.channel, row.channel),
        eq(paymentSecurityLog.provider, row.provider),
        gt(paymentSecurityLog.lastSeenAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
      ),
    )
    .returning({ id: paymentSecurityLog.id });
  if (repeated) return;
  await app.db.insert(paymentSecurityLog).values({ ...row, createdAt: now, lastSeenAt: now });
  // The newest MAX rows stay; the id of the first one past them marks what goes.
  const [oldestKept] = await app.db
    .select({ id: paymentSecurityLog.id })
    .from(paymentSecurityLog)
    .orderBy(desc(paymentSecurityLog.id))
    .offset(app.config.PAYMENT_SECURITY_LOG_MAX_ROWS)
    .limit(1);
  if (oldestKept) await app.db.delete(paymentSecurityLog).where(lte(paymentSecurityLog.id, oldestKept.id));
}
