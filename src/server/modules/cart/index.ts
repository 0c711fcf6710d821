// The cart module's public surface: other modules import from here only (docs/architecture.md).
export { NO_CHARGES } from './charges.js';
export type { CartCharges, CartChargesSource, ChargeInput } from './charges.js';
export { currentUser } from './current-user.js';
export type { SessionUser } from './current-user.js';
export { priceCart, taxOf } from './pricing.js';
export type { Figures, PricingContext } from './pricing.js';
export { markCartsOrdered } from './repository.js';
export type { CartContext } from './service.js';
export { admitCart, openCart } from './session.js';
export type { CartSessionInput } from './session.js';
export { PERSONALISATION_SERVICE, SPONSOR_SERVICE, serviceQuantities, settleCart } from './settle.js';
export type { CartMessage } from './settle.js';
export { cartAnswer, chargeInputOf, readCart } from './view.js';
export type { CartContents, CartView } from './view.js';
