/**
 * Card payments through WSPay (`wspay_hpp`) and PayWay (`tcom_hpp`): one protocol (2.0), two host sets. This module
 * speaks the protocol and keeps no state; the payments integration owns attempts, orders and the HTTP routes.
 *
 * A payment, as the integration drives it:
 * 1. `cardGatewaySettings(config, provider)`: the provider's shop, or null when it is not configured.
 * 2. `newShoppingCartId(orderNumber, attempt)` for every attempt, then `buildPaymentForm(settings, {...})`: the
 *    browser posts `form.fields` to `form.action`.
 * 3. The shopper comes back to ReturnURL / CancelURL / ReturnErrorURL: `verifyBrowserReturn(settings, fields)`.
 *    A verified return is a hint: show "checking the payment" and ask the gateway.
 * 4. The gateway's word: the callback body through `verifyTransactionReport(settings, body)`, or
 *    `createCardGatewayClient(settings).statusCheck(shoppingCartId)`. Then `paymentConfirmation(report, expected)`
 *    decides; only `confirmed: true` may mark the order paid (once, however often it arrives).
 * 5. Staff actions: `completion`, `refund`, `void` with the report's `wsPayOrderId`, `stan` and latest
 *    `approvalCode`; failures are AppErrors `CARD_GATEWAY_*`.
 *
 * Refusals (`ok: false`) carry a reason for the security log; nothing here throws on hostile input.
 * See docs/decisions/0065-card-gateway-protocol.md, 0066-card-gateway-configuration.md, 0067-browser-return-is-a-hint.md
 * and, for the local simulator, 0068-card-gateway-simulator.md.
 */
import type { CardProvider } from './settings.js';
export { type BrowserReturn, verifyBrowserReturn } from './browser-return.js';
export { createCardGatewayClient } from './client.js';
export {
  buildPaymentForm,
  newShoppingCartId,
  type PaymentForm,
  type PaymentFormInput,
} from './form.js';
export {
  CARD_PROVIDERS,
  type CardGatewaySettings,
  type CardProvider,
  cardGatewaySettings,
  isCardProvider,
  PROVIDER_ENV,
} from './settings.js';
export {
  EUR_CURRENCY_CODE,
  paymentConfirmation,
  type TransactionReport,
  verifyTransactionReport,
} from './transaction-report.js';

/**
 * Where the shop receives a provider's server-to-server callback: the simulator calls it, and the same URL goes into
 * the gateway's back office. The payments integration serves it.
 */
export const cardGatewayCallbackPath = (provider: CardProvider) => `/api/v2/payment/card/${provider}/callback`;
