// The reviews module's public surface: other modules import from here only (docs/architecture.md).
export { reviewAdminRoutes, reviewRoutes } from './routes.js';
export { REVIEW_RULES } from './service.js';
