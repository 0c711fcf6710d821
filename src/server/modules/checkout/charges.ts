import type { CheckoutRow } from '../../platform/db/schema/checkout.js';
import type { CartCharges, CartChargesSource, ChargeInput } from '../cart/index.js';
import { NO_CHARGES } from '../cart/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { paymentFeeOf } from '../payments/index.js';
import { type CommerceSettings, getCommerceSettings } from '../settings/index.js';
import { findCheckout } from './repository.js';
import { chosenDeliveryMethod } from './steps.js';

/**
 * The checkout's part of a cart summary for its saved choices: the chosen delivery method's price for the cart as
 * it is now (free from the threshold on, nothing when there are no goods to deliver) and the chosen payment
 * method's fee while that method is allowed.
 */
export function chargesOf(row: CheckoutRow | undefined, settings: CommerceSettings, input: ChargeInput): CartCharges {
  if (!row || (row.deliveryMethodId === null && row.paymentMethodId === null)) return NO_CHARGES;
  const method = input.deliveryRequired ? chosenDeliveryMethod(row, settings) : null;
  const delivery =
    method && row.deliveryAddress ? (deliveryPrice(method, row.deliveryAddress.country, input.cartTotal) ?? 0) : 0;
  const paymentFee = paymentFeeOf(settings.paymentMethods, row.paymentMethodId, {
    delivery: method ? { id: method.id, code: method.code, model: method.model } : null,
    productSlugs: input.productSlugs,
  });
  return { delivery, paymentFee };
}

/** The charges of every cart answer (the cart's own calls): the checkout row and settings read for them. */
export const checkoutCharges: CartChargesSource = async (db, input) => {
  const row = await findCheckout(db, input.cart.id);
  if (!row || (row.deliveryMethodId === null && row.paymentMethodId === null)) return NO_CHARGES;
  return chargesOf(row, await getCommerceSettings(db), input);
};
