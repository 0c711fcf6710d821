import { eurosToCents, type Cents } from '@shared/money.js';
import type { CartView } from '../cart/index.js';

/** What the checkout rules need to know about a priced cart. */
export interface CartFacts {
  empty: boolean;
  /** Only eProducts (gift vouchers): no delivery step. */
  digitalOnly: boolean;
  deliveryRequired: boolean;
  productSlugs: string[];
  /** Items after coupon, in cents: what free-delivery thresholds look at. */
  cartTotal: Cents;
  /** Personalised lines and their print services: excluded from the right of withdrawal. */
  nonWithdrawableItemIds: number[];
  hasPersonalised: boolean;
}

export function factsOf(cart: CartView): CartFacts {
  const products = cart.items.filter((i) => i.type === 'product');
  return {
    empty: products.length === 0,
    digitalOnly: cart.digitalOnly,
    deliveryRequired: products.length > 0 && !cart.digitalOnly,
    productSlugs: cart.items.map((i) => i.productData.slug),
    cartTotal: eurosToCents(cart.prices.cartTotal),
    nonWithdrawableItemIds: cart.items.filter((i) => i.personalised || i.type === 'service').map((i) => i.itemId),
    hasPersonalised: cart.items.some((i) => i.personalised),
  };
}
