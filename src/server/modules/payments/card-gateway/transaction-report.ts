// The transaction report: the gateway's signed word on a payment, sent as the server-to-server callback and as the
// answer to StatusCheck. It (not the browser return) is what confirms a payment (docs/decisions/0067-browser-return-is-a-hint.md).
import type { Cents } from '@shared/money.js';
import { parseGatewayAmount } from './amount.js';
import { type Fields, FieldReader, refuse, type Verified } from './fields.js';
import { isShoppingCartId } from './form.js';
import { parseGatewayTime } from './gateway-time.js';
import type { CardGatewaySettings } from './settings.js';
import { signatureMatches, transactionReportSignature } from './signature.js';

/** ISO 4217 numeric code of the euro: the only currency the shop takes. */
export const EUR_CURRENCY_CODE = 978;

export interface TransactionReport {
  shopId: string;
  shoppingCartId: string;
  wsPayOrderId: string;
  stan: string;
  /** May change after a completion: keep the latest for the next action. */
  approvalCode: string;
  amountCents: Cents;
  currencyCode: number;
  authorized: boolean;
  completed: boolean;
  voided: boolean;
  refunded: boolean;
  canBeCompleted: boolean;
  canBeVoided: boolean;
  canBeRefunded: boolean;
  /** As sent (yyyyMMddHHmmss, Zagreb time) and as an instant. */
  transactionDateTime: string;
  transactionAt: Date | null;
  creditCardName: string | null;
  maskedCardNumber: string | null;
  paymentPlan: string | null;
  errorMessage: string | null;
}

/** found: false is the gateway saying, signed, that it has no such transaction (ActionSuccess 0). */
export type TransactionStatus =
  | { found: true; report: TransactionReport }
  | { found: false; shoppingCartId: string | null; errorMessage: string | null };

/**
 * Checks a report's signature in constant time against our shop's secret, that it names our ShopID, and reads it.
 * Amount, currency and cart are the caller's to compare: see `paymentConfirmation`.
 */
export function verifyTransactionReport(settings: CardGatewaySettings, fields: Fields): Verified<TransactionStatus> {
  const read = new FieldReader(fields);
  const shopId = read.required('ShopID', { max: 100 });
  const actionSuccess = read.required('ActionSuccess', { max: 1 });
  const approvalCode = read.required('ApprovalCode', { allowEmpty: true, max: 100 });
  const wsPayOrderId = read.required('WsPayOrderId', { allowEmpty: true, max: 100 });
  const signature = read.required('Signature', { max: 200 });
  if (read.problem) return refuse('malformed', read.problem);

  const expected = transactionReportSignature(settings, { actionSuccess, approvalCode, wsPayOrderId });
  if (!signatureMatches(expected, signature)) return refuse('signature', 'report is not signed by our shop');
  if (shopId !== settings.shopId) return refuse('shop', `report names ShopID ${shopId}`);

  if (actionSuccess !== '1') {
    const cart = read.optional('ShoppingCartID', 255);
    return {
      ok: true,
      value: {
        found: false,
        shoppingCartId: isShoppingCartId(cart) ? cart : null,
        errorMessage: read.optional('ErrorMessage'),
      },
    };
  }

  const shoppingCartId = read.required('ShoppingCartID', { max: 255 });
  const amountField = read.required('Amount', { max: 30 });
  const currencyField = read.required('CurrencyCode', { max: 3 });
  const transactionDateTime = read.required('TransactionDateTime', { allowEmpty: true, max: 14 });
  const report: TransactionReport = {
    shopId,
    shoppingCartId,
    wsPayOrderId,
    stan: read.required('STAN', { allowEmpty: true, max: 50 }),
    approvalCode,
    amountCents: parseGatewayAmount(amountField) ?? -1,
    currencyCode: Number(currencyField),
    authorized: read.flag('Authorized', true),
    completed: read.flag('Completed', true),
    voided: read.flag('Voided', true),
    refunded: read.flag('Refunded', true),
    canBeCompleted: read.flag('CanBeCompleted'),
    canBeVoided: read.flag('CanBeVoided'),
    canBeRefunded: read.flag('CanBeRefunded'),
    transactionDateTime,
    transactionAt: parseGatewayTime(transactionDateTime),
    creditCardName: read.optional('CreditCardName', 50),
    maskedCardNumber: read.optional('CreditCardNumber', 30),
    paymentPlan: read.optional('PaymentPlan', 10),
    errorMessage: read.optional('ErrorMessage', 500) || null,
  };
  if (read.problem) return refuse('malformed', read.problem);
  if (!isShoppingCartId(shoppingCartId))
    return refuse('malformed', 'ShoppingCartID has characters outside A-Z a-z 0-9 _ - .');
  if (report.amountCents < 0) return refuse('malformed', `Amount ${amountField} is not an amount`);
  if (!/^\d{3}$/.test(currencyField))
    return refuse('malformed', `CurrencyCode ${currencyField} is not an ISO 4217 number`);
  return { ok: true, value: { found: true, report } };
}

export interface ExpectedPayment {
  shoppingCartId: string;
  amountCents: Cents;
}

/** Why a verified report does not confirm the attempt: another cart, currency or amount, or no live authorisation. */
export type UnconfirmedReason = 'cart' | 'currency' | 'amount' | 'not-authorised' | 'voided';

export type PaymentConfirmation =
  | { confirmed: true; captured: boolean }
  | { confirmed: false; reason: UnconfirmedReason; detail: string };

/**
 * Whether a verified report confirms the attempt was paid: the same ShoppingCartID, currency 978 and the amount of
 * the attempt to the cent, authorised (or completed) and not voided. A refunded payment was still paid.
 */
export function paymentConfirmation(report: TransactionReport, expected: ExpectedPayment): PaymentConfirmation {
  if (report.shoppingCartId !== expected.shoppingCartId) {
    return { confirmed: false, reason: 'cart', detail: `report is for ${report.shoppingCartId}` };
  }
  if (report.currencyCode !== EUR_CURRENCY_CODE) {
    return {
      confirmed: false,
      reason: 'currency',
      detail: `currency ${report.currencyCode}, expected ${EUR_CURRENCY_CODE}`,
    };
  }
  if (report.amountCents !== expected.amountCents) {
    return {
      confirmed: false,
      reason: 'amount',
      detail: `amount ${report.amountCents} cents, expected ${expected.amountCents}`,
    };
  }
  if (report.voided) return { confirmed: false, reason: 'voided', detail: 'the authorisation was voided' };
  if (!report.authorized && !report.completed) {
    return { confirmed: false, reason: 'not-authorised', detail: 'the card was not authorised' };
  }
  return { confirmed: true, captured: report.completed };
}
