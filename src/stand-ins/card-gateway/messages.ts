// What the simulator says, signed: transaction reports (StatusCheck answers and callbacks) and browser returns.
import { capabilities, type PaymentRequest, type SimulatedShop, type Transaction } from './ledger.js';
import { gatewayTime, signBrowserReturn, signReport, totalAmountOfCents } from './protocol.js';

const flag = (value: boolean) => (value ? '1' : '0');

/** The report of a transaction, shaped like the gateway's (strings for flags, a number for Amount). */
export function transactionReport(shop: SimulatedShop, t: Transaction): Record<string, unknown> {
  const can = capabilities(t);
  return {
    WsPayOrderId: t.wsPayOrderId,
    UniqueTransactionNumber: t.uniqueTransactionNumber,
    Signature: signReport(shop, '1', t.approvalCode, t.wsPayOrderId),
    STAN: t.stan,
    ApprovalCode: t.approvalCode,
    ShopID: shop.shopId,
    ShoppingCartID: t.shoppingCartId,
    // A decimal number of euros; an integer number of cents divided by 100 prints back with at most two decimals.
    Amount: t.amountCents / 100,
    CurrencyCode: 978,
    ActionSuccess: '1',
    Success: flag(t.authorized),
    Authorized: flag(t.authorized),
    Completed: flag(t.completed),
    Voided: flag(t.voided),
    Refunded: flag(t.refundedCents > 0),
    PaymentPlan: '0000',
    Partner: 'Simulator',
    OnSite: '1',
    CreditCardName: t.cardName,
    CreditCardNumber: t.maskedCardNumber,
    ECI: '',
    CustomerFirstName: t.customer.CustomerFirstName ?? '',
    CustomerSurname: t.customer.CustomerLastName ?? '',
    CustomerAddress: t.customer.CustomerAddress ?? '',
    CustomerCity: t.customer.CustomerCity ?? '',
    CustomerCountry: t.customer.CustomerCountry ?? '',
    CustomerPhone: t.customer.CustomerPhone ?? '',
    CustomerZIP: t.customer.CustomerZIP ?? '',
    CustomerEmail: t.customer.CustomerEmail ?? '',
    TransactionDateTime: gatewayTime(t.at),
    IsLessThen30DaysFromTransaction: Date.now() - t.at.getTime() < 30 * 86_400_000,
    CanBeCompleted: can.canBeCompleted,
    CanBeVoided: can.canBeVoided,
    CanBeRefunded: can.canBeRefunded,
    ExpirationDate: '3012',
  };
}

/** The signed "no such transaction" answer of StatusCheck. */
export function notFoundReport(shop: SimulatedShop, shoppingCartId: string, message: string): Record<string, unknown> {
  return {
    WsPayOrderId: '',
    Signature: signReport(shop, '0', '', ''),
    ShopID: shop.shopId,
    ShoppingCartID: shoppingCartId,
    ApprovalCode: '',
    ActionSuccess: '0',
    ErrorMessage: message,
  };
}

export type ReturnTarget = 'success' | 'cancel' | 'error';

export interface ReturnMessage {
  url: string;
  method: 'POST' | 'GET';
  fields: Record<string, string>;
}

/** The signed fields the shopper's browser carries back to the shop, and where to. */
export function browserReturn(
  request: PaymentRequest,
  target: ReturnTarget,
  details: { transaction?: Transaction; responseCode?: string; errorMessage?: string; errorCodes?: string },
): ReturnMessage {
  const { shop, shoppingCartId } = request;
  const t = details.transaction;
  const success = target === 'success' ? '1' : '0';
  const approvalCode = target === 'success' && t ? t.approvalCode : '';
  const fields: Record<string, string> = {
    ShoppingCartID: shoppingCartId,
    Success: success,
    ApprovalCode: approvalCode,
    Signature: signBrowserReturn(shop, shoppingCartId, success, approvalCode),
  };
  if (target === 'cancel') {
    fields.ResponseCode = details.responseCode ?? '15';
  } else {
    Object.assign(fields, {
      Amount: totalAmountOfCents(request.amountCents),
      DateTime: gatewayTime(new Date()),
      Lang: request.lang,
      ECI: '',
      PaymentType: t?.cardName ?? '',
      PaymentPlan: '0000',
      ShopPostedLang: request.lang,
      ShopPostedPaymentPlan: '',
      CustomerFirstName: request.customer.CustomerFirstName ?? '',
      CustomerSurname: request.customer.CustomerLastName ?? '',
      CustomerEmail: request.customer.CustomerEmail ?? '',
      ErrorMessage: details.errorMessage ?? '',
    });
    if (target === 'success' && t) {
      Object.assign(fields, {
        WsPayOrderId: t.wsPayOrderId,
        STAN: t.stan,
        Partner: 'Simulator',
        CreditCardNumber: t.maskedCardNumber,
      });
    } else {
      fields.ErrorCodes = details.errorCodes ?? '';
    }
  }
  const url =
    target === 'success' ? request.returnUrl : target === 'cancel' ? request.cancelUrl : request.returnErrorUrl;
  return { url, method: request.returnMethod, fields };
}
