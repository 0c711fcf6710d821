// The card-payments module's public surface: orders paid by card on the gateways' hosted pages.
export { cardPaymentRoutes } from './routes.js';
export { attemptByCartId, confirmAttempt, startCardPayment } from './attempts.js';
export { cardPaymentSweepPlugin, reconcileCardOrders } from './reconcile.js';
