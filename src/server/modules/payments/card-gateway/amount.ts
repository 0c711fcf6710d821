// The four shapes one amount takes in WSPay/PayWay protocol 2.0, all made from integer cents with string
// arithmetic so no float ever touches a payment (docs/decisions/0065-card-gateway-protocol.md).
import type { Cents } from '@shared/money.js';

/** A payable amount: a positive safe integer number of cents. Anything else is a bug of the caller. */
export function assertPayableCents(cents: Cents): void {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(`A card payment amount must be a positive whole number of cents, got ${String(cents)}`);
  }
}

/** `TotalAmount` of the hosted form: decimal comma, exactly two decimals, no thousands separator (123456 -> "1234,56"). */
export function formAmount(cents: Cents): string {
  assertPayableCents(cents);
  const digits = String(cents).padStart(3, '0');
  return `${digits.slice(0, -2)},${digits.slice(-2)}`;
}

/** The amount inside the request signatures: the form amount without its comma, i.e. the cents as digits. */
export function signatureAmount(cents: Cents): string {
  assertPayableCents(cents);
  return String(cents);
}

/** `Amount` of completion, refund and void: integer cents. */
export function actionAmount(cents: Cents): number {
  assertPayableCents(cents);
  return cents;
}

const GATEWAY_AMOUNT = /^(\d{1,15})(?:[.,](\d{1,2}))?$/;

/**
 * Cents from an amount the gateway sends: the `Amount` number of a transaction report (80.55, 78) or the text of a
 * browser return ("80,55"). Read from its decimal text, never multiplied as a float; null when it is not an amount
 * with at most two decimals.
 */
export function parseGatewayAmount(value: unknown): Cents | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0) return null;
    // A JSON number such as 80.55 prints back as "80.55": its shortest round-trip text is the decimal the gateway wrote.
    text = String(value);
  } else if (typeof value === 'string') {
    text = value.trim();
  } else {
    return null;
  }
  const match = GATEWAY_AMOUNT.exec(text);
  if (!match) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(cents) ? cents : null;
}
