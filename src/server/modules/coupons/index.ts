// The coupons module's public surface: other modules import from here only (docs/architecture.md).
export {
  basketProblem,
  type CouponCustomer,
  type CouponLine,
  consumeCoupon,
  couponNotes,
  couponProblem,
  couponTerms,
  eligibleLines,
  normalisedEmail,
  findCouponById,
  requireUsableCoupon,
  usesByCustomer,
} from './service.js';
export { couponAdminRoutes } from './routes.js';
