// The customers module's public surface: other modules import from here only (docs/architecture.md).
export { refusedBuyer } from './blocking.js';
export { customerAdminRoutes } from './routes.js';
