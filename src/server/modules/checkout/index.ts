// The checkout module's door: the three steps (address, delivery, payment) kept per cart, and their routes.
export { checkoutPlugin, type CheckoutPluginOptions } from './plugin.js';
export { checkoutRoutes } from './routes.js';
export { checkoutContext, type CheckoutContext } from './context.js';
export { loadCheckout, type LoadedCheckout } from './load.js';
export { factsOf, type CartFacts } from './facts.js';
export { chosenDeliveryMethod, paymentSituation, requireStepsBefore, stepsOf, type CheckoutSteps } from './steps.js';
export { findCheckout } from './repository.js';
export { availableCountryCodes } from './address.js';
