// The reviews module's public surface: other modules import from here only (docs/architecture.md).
export { reviewsJsonLd } from './json-ld.js';
export { reviewAdminRoutes, reviewRoutes } from './routes.js';
