// The checkout module's door: the three steps (address, delivery, payment) kept per cart, and their routes.
export { checkoutPlugin } from './plugin.js';
export { checkoutRoutes } from './routes.js';
export { admitToCheckout, checkoutContext, type CheckoutContext } from './context.js';
export type { CartFacts } from './facts.js';
export { chosenDeliveryMethod, requireStepsBefore, stepsOf } from './steps.js';
export { checkoutCountryCodes, countriesAllowedBy } from './address.js';
export { checkoutVoucherRoutes } from './voucher-routes.js';
