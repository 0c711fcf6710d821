/**
 * The cart as the checkout sees it: the session pair it checks out, and word that the cart became an order. The
 * cart feature owns the session (its machine alone writes the cart cookies); the checkout feature may not import
 * it, so this glue in app/ connects the two.
 */
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import { waitFor } from 'xstate';
import { loadCartRuntime } from '../features/cart/runtime-loader.js';
import type { CartRuntimeDeps } from '../features/cart/runtime.js';

export interface CheckoutCart {
  /** The cart session to check out, or null without one. */
  session(): Promise<CartSessionPair | null>;
  /** The cart became an order: the session ends (cookies and badge cleared), a new add starts a new cart. */
  ordered(): Promise<void>;
}

export function checkoutCartOf(deps: CartRuntimeDeps): CheckoutCart {
  const runtime = () => loadCartRuntime(deps);
  return {
    async session() {
      const { session } = await runtime();
      const settled = await waitFor(session, (s) => !s.matches('starting') && !s.matches('creating'));
      return settled.context.session;
    },
    async ordered() {
      const { session, deps: cartDeps } = await runtime();
      // The shopper's own order: the session ends quietly (no alert, unlike a cart found ordered elsewhere).
      session.send({ type: 'session.clear' });
      await cartDeps.queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  };
}
