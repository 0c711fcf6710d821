import type { Cents } from '@shared/money.js';
import type { Db } from '../../platform/db/client.js';
import type { CartRow } from '../../platform/db/schema/cart.js';

/** What a cart's price summary needs to know about the checkout choices made so far. */
export interface ChargeInput {
  cart: CartRow;
  /** Items after coupon: what free-delivery thresholds are measured against. */
  cartTotal: Cents;
  /** Goods to deliver: at least one product line that is not an eProduct. */
  deliveryRequired: boolean;
  /** Slugs of every line's product (the payment restriction rule looks for a service line). */
  productSlugs: readonly string[];
}

export interface CartCharges {
  delivery: Cents;
  paymentFee: Cents;
}

/**
 * The checkout answers this for the cart (the chosen delivery method's price, the chosen payment method's fee),
 * so `prices.delivery` and `prices.paymentFee` of every cart answer follow the checkout without the cart module
 * knowing delivery or payment rules. The checkout plugin decorates the app with its implementation.
 */
export type CartChargesSource = (db: Db, input: ChargeInput) => Promise<CartCharges>;

declare module 'fastify' {
  interface FastifyInstance {
    cartCharges?: CartChargesSource;
  }
}

export const NO_CHARGES: CartCharges = { delivery: 0, paymentFee: 0 };
