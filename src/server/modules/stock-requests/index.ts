// The stock-requests module's public surface: other modules import from here only (docs/architecture.md).
export { stockRequestRoutes } from './routes.js';
export { notifyRestocked } from './service.js';
