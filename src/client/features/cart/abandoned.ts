/**
 * The login step "fetch the abandoned cart session" (docs/decisions/0010-abandoned-cart-merge.md): the server merges
 * the guest cart into the user's open cart and answers the pair to keep, which replaces the session's pair; a
 * failure never stops the login.
 */
import { getAbandoned } from './api/cart-calls.js';
import { publishCart } from './cart-query.js';
import type { CartRuntime } from './runtime.js';

export async function mergeAbandonedCart(runtime: CartRuntime): Promise<void> {
  const { api, queryClient } = runtime.deps;
  const cart = await getAbandoned(api, runtime.session.getSnapshot().context.session);
  if (!cart) return;
  runtime.session.send({ type: 'session.replace', session: { cartId: cart.cartId, protectCode: cart.protectCode } });
  publishCart(queryClient, cart);
}
