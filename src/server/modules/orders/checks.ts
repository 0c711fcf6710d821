import { addressSchema, deliveryAddressSchema } from '@shared/validation/address.js';
import type { CheckoutDeliveryAddress, CheckoutRow } from '../../platform/db/schema/checkout.js';
import { AppError } from '../../platform/errors/index.js';
import type { CartFacts } from '../checkout/index.js';
import type { DeliveryMethodSettings, SellerSettings } from '../settings/index.js';
import type { CartContents } from './cart-contents.js';
import type { OrderDraft } from './draft.js';

/**
 * The order has a locker that was not checked against the locker service for this address yet. The check is a
 * network call, so it runs outside the transaction (createOrder catches this, checks, and places again).
 */
export class LockerCheckNeeded extends Error {
  constructor(
    readonly need: {
      address: string;
      lockerId: string;
      method: DeliveryMethodSettings;
      seller: SellerSettings;
      deliveryAddress: CheckoutDeliveryAddress;
    },
  ) {
    super('locker check needed');
  }
}

/** The checkout's facts of the cart as the order draft sees it. */
export function factsOf(contents: CartContents, draft: OrderDraft): CartFacts {
  const goods = draft.lines.filter((l) => l.type === 'product');
  const digitalOnly = goods.length > 0 && goods.every((l) => l.format === 'eProduct');
  return {
    empty: goods.length === 0,
    digitalOnly,
    deliveryRequired: goods.length > 0 && !digitalOnly,
    productSlugs: draft.lines.map((l) => l.slug),
    cartTotal: draft.totals.cartTotal,
    nonWithdrawableItemIds: contents.items.filter((i) => i.personalised).map((i) => i.id),
    hasPersonalised: draft.hasPersonalised,
  };
}

/** The saved addresses must still pass the form's rules and the allowed countries (settings may have changed). */
export function checkAddressesAgain(available: ReadonlySet<string>, row: CheckoutRow) {
  const delivery = deliveryAddressSchema.safeParse(row.deliveryAddress);
  const billing = row.billingAddress ? addressSchema.safeParse(row.billingAddress) : null;
  const ok =
    delivery.success &&
    available.has(delivery.data.country) &&
    (!billing || (billing.success && available.has(billing.data.country)));
  if (!ok)
    throw new AppError('CHECKOUT_STEP_MISSING', {
      message: 'Provjerite podatke o dostavi.',
      payload: { step: 'address' },
    });
}
