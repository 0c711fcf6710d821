// The orders module's door: creating orders from checked-out carts, moving them through their statuses, expiry.
export { orderRoutes } from './routes.js';
export { orderExpiryPlugin, expireUnpaidTransfers } from './expiry.js';
export { touchOrder, transitionOrder } from './transition.js';
export { appendOrderEvents, SYSTEM, type OrderActor, type OrderEventInput } from './events.js';
export { orderView } from './view.js';
export { findOrderByCart, findOrderByKey, findOrderBySlug, itemsOfOrder, eventsOfOrder } from './repository.js';
export { bankTransferOf, type BankTransfer } from './payment-details.js';
export { giveStockBack, unitsOf } from './stock.js';
export { refundGoesToIban } from './withdrawal.js';
export { orderPagePath } from './order-page.js';
export { formatDate, formatDateTime } from './format.js';
