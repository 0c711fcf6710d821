import type { ContractSchema } from '../../platform/contract-types.js';
import { centsToEuros } from '@shared/money.js';
import { AppError } from '../../platform/errors/index.js';
import type { CartSessionInput } from '../cart/index.js';
import {
  applicableDeliveryMethods,
  checkDeliveryChoice,
  type ApplicableMethod,
  type DeliveryContext,
} from '../delivery/index.js';
import { applicablePaymentMethods } from '../payments/index.js';
import type { CheckoutContext } from './context.js';
import { answer, loadCheckout, reread, type LoadedCheckout } from './load.js';
import { CLEARED_PAYMENT, saveCheckout } from './repository.js';
import { requireStepsBefore, stepsOf } from './steps.js';

/** The ShippingMethod of the contract, with its price for this cart. */
function toApi({ method, price, options, available, message }: ApplicableMethod) {
  return {
    id: method.id,
    name: method.name,
    description: method.description,
    price: centsToEuros(price),
    config: { model: method.model },
    options,
    available,
    message,
  };
}

function deliveryContext(ctx: CheckoutContext, loaded: LoadedCheckout): DeliveryContext {
  return {
    methods: loaded.settings.deliveryMethods,
    seller: loaded.settings.seller,
    address: loaded.row!.deliveryAddress!,
    cartTotal: loaded.facts.cartTotal,
    lockers: ctx.lockers,
  };
}

/** DOSTAVA, listing: the methods for the saved address, priced for the cart, lockers within 30 km. */
export async function getApplicableDeliveryMethods(ctx: CheckoutContext, session: CartSessionInput) {
  const loaded = await loadCheckout(ctx.db, ctx, session);
  requireStepsBefore('delivery', stepsOf(loaded.row, loaded.facts, loaded.settings), loaded.facts);
  if (!loaded.facts.deliveryRequired) return { deliveryRequired: false, methods: [], selected: null };
  const methods = await applicableDeliveryMethods(deliveryContext(ctx, loaded));
  const row = loaded.row!;
  return {
    deliveryRequired: true,
    methods: methods.map(toApi),
    selected:
      row.deliverySavedAt && row.deliveryMethodId !== null
        ? { methodId: row.deliveryMethodId, branchId: row.pickupPoint?.id ?? null }
        : null,
  };
}

export type SaveDeliveryInput = ContractSchema<'SaveDeliveryMethodRequest'>;

/**
 * DOSTAVA, choice: checked on the server (method offered, locker exists and lies within 30 km) before the
 * transaction, because the locker service is a network call that must not hold the cart's lock; the transaction
 * then saves it only if the address it was checked against is still the saved one. A payment choice that the new
 * delivery does not allow (cash on delivery to a locker) is dropped.
 */
export async function saveDeliveryMethod(ctx: CheckoutContext, input: SaveDeliveryInput) {
  const before = await loadCheckout(ctx.db, ctx, input);
  requireStepsBefore('delivery', stepsOf(before.row, before.facts, before.settings), before.facts);
  if (!before.facts.deliveryRequired) throw new AppError('DELIVERY_NOT_REQUIRED');
  const choice = await checkDeliveryChoice(deliveryContext(ctx, before), input.methodId, input.branchId);

  return ctx.db.transaction(async (tx) => {
    const loaded = await loadCheckout(tx, ctx, input, true);
    if (JSON.stringify(loaded.row?.deliveryAddress) !== JSON.stringify(before.row?.deliveryAddress))
      throw new AppError('CONFLICT', { message: 'Adresa dostave se upravo promijenila. Odaberite dostavu ponovno.' });
    const { method } = choice;
    const allowed = applicablePaymentMethods(loaded.settings.paymentMethods, {
      delivery: { id: method.id, code: method.code, model: method.model },
      productSlugs: loaded.facts.productSlugs,
    });
    const keepPayment = allowed.some((m) => m.id === loaded.row?.paymentMethodId);
    await saveCheckout(tx, loaded.cartRow.id, {
      deliveryMethodId: method.id,
      pickupPoint: choice.pickupPoint,
      deliverySavedAt: new Date(),
      ...(keepPayment ? {} : CLEARED_PAYMENT),
    });
    return answer(tx, ctx, { ...loaded, ...(await reread(tx, ctx, loaded.cartRow, [...loaded.cart.messages])) });
  });
}
