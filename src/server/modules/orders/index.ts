// The orders module's door: creating orders from checked-out carts, moving them through their statuses, expiry.
export { orderRoutes } from './routes.js';
export { orderExpiryPlugin, expireUnpaidTransfers } from './expiry.js';
export { transitionOrder } from './transition.js';
export { appendOrderEvents, SYSTEM, type OrderActor } from './events.js';
export { orderView } from './view.js';
export { findOrderBySlug, itemsOfOrder, eventsOfOrder } from './repository.js';
export { giveStockBack, unitsOf } from './stock.js';
export { refundGoesToIban } from './withdrawal.js';
export { orderPagePath } from './order-page.js';
export { formatDateTime } from './format.js';
export { amountDue } from './payment-details.js';
