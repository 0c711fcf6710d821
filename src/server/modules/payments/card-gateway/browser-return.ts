// The shopper's way back from the hosted page (ReturnURL, CancelURL, ReturnErrorURL). Only Success and ApprovalCode
// are signed, and a browser can replay what it saw: a verified return is a hint to check the payment now, never proof
// of it (docs/decisions/0067-browser-return-is-a-hint.md).
import type { Cents } from '@shared/money.js';
import { parseGatewayAmount } from './amount.js';
import { type Fields, FieldReader, refuse, type Verified } from './fields.js';
import { isShoppingCartId } from './form.js';
import type { CardGatewaySettings } from './settings.js';
import { browserReturnSignature, signatureMatches } from './signature.js';

/** approved: the card was authorised; cancelled: the shopper gave up or the page timed out; failed: declined or an error. */
export type ReturnKind = 'approved' | 'cancelled' | 'failed';

export interface BrowserReturn {
  kind: ReturnKind;
  shoppingCartId: string;
  approvalCode: string;
  /** The gateway's id of the transaction (approved returns), needed later for completion, refund and void. */
  wsPayOrderId: string | null;
  stan: string | null;
  /** Unsigned: compare it with the attempt, but trust only the amount of a verified report. */
  amountCents: Cents | null;
  /** cancelled: by the shopper (ResponseCode 15) or by the form's timeout (16). */
  cancelReason: 'shopper' | 'timeout' | null;
  errorMessage: string | null;
  errorCodes: string | null;
  maskedCardNumber: string | null;
  paymentType: string | null;
}

/**
 * Checks a browser return's signature in constant time and reads it. `fields` is the POST body or the query string
 * (ReturnMethod GET) as parsed; a field sent twice is refused.
 */
export function verifyBrowserReturn(settings: CardGatewaySettings, fields: Fields): Verified<BrowserReturn> {
  const read = new FieldReader(fields);
  const shoppingCartId = read.required('ShoppingCartID', { max: 255 });
  const success = read.required('Success', { max: 1 });
  const approvalCode = read.required('ApprovalCode', { allowEmpty: true, max: 100 });
  const signature = read.required('Signature', { max: 200 });
  if (read.problem) return refuse('malformed', read.problem);
  if (!isShoppingCartId(shoppingCartId))
    return refuse('malformed', 'ShoppingCartID has characters outside A-Z a-z 0-9 _ - .');
  if (success !== '0' && success !== '1') return refuse('malformed', 'Success is neither 0 nor 1');

  const expected = browserReturnSignature(settings, shoppingCartId, success, approvalCode);
  if (!signatureMatches(expected, signature))
    return refuse('signature', `return for ${shoppingCartId} is not signed by our shop`);

  const responseCode = read.optional('ResponseCode', 10);
  const amountText = read.optional('Amount', 30);
  const value: BrowserReturn = {
    kind: returnKind(success, approvalCode, responseCode),
    shoppingCartId,
    approvalCode,
    wsPayOrderId: nonEmpty(read.optional('WsPayOrderId', 100)),
    stan: nonEmpty(read.optional('STAN', 50)),
    amountCents: amountText === null ? null : parseGatewayAmount(amountText),
    cancelReason: responseCode === '15' ? 'shopper' : responseCode === '16' ? 'timeout' : null,
    errorMessage: nonEmpty(read.optional('ErrorMessage', 500)),
    errorCodes: nonEmpty(read.optional('ErrorCodes', 200)),
    maskedCardNumber: nonEmpty(read.optional('CreditCardNumber', 30)),
    paymentType: nonEmpty(read.optional('PaymentType', 50)),
  };
  // Unsigned extras that are repeated or oversized say the message was tampered with even though the signature holds.
  if (read.problem) return refuse('malformed', read.problem);
  return { ok: true, value };
}

function returnKind(success: string, approvalCode: string, responseCode: string | null): ReturnKind {
  if (success === '1' && approvalCode !== '') return 'approved';
  if (responseCode === '15' || responseCode === '16') return 'cancelled';
  return 'failed';
}

const nonEmpty = (value: string | null) => (value === null || value === '' ? null : value);
