// The signature formulas of WSPay/PayWay protocol 2.0: SHA-512 over a plain concatenation of UTF-8 text, lowercase
// hex. Each is pinned by the published test vectors in signature.test.ts (docs/decisions/0065-card-gateway-protocol.md).
import { createHash, timingSafeEqual } from 'node:crypto';

export interface ShopCredentials {
  shopId: string;
  secretKey: string;
}

export function sha512Hex(parts: readonly string[]): string {
  return createHash('sha512').update(parts.join(''), 'utf8').digest('hex');
}

/** The hosted-form request: ShopID, secret, ShoppingCartID, secret, amount digits, secret. */
export function formRequestSignature(shop: ShopCredentials, shoppingCartId: string, amountDigits: string): string {
  const { shopId, secretKey: k } = shop;
  return sha512Hex([shopId, k, shoppingCartId, k, amountDigits, k]);
}

/** A browser return (ReturnURL, CancelURL, ReturnErrorURL): ShopID, secret, cart, secret, Success, secret, ApprovalCode, secret. */
export function browserReturnSignature(
  shop: ShopCredentials,
  shoppingCartId: string,
  success: string,
  approvalCode: string,
): string {
  const { shopId, secretKey: k } = shop;
  return sha512Hex([shopId, k, shoppingCartId, k, success, k, approvalCode, k]);
}

/** The StatusCheck request: ShopID, secret, cart, secret, ShopID, cart. */
export function statusCheckSignature(shop: ShopCredentials, shoppingCartId: string): string {
  const { shopId, secretKey: k } = shop;
  return sha512Hex([shopId, k, shoppingCartId, k, shopId, shoppingCartId]);
}

/** A transaction report (StatusCheck answer and callback): ShopID, secret, ActionSuccess, ApprovalCode, secret, ShopID, ApprovalCode, WsPayOrderId. */
export function transactionReportSignature(
  shop: ShopCredentials,
  report: { actionSuccess: string; approvalCode: string; wsPayOrderId: string },
): string {
  const { shopId, secretKey: k } = shop;
  const { actionSuccess, approvalCode, wsPayOrderId } = report;
  return sha512Hex([shopId, k, actionSuccess, approvalCode, k, shopId, approvalCode, wsPayOrderId]);
}

export interface ActionTarget {
  wsPayOrderId: string;
  stan: string;
  approvalCode: string;
}

/** A completion, refund or void request: ShopID, WsPayOrderId, secret, STAN, secret, ApprovalCode, secret, cents, secret, WsPayOrderId. */
export function actionRequestSignature(shop: ShopCredentials, target: ActionTarget, amountDigits: string): string {
  const { shopId, secretKey: k } = shop;
  const { wsPayOrderId, stan, approvalCode } = target;
  return sha512Hex([shopId, wsPayOrderId, k, stan, k, approvalCode, k, amountDigits, k, wsPayOrderId]);
}

/** The answer to a completion, refund or void: ShopID, secret, STAN, ActionSuccess, secret, ApprovalCode, WsPayOrderId. */
export function actionResponseSignature(
  shop: ShopCredentials,
  answer: ActionTarget & { actionSuccess: string },
): string {
  const { shopId, secretKey: k } = shop;
  const { stan, actionSuccess, approvalCode, wsPayOrderId } = answer;
  return sha512Hex([shopId, k, stan, actionSuccess, k, approvalCode, wsPayOrderId]);
}

const HEX_SHA512 = /^[0-9a-f]{128}$/i;

/**
 * Compares a received signature with the expected one in constant time. The received text is untrusted: anything
 * but 128 hex digits is refused before comparing (its length says nothing about the secret).
 */
export function signatureMatches(expected: string, received: unknown): boolean {
  if (typeof received !== 'string' || !HEX_SHA512.test(received)) return false;
  return timingSafeEqual(Buffer.from(expected, 'ascii'), Buffer.from(received.toLowerCase(), 'ascii'));
}
