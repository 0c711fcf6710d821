import type { CartChargesSource } from '../cart/index.js';
import { NO_CHARGES } from '../cart/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { paymentFeeOf } from '../payments/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { findCheckout } from './repository.js';
import { chosenDeliveryMethod } from './steps.js';

/**
 * The checkout's part of every cart summary: the chosen delivery method's price for the cart as it is now (free
 * from the threshold on, nothing when there are no goods to deliver) and the chosen payment method's fee while
 * that method is allowed.
 */
export const checkoutCharges: CartChargesSource = async (db, input) => {
  const row = await findCheckout(db, input.cart.id);
  if (!row || (row.deliveryMethodId === null && row.paymentMethodId === null)) return NO_CHARGES;
  const settings = await getCommerceSettings(db);
  const method = input.deliveryRequired ? chosenDeliveryMethod(row, settings) : null;
  const delivery =
    method && row.deliveryAddress ? (deliveryPrice(method, row.deliveryAddress.country, input.cartTotal) ?? 0) : 0;
  const paymentFee = paymentFeeOf(settings.paymentMethods, row.paymentMethodId, {
    delivery: method ? { id: method.id, code: method.code, model: method.model } : null,
    productSlugs: input.productSlugs,
  });
  return { delivery, paymentFee };
};
