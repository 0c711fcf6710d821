import type { PickupPointSnapshot } from '../../platform/db/schema/checkout.js';

/**
 * The port through which the checkout finds parcel lockers (docs/decisions/0054-delivery-and-payment-rules.md).
 * The BoxNow partner-API client implements it (its own module geocodes the address offline and asks BoxNow for
 * lockers around it); tests use a directory of fixed lockers. The checkout only ever asks two questions.
 */
export interface LockerSearchAddress {
  street: string;
  houseNumber: string;
  city: string;
  zipCode: string;
  country: string;
}

/** A pickup point of the spec: id, name, address with lat/lng and distance (metres), image, type, region, workhours. */
export type PickupPoint = PickupPointSnapshot;

export interface LockerDirectory {
  /**
   * Lockers within `radiusM` metres of the address, nearest first, each with its distance; null when the address
   * cannot be placed on the map. Throws when the locker service cannot be reached.
   */
  near(address: LockerSearchAddress, radiusM: number): Promise<PickupPoint[] | null>;
  /** One locker by id, or null when it does not exist (any more). */
  byId(id: string): Promise<PickupPoint | null>;
}

/** Lockers farther than this from the delivery address are not offered, and refused when chosen. */
export const LOCKER_RADIUS_M = 30_000;
