import type { Cents } from '@shared/money.js';
import { AppError } from '../../platform/errors/index.js';
import type { DeliveryMethodSettings, SellerSettings } from '../settings/index.js';
import { LOCKER_RADIUS_M, type LockerDirectory, type LockerSearchAddress, type PickupPoint } from './lockers.js';
import { deliveryPrice } from './pricing.js';

/** A delivery method as a cart can use it now: price for the cart, pickup points, and why it cannot be used. */
export interface ApplicableMethod {
  method: DeliveryMethodSettings;
  price: Cents;
  /** Lockers near the address (BoxNow) or the club shop (pick-up); empty for the courier. */
  options: PickupPoint[];
  /** false: listed, but cannot be chosen now (`message` says why, in the spec's words). */
  available: boolean;
  message: string | null;
}

export interface DeliveryContext {
  methods: readonly DeliveryMethodSettings[];
  seller: SellerSettings;
  address: LockerSearchAddress;
  /** Items after coupon: free-delivery thresholds look at it. */
  cartTotal: Cents;
  /** null: no locker provider is configured, so the locker method is not offered. */
  lockers: LockerDirectory | null;
}

export const CLUB_SHOP_POINT_ID = 'klupska-trgovina';

/** The club shop as the pick-up method's one pickup point. */
export function clubShopPoint(seller: SellerSettings): PickupPoint {
  const shop = seller.clubShop;
  return {
    id: CLUB_SHOP_POINT_ID,
    name: shop.name,
    address: {
      street: shop.street,
      houseNumber: shop.houseNumber,
      city: shop.city,
      zipCode: shop.zipCode,
      country: shop.country,
      note: null,
      lat: shop.lat,
      lng: shop.lng,
      distance: null,
    },
    image: null,
    type: 'shop',
    region: null,
    workhours: shop.workhours,
  };
}

/** Lockers around the address; a provider that cannot be reached is a coded 503, never a 500. */
export async function lockersNear(lockers: LockerDirectory, address: LockerSearchAddress): Promise<PickupPoint[]> {
  let found: PickupPoint[] | null;
  try {
    found = await lockers.near(address, LOCKER_RADIUS_M);
  } catch (cause) {
    throw new AppError('DELIVERY_PROVIDER_UNAVAILABLE', { cause });
  }
  return (found ?? []).filter((p) => p.address.distance === null || p.address.distance <= LOCKER_RADIUS_M);
}

/**
 * The enabled methods offered to the address's country, priced for the cart. The locker method lists the lockers
 * within 30 km, nearest first; when there are none (or the address cannot be placed) it stays in the list as not
 * available with the spec's message, and when the locker service is down it says so.
 */
export async function applicableDeliveryMethods(ctx: DeliveryContext): Promise<ApplicableMethod[]> {
  const result: ApplicableMethod[] = [];
  for (const method of ctx.methods) {
    if (!method.enabled) continue;
    const price = deliveryPrice(method, ctx.address.country, ctx.cartTotal);
    if (price === null) continue;
    const base = { method, price, options: [] as PickupPoint[], available: true, message: null };
    if (method.code === 'pickup') result.push({ ...base, options: [clubShopPoint(ctx.seller)] });
    else if (method.code === 'boxnow') {
      if (!ctx.lockers) continue;
      result.push(await withLockers(base, ctx.lockers, ctx.address));
    } else result.push(base);
  }
  return result;
}

async function withLockers(
  base: ApplicableMethod,
  lockers: LockerDirectory,
  address: LockerSearchAddress,
): Promise<ApplicableMethod> {
  try {
    const options = await lockersNear(lockers, address);
    if (options.length > 0) return { ...base, options };
    return { ...base, available: false, message: new AppError('BOXNOW_ADDRESS_UNAVAILABLE').message };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ...base, available: false, message: err.message };
  }
}

/**
 * What the locker service says about a chosen locker: whether it exists and which lockers lie near the address, or
 * that it could not be reached. The checkout asks before it takes the cart's lock (a network call must not hold
 * it) and judges the choice inside its transaction (decideDeliveryChoice). null: nothing to ask (no locker service,
 * no locker chosen, or the club shop, which is no locker).
 */
export type LockerAnswers = { known: boolean; near: PickupPoint[] } | { unavailable: AppError };

export async function askLockers(
  lockers: LockerDirectory | null,
  address: LockerSearchAddress,
  branchId: string | null | undefined,
): Promise<LockerAnswers | null> {
  if (!lockers || !branchId || branchId === CLUB_SHOP_POINT_ID) return null;
  try {
    const known = await lockers.byId(branchId).catch((cause: unknown) => {
      throw new AppError('DELIVERY_PROVIDER_UNAVAILABLE', { cause });
    });
    return known ? { known: true, near: await lockersNear(lockers, address) } : { known: false, near: [] };
  } catch (err) {
    if (err instanceof AppError) return { unavailable: err };
    throw err;
  }
}

/**
 * Checks a chosen method and pickup point again on the server (a client can send anything): the method is offered
 * to the address, a locker is required for the locker method, exists and lies within 30 km of the address, the
 * club shop is the pick-up method's point. Returns the method and the pickup point to keep.
 */
export async function checkDeliveryChoice(
  ctx: DeliveryContext,
  methodId: number,
  branchId: string | null | undefined,
): Promise<{ method: DeliveryMethodSettings; pickupPoint: PickupPoint | null }> {
  const asksLockers = ctx.methods.some((m) => m.id === methodId && m.code === 'boxnow');
  const answers = asksLockers ? await askLockers(ctx.lockers, ctx.address, branchId) : null;
  return decideDeliveryChoice(ctx, methodId, branchId, answers);
}

/** checkDeliveryChoice with the locker service's answers already asked, in the order its refusals come. */
export function decideDeliveryChoice(
  ctx: DeliveryContext,
  methodId: number,
  branchId: string | null | undefined,
  answers: LockerAnswers | null,
): { method: DeliveryMethodSettings; pickupPoint: PickupPoint | null } {
  const method = ctx.methods.find((m) => m.id === methodId && m.enabled);
  const offered =
    method &&
    deliveryPrice(method, ctx.address.country, ctx.cartTotal) !== null &&
    (method.code !== 'boxnow' || ctx.lockers !== null);
  if (!method || !offered) throw new AppError('DELIVERY_METHOD_NOT_AVAILABLE', { payload: { methodId } });
  if (method.code === 'courier') return { method, pickupPoint: null };
  if (method.code === 'pickup') {
    if (branchId && branchId !== CLUB_SHOP_POINT_ID)
      throw new AppError('DELIVERY_METHOD_NOT_AVAILABLE', { message: 'Odabrano mjesto preuzimanja ne postoji.' });
    return { method, pickupPoint: clubShopPoint(ctx.seller) };
  }
  if (!branchId) throw new AppError('PICKUP_POINT_REQUIRED');
  if (answers && 'unavailable' in answers) throw answers.unavailable;
  if (!answers?.known) throw new AppError('PICKUP_POINT_REQUIRED', { payload: { branchId } });
  if (answers.near.length === 0) throw new AppError('BOXNOW_ADDRESS_UNAVAILABLE');
  const locker = answers.near.find((p) => p.id === branchId);
  if (!locker)
    throw new AppError('PICKUP_POINT_REQUIRED', {
      message: 'Odabrani BoxNow paketomat udaljen je više od 30 km od Vaše adrese. Molimo odaberite bliži.',
      payload: { branchId },
    });
  return { method, pickupPoint: locker };
}
