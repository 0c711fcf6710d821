/** The cart as the query cache holds it (key ['cart'], which logout clears): null without a session. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Cart } from './api/cart-calls.js';
import type { CartRuntime } from './runtime.js';
import { saveCartCount } from './session-cookies.js';

export const CART_KEY = ['cart'] as const;

/**
 * The cart read through the cart runtime, whose session machine owns the pair: a pair the server no longer knows
 * is ended there (cookies cleared, the cart published as null), never here.
 */
export function cartQueryOptions(runtime: () => Promise<CartRuntime>) {
  return queryOptions({
    queryKey: CART_KEY,
    queryFn: async (): Promise<Cart | null> => (await runtime()).readCart(),
    staleTime: 10_000,
    retry: false,
  });
}

/** Every call answers the whole priced cart: it replaces the cached one and the badge count. */
export function publishCart(queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData(CART_KEY, cart);
  saveCartCount(cart?.itemsCount ?? 0);
}
