import type { ContractSchema } from '../../platform/contract-types.js';
import { centsToEuros } from '@shared/money.js';
import { AppError } from '../../platform/errors/index.js';
import type { CartSessionInput } from '../cart/index.js';
import { applicablePaymentMethods } from '../payments/index.js';
import type { PaymentMethodSettings } from '../settings/index.js';
import type { CheckoutContext } from './context.js';
import { answer, loadCheckout, afterSave, type LoadedCheckout } from './load.js';
import { saveCheckout } from './repository.js';
import { paymentSituation, requireStepsBefore, stepsOf } from './steps.js';

/** The PaymentMethod of the contract, with its fee. */
const toApi = (m: PaymentMethodSettings) => ({
  id: m.id,
  name: m.name,
  description: m.description,
  paymentCode: m.paymentCode,
  methodCode: m.methodCode,
  fee: centsToEuros(m.fee),
});

const allowedFor = (loaded: LoadedCheckout) =>
  applicablePaymentMethods(loaded.settings.paymentMethods, paymentSituation(loaded.row, loaded.facts, loaded.settings));

/** NAPLATA, listing: the methods the cart may use after the restriction rule and the delivery. */
export async function getApplicablePaymentMethods(ctx: CheckoutContext, session: CartSessionInput) {
  const loaded = await loadCheckout(ctx.db, ctx, session);
  requireStepsBefore('payment', stepsOf(loaded.row, loaded.facts, loaded.settings), loaded.facts);
  const methods = allowedFor(loaded);
  const saved = methods.find((m) => m.id === loaded.row?.paymentMethodId && loaded.row?.paymentSavedAt);
  return { methods: methods.map(toApi), selected: saved ? { paymentMethodId: saved.id } : null };
}

export type SavePaymentInput = ContractSchema<'SavePaymentMethodRequest'>;

/** NAPLATA, choice: a method must be chosen ('Molimo odaberite način plaćanja.') and be allowed for this cart. */
export async function savePaymentMethod(ctx: CheckoutContext, input: SavePaymentInput) {
  const id = input.paymentMethodId;
  if (id === undefined || id === null || id < 1) throw new AppError('PAYMENT_METHOD_REQUIRED');
  return ctx.db.transaction(async (tx) => {
    const loaded = await loadCheckout(tx, ctx, input, true);
    requireStepsBefore('payment', stepsOf(loaded.row, loaded.facts, loaded.settings), loaded.facts);
    if (!allowedFor(loaded).some((m) => m.id === id))
      throw new AppError('PAYMENT_METHOD_NOT_ALLOWED', { payload: { paymentMethodId: id } });
    const saved = await saveCheckout(tx, loaded.cartRow.id, { paymentMethodId: id, paymentSavedAt: new Date() });
    return answer(tx, ctx, afterSave(ctx, loaded, saved));
  });
}
