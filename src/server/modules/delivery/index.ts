// The delivery module's door: methods and prices from the settings, and the locker port the BoxNow client fills.
export type { LockerDirectory, LockerSearchAddress, PickupPoint } from './lockers.js';
export { deliveryPrice } from './pricing.js';
export { parcelTracking } from './tracking.js';
export {
  applicableDeliveryMethods,
  askLockers,
  checkDeliveryChoice,
  decideDeliveryChoice,
  type ApplicableMethod,
  type DeliveryContext,
} from './methods.js';
