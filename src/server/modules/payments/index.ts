// The payments module's door: which payment methods a cart may use (the card gateways live beside it).
export {
  applicablePaymentMethods,
  CARD_ONLY_DELIVERY_METHOD_ID,
  CARD_ONLY_PRODUCT_SLUG,
  CARD_PAYMENT_CODES,
  cardsOnly,
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
