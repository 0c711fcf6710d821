// The settings module's public surface: other modules import from here only (docs/architecture.md).
export { DEFAULT_COMMERCE_SETTINGS } from './commerce-defaults.js';
export { getCommerceSettings } from './commerce.js';
export type {
  CommerceSettings,
  DeliveryMethodSettings,
  PaymentCode,
  PaymentMethodSettings,
  SellerSettings,
} from './commerce.js';
export type { DomainInfo } from './domain-repository.js';
export { getCheckoutSettings } from './service.js';
export type { CheckoutSettings } from './service.js';
export { apiKeyPlugin } from './api-key-hook.js';
