/**
 * The login step "fetch the abandoned cart session" (shop.md 4, DECISIONS 20): the server merges the guest cart
 * into the user's open cart and answers the pair to keep; a failure never stops the login.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.js';
import { getAbandoned } from './api/cart-calls.js';
import { publishCart } from './cart-query.js';
import { readCartSession, saveCartSession } from './session-cookies.js';

export async function mergeAbandonedCart(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const cart = await getAbandoned(api, readCartSession());
  if (!cart) return;
  saveCartSession({ cartId: cart.cartId, protectCode: cart.protectCode });
  publishCart(queryClient, cart);
}
