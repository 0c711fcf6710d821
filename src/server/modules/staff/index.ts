// The staff module's public surface: other modules import from here only (docs/architecture.md).
export { staffRoutes } from './routes.js';
