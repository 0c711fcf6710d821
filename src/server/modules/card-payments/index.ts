// The card-payments module's public surface: orders paid by card on the gateways' hosted pages.
export { cardPaymentRoutes } from './routes.js';
export { confirmAttempt } from './attempts.js';
export { cardPaymentSweepPlugin, reconcileCardOrders } from './reconcile.js';
