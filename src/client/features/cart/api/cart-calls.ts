/**
 * Cart v2 calls over the typed client (docs/spec/shop.md 7). Every call carries the session pair; the answers are the
 * server-priced cart. Failures are quiet here: the cart runtime words them (and clears a dead session).
 */
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { components } from '@api/openapi.js';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';

export type Cart = components['schemas']['Cart'];
export type CartItem = Cart['items'][number];
export type CartItemOptions = components['schemas']['CartItemOptions'];
export type Personalizations = components['schemas']['Personalizations'];

const m = { middleware: [quiet] };

export async function newSession(api: ApiClient): Promise<CartSessionPair> {
  return unwrap(api.GET('/api/v2/cart/getNewCartSession', m));
}

export async function getCart(api: ApiClient, s: CartSessionPair): Promise<Cart> {
  return unwrap(api.POST('/api/v2/cart/getCart', { body: { cartId: s.cartId, protectCode: s.protectCode }, ...m }));
}

export async function getAbandoned(api: ApiClient, s: CartSessionPair | null): Promise<Cart | null> {
  return unwrap(
    api.POST('/api/v2/cart/getAbandoned', { body: s ? { cartId: s.cartId, protectCode: s.protectCode } : {}, ...m }),
  );
}

export async function addItem(
  api: ApiClient,
  s: CartSessionPair,
  productId: number,
  qty: number,
  options?: CartItemOptions,
): Promise<Cart> {
  const body = { cartId: s.cartId, protectCode: s.protectCode, productId, qty, ...(options ? { options } : {}) };
  return unwrap(api.POST('/api/v2/cart/addItem', { body, ...m }));
}

export async function updateItem(
  api: ApiClient,
  s: CartSessionPair,
  itemId: number,
  change: { qty?: number; options?: CartItemOptions },
): Promise<Cart> {
  return unwrap(
    api.PATCH('/api/v2/cart/updateItem', {
      body: { cartId: s.cartId, protectCode: s.protectCode, itemId, ...change },
      ...m,
    }),
  );
}

export async function deleteItem(api: ApiClient, s: CartSessionPair, itemId: number): Promise<Cart> {
  return unwrap(
    api.DELETE('/api/v2/cart/deleteItem', { body: { cartId: s.cartId, protectCode: s.protectCode, itemId }, ...m }),
  );
}

export async function applyCoupon(api: ApiClient, s: CartSessionPair, couponCode: string): Promise<Cart> {
  return unwrap(
    api.POST('/api/v2/cart/applyCoupon', { body: { cartId: s.cartId, protectCode: s.protectCode, couponCode }, ...m }),
  );
}

export async function removeCoupon(api: ApiClient, s: CartSessionPair): Promise<Cart> {
  return unwrap(
    api.POST('/api/v2/cart/removeCoupon', { body: { cartId: s.cartId, protectCode: s.protectCode }, ...m }),
  );
}

/** `pin`: the card's PIN, needed for a card the account does not hold yet ('' sends none; decision 0136). */
export async function applyMemberCard(api: ApiClient, s: CartSessionPair, barcode: string, pin = ''): Promise<Cart> {
  const body = { cartId: s.cartId, protectCode: s.protectCode, barcode, ...(pin ? { pin } : {}) };
  return unwrap(api.POST('/api/v2/cart/applyMemberCard', { body, ...m }));
}

export async function afterAddSetting(api: ApiClient): Promise<'redirect' | 'popup' | 'stay'> {
  const settings = await unwrap(api.GET('/api/v2/settings/getCheckoutSettings', m));
  return settings.afterAddToCart;
}
