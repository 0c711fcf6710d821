// The newsletter module's public surface: other modules import from here only (docs/architecture.md).
export { newsletterRoutes } from './routes.js';
export { requestFromRegistration } from './service.js';
