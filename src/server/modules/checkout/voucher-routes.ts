import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { enforceRateLimit, type RateRule } from '../../platform/http/rate-limit.js';
import { applyCartVoucher, type CartVoucherContext, cartVoucher, removeCartVoucher } from '../vouchers/index.js';
import { checkoutContext } from './context.js';

const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

/**
 * Codes have 75 random bits, so guessing is hopeless anyway; the limits keep a script from trying and keep the look-ups
 * cheap (the same windows as coupons: docs/decisions/0012-lockout-and-rate-limits.md).
 */
const VOUCHER_IP: RateRule = { name: 'voucher-ip', limit: 30, windowSec: 600 };
const VOUCHER_CART: RateRule = { name: 'voucher-cart', limit: 10, windowSec: 600 };

/** The checkout's own rules (open, guests allowed) hold for a voucher entered at the checkout too. */
async function cartContext(request: FastifyRequest): Promise<CartVoucherContext> {
  const ctx = await checkoutContext(request);
  return { db: ctx.db, domainId: ctx.domain.id, user: ctx.user };
}

/** A gift voucher entered at the checkout (docs/decisions/0214…0217): the checkout uses the vouchers module. */
export const checkoutVoucherRoutes: FastifyPluginAsync = async (app) => {
  const now = () => new Date(app.clock.now());

  app.post<ContractRoute<'checkoutVoucherGet'>>('/api/v1/checkout/voucher/get', async (request, reply) => {
    personal(reply);
    return ok(await cartVoucher(await cartContext(request), request.body, now()));
  });
  app.put<ContractRoute<'checkoutVoucherApply'>>('/api/v1/checkout/voucher', async (request, reply) => {
    personal(reply);
    await enforceRateLimit(request, reply, VOUCHER_IP);
    await enforceRateLimit(request, reply, VOUCHER_CART, request.body.cartId);
    return ok(await applyCartVoucher(await cartContext(request), request.body, request.body.code, now()));
  });
  app.post<ContractRoute<'checkoutVoucherRemove'>>('/api/v1/checkout/voucher/remove', async (request, reply) => {
    personal(reply);
    return ok(await removeCartVoucher(await cartContext(request), request.body));
  });
};
