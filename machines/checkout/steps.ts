import type { Checkout, CheckoutContext, CheckoutStep, ShippingMethod } from './checkout.types.js';

/**
 * The checkout's pure rules: which step may be shown (from what the server says each step saved), and whether the
 * delivery choice may be sent. The machine's guards and the tests use them.
 */

/** Whether `step` may be shown: every step before it is done (or skipped, as DOSTAVA for digital goods). */
export function reachable(checkout: Checkout | null, step: CheckoutStep): boolean {
  if (!checkout) return false;
  if (step === 'address') return true;
  if (checkout.steps.address !== 'done') return false;
  if (step === 'delivery') return checkout.deliveryRequired;
  return checkout.steps.delivery !== 'todo';
}

/** The step to show for a request: the requested one when reachable, else the server's next step. */
export function stepToShow(checkout: Checkout | null, requested: CheckoutStep | null): CheckoutStep {
  if (requested && reachable(checkout, requested)) return requested;
  const next = checkout?.nextStep;
  return next === 'review' || next === undefined ? (reachable(checkout, 'payment') ? 'payment' : 'address') : next;
}

export const isLocker = (method: ShippingMethod | undefined) => method?.config.model === 'BoxNow';

function chosenMethod(context: CheckoutContext) {
  return context.deliveryMethods.find((m) => m.id === context.methodId);
}

/** The delivery choice's problems: no method, an unavailable one, or a locker method without a locker. */
export function deliveryErrors(context: CheckoutContext): Record<string, string> {
  const method = chosenMethod(context);
  if (!method) return { method: 'Molimo odaberite metodu dostave.' };
  if (!method.available) return { method: method.message ?? 'Odabrana metoda dostave nije dostupna.' };
  if (isLocker(method) && !method.options.some((o) => o.id === context.branchId))
    return { branch: 'Molimo odaberite BoxNow lokaciju' };
  return {};
}

export function withCheckout(checkout: Checkout) {
  return {
    checkout,
    methodId: checkout.delivery?.methodId ?? null,
    branchId: checkout.delivery?.branchId ?? null,
    paymentMethodId: checkout.payment?.id ?? null,
  };
}
