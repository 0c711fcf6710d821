import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import type { CheckoutRow } from '../../platform/db/schema/checkout.js';
import { openCart, type CartSessionInput } from '../cart/index.js';
import { settleCart, type CartMessage } from '../cart/index.js';
import { buildCart, type CartView } from '../cart/index.js';
import { withConfiguredPayments } from '../payments/index.js';
import { getCommerceSettings, type CommerceSettings } from '../settings/index.js';
import type { CheckoutContext } from './context.js';
import { factsOf, type CartFacts } from './facts.js';
import { findCheckout } from './repository.js';
import { checkoutView } from './view.js';

export interface LoadedCheckout {
  cartRow: CartRow;
  cart: CartView;
  row: CheckoutRow | undefined;
  facts: CartFacts;
  settings: CommerceSettings;
}

/**
 * Opens the cart of a checkout call (an unknown, foreign or closed cart answers like the cart calls do) and
 * reads what the rules need: the priced cart, the checkout row, the facts and the settings. `lock` holds the
 * cart's row lock for the caller's transaction and settles the cart first, as every cart call does (quantities
 * cut to stock with the spec's message, service lines recomputed).
 */
export async function loadCheckout(
  db: Db,
  ctx: CheckoutContext,
  session: CartSessionInput,
  lock = false,
): Promise<LoadedCheckout> {
  const cartRow = await openCart(db, session, { domainId: ctx.domain.id, user: ctx.user, lock });
  const messages: CartMessage[] = [];
  if (lock) await settleCart(db, cartRow.id, messages);
  const settings = withConfiguredPayments(await getCommerceSettings(db), ctx.paymentConfigured);
  return { cartRow, settings, ...(await reread(db, ctx, cartRow, messages)) };
}

/** The cart, row and facts again after a change inside the same transaction. */
export async function reread(db: Db, ctx: CheckoutContext, cartRow: CartRow, messages: CartMessage[] = []) {
  const cart = await buildCart(db, cartRow.cartId, ctx.user, ctx.domain.id, messages, ctx.cart.charges);
  const row = await findCheckout(db, cartRow.id);
  return { cart, row, facts: factsOf(cart) };
}

/** The Checkout answer for a loaded checkout. */
export function answer(db: Db, ctx: CheckoutContext, loaded: Omit<LoadedCheckout, 'cartRow'>) {
  return checkoutView(db, { ...loaded, user: ctx.user });
}
