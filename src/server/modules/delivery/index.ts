// The delivery module's door: methods and prices from the settings, and the locker port the BoxNow client fills.
export { LOCKER_RADIUS_M, type LockerDirectory, type LockerSearchAddress, type PickupPoint } from './lockers.js';
export { deliveryPrice, rateFor } from './pricing.js';
export {
  applicableDeliveryMethods,
  checkDeliveryChoice,
  CLUB_SHOP_POINT_ID,
  clubShopPoint,
  type ApplicableMethod,
  type DeliveryContext,
} from './methods.js';
