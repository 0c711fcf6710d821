import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ContractRoute } from '../../platform/contract-types.js';
import { ok } from '../../platform/errors/index.js';
import { enforceRateLimit, RATE_RULES, type RateRule } from '../../platform/http/rate-limit.js';
import { getCheckoutSettings } from '../settings/index.js';
import { currentUser } from './current-user.js';
import { recoverCart } from './merge.js';
import * as cart from './service.js';
import { newCartSession } from './session.js';

// Thin handlers: the contract plugin has validated the bodies (strict: no price fields get through).
const COUPON_USER: RateRule = { name: 'coupon-user', limit: 20, windowSec: 600 };
const MEMBER_CARD_CART: RateRule = { name: 'member-card-cart', limit: 10, windowSec: 600 };

async function contextOf(request: FastifyRequest): Promise<cart.CartContext> {
  const settings = await getCheckoutSettings(request.server.db, request.domain);
  return {
    db: request.server.db,
    domainId: request.domain.id,
    apiKeyId: request.domain.id,
    user: currentUser(request),
    mergeCartItems: settings.mergeCartItems,
    charges: request.server.cartCharges,
  };
}

/** Coupon and member-card attempts are limited per cart, user and IP (docs/decisions/0012-lockout-and-rate-limits.md, docs/targets.md R8). */
async function limit(request: FastifyRequest, reply: FastifyReply, rules: Array<[RateRule, string | undefined]>) {
  for (const [rule, subject] of rules) if (subject !== undefined) await enforceRateLimit(request, reply, rule, subject);
}

export const cartRoutes: FastifyPluginAsync = async (app) => {
  app.get('/api/v2/cart/getNewCartSession', async (request) => {
    const ctx = await contextOf(request);
    return ok(await newCartSession(app.db, ctx.domainId, null, ctx.user));
  });
  app.post<ContractRoute<'getCart'>>('/api/v2/cart/getCart', async (request) =>
    ok(await cart.getCart(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'validateCart'>>('/api/v2/cart/validateCart', async (request) =>
    ok(await cart.getCart(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'getAbandoned'>>('/api/v2/cart/getAbandoned', async (request) =>
    ok(await recoverCart(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'addItem'>>('/api/v2/cart/addItem', async (request) =>
    ok(await cart.addItem(await contextOf(request), request.body)),
  );
  app.patch<ContractRoute<'updateItem'>>('/api/v2/cart/updateItem', async (request) =>
    ok(await cart.updateCartItem(await contextOf(request), request.body)),
  );
  app.delete<ContractRoute<'deleteItem'>>('/api/v2/cart/deleteItem', async (request) =>
    ok(await cart.deleteCartItem(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'clearCart'>>('/api/v2/cart/clearCart', async (request) =>
    ok(await cart.clearCart(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'applyCoupon'>>('/api/v2/cart/applyCoupon', async (request, reply) => {
    const ctx = await contextOf(request);
    const input = request.body;
    await limit(request, reply, [
      [RATE_RULES.couponIp, request.ip],
      [RATE_RULES.couponCart, input.cartId],
      [COUPON_USER, ctx.user ? String(ctx.user.id) : undefined],
    ]);
    return ok(await cart.applyCoupon(ctx, input));
  });
  app.post<ContractRoute<'removeCoupon'>>('/api/v2/cart/removeCoupon', async (request) =>
    ok(await cart.removeCoupon(await contextOf(request), request.body)),
  );
  app.post<ContractRoute<'applyMemberCard'>>('/api/v2/cart/applyMemberCard', async (request, reply) => {
    const ctx = await contextOf(request);
    const input = request.body;
    await limit(request, reply, [
      [RATE_RULES.memberCardIp, request.ip],
      [MEMBER_CARD_CART, input.cartId],
      [RATE_RULES.memberCardUser, ctx.user ? String(ctx.user.id) : undefined],
      [RATE_RULES.memberCardClaim, input.barcode.trim()],
    ]);
    return ok(await cart.applyMemberCard(ctx, input));
  });

  // The abandoned-cart merge also runs at login when the browser sent its cart cookies (docs/decisions/0010-abandoned-cart-merge.md).
  app.authHooks?.onLogin.push(async ({ user, request }) => {
    const cookies = parseCookies(request.headers.cookie);
    if (!cookies.cartId || !cookies.protectCode) return;
    const ctx = { ...(await contextOf(request)), user };
    await recoverCart(ctx, { cartId: cookies.cartId, protectCode: cookies.protectCode });
  });
};

function parseCookies(header: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name) result[name] = decodeURIComponent(rest.join('='));
  }
  return result;
}
