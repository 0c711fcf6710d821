// The catalogue back office's public surface: other modules import from here only (docs/architecture.md).
export { catalogueAdminRoutes } from './routes.js';
export { applyCatalogueSchedule, catalogueSchedulePlugin } from './schedule.js';
export {
  applyProductReleaseChanges,
  checkReleasePrices,
  type ProductReleaseChange,
  type ProductReleaseState,
  productReleaseStates,
} from './release-states.js';
