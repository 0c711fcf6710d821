// The payments module's door: which payment methods a cart may use (the card gateways live beside it).
export {
  applicablePaymentMethods,
  paymentFeeOf,
  paymentMethodConfigured,
  type PaymentSituation,
  withConfiguredPayments,
} from './methods.js';
export {
  buildPaymentForm,
  CARD_PROVIDERS,
  type CardGatewaySettings,
  type CardProvider,
  cardGatewaySettings,
  createCardGatewayClient,
  EUR_CURRENCY_CODE,
  isCardProvider,
  newShoppingCartId,
  type PaymentForm,
  paymentConfirmation,
  type TransactionReport,
  verifyBrowserReturn,
  verifyTransactionReport,
} from './card-gateway/index.js';
