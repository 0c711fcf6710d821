/** The cart as the query cache holds it (key ['cart'], which logout clears): null without a session. */
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../lib/api-client.js';
import { getCart, type Cart } from './api/cart-calls.js';
import { clearCartSession, readCartSession, saveCartCount } from './session-cookies.js';
import { isApiError } from '../../lib/api-error.js';

export const CART_KEY = ['cart'] as const;

export function cartQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: CART_KEY,
    queryFn: async (): Promise<Cart | null> => {
      const session = readCartSession();
      if (!session) return null;
      try {
        const cart = await getCart(api, session);
        saveCartCount(cart.itemsCount);
        return cart;
      } catch (error) {
        // A dead pair (archived, ordered, unknown: 404/409, or refused as 400) starts over with no cart.
        if (isApiError(error) && [400, 404, 409].includes(error.statusCode)) {
          clearCartSession();
          return null;
        }
        throw error;
      }
    },
    staleTime: 10_000,
    retry: false,
  });
}

/** Every call answers the whole priced cart: it replaces the cached one and the badge count. */
export function publishCart(queryClient: QueryClient, cart: Cart | null): void {
  queryClient.setQueryData(CART_KEY, cart);
  saveCartCount(cart?.itemsCount ?? 0);
}
