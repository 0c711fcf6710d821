import type { ContractSchema } from '../../platform/contract-types.js';
import { centsToEuros } from '@shared/money.js';
import { AppError } from '../../platform/errors/index.js';
import type { CartSessionInput } from '../cart/index.js';
import {
  applicableDeliveryMethods,
  askLockers,
  decideDeliveryChoice,
  type ApplicableMethod,
  type DeliveryContext,
} from '../delivery/index.js';
import { applicablePaymentMethods } from '../payments/index.js';
import type { CheckoutContext } from './context.js';
import { afterSave, answer, loadCheckout, savedChoices, type LoadedCheckout } from './load.js';
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
 * DOSTAVA, choice: checked on the server (method offered, locker exists and lies within 30 km) inside the
 * transaction that saves it. The locker service is asked before it, because a network call must not hold the
 * cart's lock, about the address saved then; the transaction saves the choice only if that address is still the
 * saved one. A payment choice that the new delivery does not allow (cash on delivery to a locker) is dropped.
 */
export async function saveDeliveryMethod(ctx: CheckoutContext, input: SaveDeliveryInput) {
  const address = (await savedChoices(ctx.db, ctx, input))?.deliveryAddress ?? null;
  const answers = address ? await askLockers(ctx.lockers, address, input.branchId) : null;

  return ctx.db.transaction(async (tx) => {
    const loaded = await loadCheckout(tx, ctx, input, true);
    requireStepsBefore('delivery', stepsOf(loaded.row, loaded.facts, loaded.settings), loaded.facts);
    if (!loaded.facts.deliveryRequired) throw new AppError('DELIVERY_NOT_REQUIRED');
    if (JSON.stringify(loaded.row?.deliveryAddress ?? null) !== JSON.stringify(address))
      throw new AppError('CONFLICT', { message: 'Adresa dostave se upravo promijenila. Odaberite dostavu ponovno.' });
    const choice = decideDeliveryChoice(deliveryContext(ctx, loaded), input.methodId, input.branchId, answers);
    const { method } = choice;
    const allowed = applicablePaymentMethods(loaded.settings.paymentMethods, {
      delivery: { id: method.id, code: method.code, model: method.model },
      productSlugs: loaded.facts.productSlugs,
    });
    const keepPayment = allowed.some((m) => m.id === loaded.row?.paymentMethodId);
    const saved = await saveCheckout(tx, loaded.cartRow.id, {
      deliveryMethodId: method.id,
      pickupPoint: choice.pickupPoint,
      deliverySavedAt: new Date(),
      ...(keepPayment ? {} : CLEARED_PAYMENT),
    });
    return answer(tx, ctx, afterSave(ctx, loaded, saved));
  });
}
