// The coupons module's public surface: other modules import from here only (docs/architecture.md).
export {
  consumeCoupon,
  couponProblem,
  findCouponById,
  requireUsableCoupon,
  usesByCustomer,
} from './service.js';
