import type { CheckoutRow } from '../../platform/db/schema/checkout.js';
import { AppError } from '../../platform/errors/index.js';
import { deliveryPrice } from '../delivery/index.js';
import { applicablePaymentMethods, type PaymentSituation } from '../payments/index.js';
import type { CommerceSettings, DeliveryMethodSettings } from '../settings/index.js';
import type { CartFacts } from './facts.js';

/**
 * The step order of the checkout, ADRESA → DOSTAVA → NAPLATA (docs/decisions/0055-checkout-steps-on-the-server.md).
 * A step is done when it was saved and what was saved still holds for the cart as it is now (a method switched off,
 * a cart that now needs cards only...); a cart of digital goods skips DOSTAVA.
 */
export type StepState = 'done' | 'todo' | 'skipped';
export type CheckoutStep = 'address' | 'delivery' | 'payment';

export interface CheckoutSteps {
  address: StepState;
  delivery: StepState;
  payment: StepState;
  /** The first step still to do, or 'review' when the order can be placed. */
  next: CheckoutStep | 'review';
}

/** The saved delivery method while it is still offered to the saved address; null otherwise or when none. */
export function chosenDeliveryMethod(
  row: CheckoutRow | undefined,
  settings: CommerceSettings,
): DeliveryMethodSettings | null {
  if (!row?.deliverySavedAt || row.deliveryMethodId === null || !row.deliveryAddress) return null;
  const method = settings.deliveryMethods.find((m) => m.id === row.deliveryMethodId && m.enabled);
  if (!method || deliveryPrice(method, row.deliveryAddress.country, 0) === null) return null;
  if (method.code !== 'courier' && !row.pickupPoint) return null;
  return method;
}

export function paymentSituation(
  row: CheckoutRow | undefined,
  facts: CartFacts,
  settings: CommerceSettings,
): PaymentSituation {
  const method = facts.deliveryRequired ? chosenDeliveryMethod(row, settings) : null;
  return {
    delivery: method ? { id: method.id, code: method.code, model: method.model } : null,
    productSlugs: facts.productSlugs,
  };
}

export function stepsOf(row: CheckoutRow | undefined, facts: CartFacts, settings: CommerceSettings): CheckoutSteps {
  const address: StepState = row?.addressSavedAt && row.deliveryAddress ? 'done' : 'todo';
  const delivery: StepState = !facts.deliveryRequired
    ? 'skipped'
    : address === 'done' && chosenDeliveryMethod(row, settings)
      ? 'done'
      : 'todo';
  const allowed = applicablePaymentMethods(settings.paymentMethods, paymentSituation(row, facts, settings));
  const payment: StepState =
    delivery !== 'todo' && row?.paymentSavedAt && allowed.some((m) => m.id === row.paymentMethodId) ? 'done' : 'todo';
  const next =
    address === 'todo' ? 'address' : delivery === 'todo' ? 'delivery' : payment === 'todo' ? 'payment' : 'review';
  return { address, delivery, payment, next };
}

/** Refuses an operation whose earlier steps are not done yet, naming the step to go back to. */
export function requireStepsBefore(step: CheckoutStep | 'order', steps: CheckoutSteps, facts: CartFacts) {
  if (facts.empty) throw new AppError('CART_EMPTY');
  const order: CheckoutStep[] = ['address', 'delivery', 'payment'];
  const before = step === 'order' ? order : order.slice(0, order.indexOf(step));
  const missing = before.find((s) => steps[s] === 'todo');
  if (missing) throw new AppError('CHECKOUT_STEP_MISSING', { payload: { step: missing } });
}
