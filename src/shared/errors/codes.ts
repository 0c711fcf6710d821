/**
 * The error codes of the shop: the `code` of the API's error envelope. The server's registry gives each its HTTP
 * status and server message, the machines match them, and the storefront words each one in Croatian; both import
 * the list from here, so a code added here without a status or a Croatian text fails the type check.
 * docs/decisions/0030-one-error-vocabulary.md
 */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'INVALID_JSON',
  'STORE_NOT_DEFINED',
  'INVALID_API_KEY',
  'UNAUTHORIZED',
  'INVALID_LOGIN',
  'NO_ACTIVE_USER',
  'INCORRECT_OLD_PASSWORD',
  'FORBIDDEN',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'SESSION_NOT_FOUND',
  'COUPON_NOT_FOUND',
  'CONFLICT',
  'USER_EXISTS',
  'CART_ARCHIVED',
  'SESSION_ALREADY_USED',
  'INSUFFICIENT_STOCK',
  'INVALID_QUANTITY',
  'QUANTITY_LIMIT',
  'CONFIGURATION_NOT_SET',
  'PERSONALISATION_NOT_ALLOWED',
  'PERSONALISATION_INVALID',
  'SERVICE_NOT_ADDABLE',
  'PRODUCT_NOT_PURCHASABLE',
  'ITEM_NOT_IN_CART',
  'COUPON_EXPIRED',
  'COUPON_USED_UP',
  'MEMBER_CARD_FORMAT',
  'MEMBER_CARD_INVALID',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
  'DATABASE_UNAVAILABLE',
  'MAINTENANCE',
  'SEARCH_TIMEOUT',
  'ACCOUNT_LOCKED',
  'EMAIL_NOT_VERIFIED',
  'INVALID_TOKEN',
  'CAPTCHA_FAILED',
  'CONSENT_REQUIRED',
  'PASSWORDS_DO_NOT_MATCH',
  'PASSWORD_UNCHANGED',
  'COUNTRY_NOT_ALLOWED',
  'INVALID_OIB',
  'SOCIAL_LOGIN_FAILED',
  'SOCIAL_PROVIDER_UNAVAILABLE',
  'SOCIAL_EMAIL_CONFLICT',
  'BOXNOW_ADDRESS_UNAVAILABLE',
  'BOXNOW_LOCKER_REQUIRED',
  'BOXNOW_LOCKER_UNAVAILABLE',
  'BOXNOW_UNAVAILABLE',
  'BOXNOW_INVALID_PHONE',
  'BOXNOW_COD_AMOUNT',
  'BOXNOW_ORDER_NUMBER_TAKEN',
  'BOXNOW_PARCEL_NOT_CANCELLABLE',
  'BOXNOW_PARCEL_NOT_FOUND',
  'BOXNOW_REQUEST_REJECTED',
  'CARD_GATEWAY_NOT_CONFIGURED',
  'CARD_GATEWAY_UNAVAILABLE',
  'CARD_GATEWAY_TIMEOUT',
  'CARD_GATEWAY_BAD_RESPONSE',
  'CARD_GATEWAY_DECLINED',
  'FISCAL_RECEIPT_INVALID',
  'FISCAL_RECEIPT_NOT_FOUND',
  'FISCAL_NOT_CONFIGURED',
  'CHECKOUT_DISABLED',
  'GUEST_CHECKOUT_DISABLED',
  'CART_EMPTY',
  'CHECKOUT_STEP_MISSING',
  'DELIVERY_NOT_REQUIRED',
  'DELIVERY_METHOD_NOT_AVAILABLE',
  'PICKUP_POINT_REQUIRED',
  'DELIVERY_PROVIDER_UNAVAILABLE',
  'PAYMENT_METHOD_REQUIRED',
  'PAYMENT_METHOD_NOT_ALLOWED',
  'PERSONALISATION_NOTICE_REQUIRED',
  'IDEMPOTENCY_KEY_REUSED',
  'ORDER_TRANSITION_NOT_ALLOWED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/**
 * Codes the storefront gives a failed call that brought no coded answer: no response at all (status 0), or a
 * response that is not the error envelope (a proxy's HTML page, a plain 502).
 */
export const CLIENT_ERROR_CODES = ['NETWORK_ERROR', 'UNKNOWN'] as const;

export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

const known: ReadonlySet<string> = new Set(ERROR_CODES);

export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && known.has(code);
}
