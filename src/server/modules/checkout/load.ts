import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';
import type { CheckoutRow } from '../../platform/db/schema/checkout.js';
import { openCart, type CartSessionInput } from '../cart/index.js';
import { settleCart, type CartMessage } from '../cart/index.js';
import { cartAnswer, chargeInputOf, readCart, type CartContents, type CartView } from '../cart/index.js';
import { withConfiguredPayments } from '../payments/index.js';
import { getCommerceSettings, type CommerceSettings } from '../settings/index.js';
import { chargesOf } from './charges.js';
import type { CheckoutContext } from './context.js';
import { factsOf, type CartFacts } from './facts.js';
import { findCheckout } from './repository.js';
import { checkoutView } from './view.js';

export interface LoadedCheckout {
  cartRow: CartRow;
  /** The cart as read once for this call; priced again, without reading, after a step saves its choice. */
  contents: CartContents;
  cart: CartView;
  row: CheckoutRow | undefined;
  facts: CartFacts;
  /** The commerce settings as stored: the cart's delivery price and fee follow them, as in every cart answer. */
  stored: CommerceSettings;
  /** The same with only the payment methods this server can take: what the steps offer and accept. */
  settings: CommerceSettings;
}

/**
 * Opens the cart of a checkout call (an unknown, foreign or closed cart answers like the cart calls do) and
 * reads what the rules need, once (docs/decisions/0263-checkout-prices-once.md): the cart, the checkout row and
 * the settings, and prices the cart with the row's choices. `lock` holds the cart's row lock for the caller's
 * transaction and settles the cart first, as every cart call does (quantities cut to stock with the spec's
 * message, service lines recomputed).
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
  const stored = await getCommerceSettings(db);
  const contents = await readCart(db, cartRow.cartId, ctx.user, messages);
  const row = await findCheckout(db, cartRow.id);
  return priced(ctx, {
    cartRow,
    contents,
    row,
    stored,
    settings: withConfiguredPayments(stored, ctx.paymentConfigured),
  });
}

/** The checkout row of a call's cart as saved now, read without the cart's lock and without pricing the cart. */
export async function savedChoices(db: Db, ctx: CheckoutContext, session: CartSessionInput) {
  const cartRow = await openCart(db, session, { domainId: ctx.domain.id, user: ctx.user, lock: false });
  return findCheckout(db, cartRow.id);
}

/** The checkout after a step saved its row: the same cart priced with the saved choices, nothing read again. */
export function afterSave(ctx: CheckoutContext, loaded: LoadedCheckout, row: CheckoutRow): LoadedCheckout {
  return priced(ctx, { ...loaded, row });
}

function priced(ctx: CheckoutContext, parts: Omit<LoadedCheckout, 'cart' | 'facts'>): LoadedCheckout {
  const charges = chargesOf(parts.row, parts.stored, chargeInputOf(parts.contents));
  const cart = cartAnswer(parts.contents, ctx.domain.id, charges);
  return { ...parts, cart, facts: factsOf(cart) };
}

/** The Checkout answer for a loaded checkout. */
export function answer(db: Db, ctx: CheckoutContext, loaded: LoadedCheckout) {
  return checkoutView(db, { ...loaded, user: ctx.user });
}
