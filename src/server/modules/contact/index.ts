// The contact module's public surface: other modules import from here only (docs/architecture.md).
export { contactRoutes } from './routes.js';
