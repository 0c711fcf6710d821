/** The cart page's first view from the server (its own module: the cart calls stay out of every other first view). */
import type { QueryClient } from '@tanstack/react-query';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import type { ApiClient } from '../../lib/api-client.js';
import { getCart } from './api/cart-calls.js';
import { CART_KEY } from './cart-query.js';

/**
 * The first view of a guest's cart page, on the server: the cart read with the pair from their cookies
 * (docs/decisions/0123-the-guests-cart-from-the-server.md). A pair the server no longer knows leaves no data: the
 * page then fills in after hydration, as for everyone else.
 */
export function prefetchFirstViewCart(queryClient: QueryClient, api: ApiClient, pair: CartSessionPair) {
  return queryClient.prefetchQuery({ queryKey: CART_KEY, queryFn: () => getCart(api, pair), retry: false });
}
