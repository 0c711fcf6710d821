// Table definitions per bounded context, re-exported for drizzle-kit and the typed Db.
export * from './media.js';
export * from './settings.js';
export * from './cms.js';
export * from './users.js';
export * from './catalogue.js';
export * from './coupons.js';
export * from './cart.js';
export * from './wishlist.js';
export * from './auth.js';
export * from './consents.js';
export * from './email.js';
export * from './fiscal.js';
export * from './checkout.js';
export * from './orders.js';
export * from './payments.js';
export * from './order-desk.js';
export * from './content.js';
