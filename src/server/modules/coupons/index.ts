// The coupons module's public surface: other modules import from here only (docs/architecture.md).
export {
  basketProblem,
  consumeCoupon,
  couponNotes,
  couponProblem,
  couponTerms,
  eligibleLines,
  findCouponById,
  requireUsableCoupon,
  usesByCustomer,
} from './service.js';
export { couponAdminRoutes } from './routes.js';
