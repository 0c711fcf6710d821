import type { FastifyRequest } from 'fastify';
import { paymentSecurityLog } from '../../db/schema/payments.js';

/** Fields never kept: the signature itself and anything that looks like card data. */
const SECRET_FIELDS = /^(signature|.*card.*number.*|pan|cvv|cvc)$/i;

/**
 * A payment message that was refused (bad signature, another shop, an unknown attempt, an amount that is not the
 * order's): written down for the back office and the security review, and logged, never acted upon.
 */
export async function logRefusedPayment(
  request: FastifyRequest,
  entry: { provider: string; channel: 'return' | 'cancel' | 'error' | 'callback'; reason: string; detail: string },
  fields: Record<string, unknown>,
): Promise<void> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(fields).slice(0, 60)) {
    if (SECRET_FIELDS.test(key)) continue;
    kept[key.slice(0, 60)] = String(value).slice(0, 200);
  }
  const cart = typeof fields.ShoppingCartID === 'string' ? fields.ShoppingCartID.slice(0, 255) : null;
  request.log.warn({ payment: entry, shoppingCartId: cart }, 'refused payment message');
  await request.server.db.insert(paymentSecurityLog).values({
    provider: entry.provider.slice(0, 20),
    channel: entry.channel,
    reason: entry.reason.slice(0, 40),
    detail: entry.detail.slice(0, 500),
    shoppingCartId: cart,
    fields: kept,
    ip: request.ip.slice(0, 64),
  });
}
