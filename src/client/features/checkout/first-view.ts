/**
 * A guest's checkout comes drawn from the server at its first step (docs/decisions/0123-the-guests-cart-from-the-server.md):
 * the server entry reads what the checkout machine would load, and the machine starts from it instead of loading.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import type { CheckoutLoaded } from '@machines/checkout/checkout.machine.js';
import type { ApiClient } from '../../lib/api-client.js';
import { loadCheckout } from './api/checkout-calls.js';

const FIRST_VIEW_KEY = ['checkout', 'first-view'] as const;

/** On the server: the guest's checkout, countries and consents, as the machine's `loadCheckout` reads them. */
export function prefetchFirstViewCheckout(queryClient: QueryClient, api: ApiClient, pair: CartSessionPair) {
  return queryClient.prefetchQuery({
    queryKey: FIRST_VIEW_KEY,
    queryFn: () => loadCheckout(api, pair, null),
    retry: false,
  });
}

/** What the page was drawn with, or null: the machine starts from it once. */
export const broughtCheckout = (queryClient: QueryClient): CheckoutLoaded | null =>
  queryClient.getQueryData<CheckoutLoaded>(FIRST_VIEW_KEY) ?? null;

/** Once the machine has it, the cache forgets it: coming back to the checkout later loads it afresh. */
export const forgetBroughtCheckout = (queryClient: QueryClient) =>
  queryClient.removeQueries({ queryKey: FIRST_VIEW_KEY });
