import type { components } from '@api/openapi';
import { haversineMeters, type LatLng } from '@shared/geo.js';
import type { WireDestination } from './client/wire.js';

type PickupPoint = components['schemas']['PickupPoint'];

/**
 * A BoxNow parcel locker in the shop's pickup point shape (the contract's PickupPoint), where a locker always has
 * coordinates and a region. workhours is 'pon–sub 07–21, ned 08–13' for a locker inside a shop, '0–24' for one open
 * around the clock.
 */
export interface Locker extends Omit<PickupPoint, 'address' | 'region'> {
  address: Omit<PickupPoint['address'], 'lat' | 'lng' | 'distance'> & {
    lat: number;
    lng: number;
    /** Metres from the shopper's address; absent when the locker was looked up by id alone. */
    distance?: number;
  };
  region: string;
  /** BoxNow's own address lines, as the check-address answer carries them. */
  addressLine1: string;
  addressLine2: string | null;
}

export const ROUND_THE_CLOCK = '0–24';

/** 'Ilica 231' -> ['Ilica', '231']; 'Ulica Petra Krešimira IV. 52a' -> ['Ulica Petra Krešimira IV.', '52a']. */
export function splitStreet(addressLine: string): [street: string, houseNumber: string] {
  const match = /^(.*\S)[\s,]+(\d+\s?[a-zA-Z]?(?:\/\d+)?)\.?$/.exec(addressLine.trim());
  return match?.[1] && match[2] ? [match[1], match[2]] : [addressLine.trim(), ''];
}

/** Opening hours ride in the destination's note as 'Radno vrijeme: …'; without them a locker is open 0–24. */
export function workhoursOf(note: string | null | undefined): string {
  const match = /radno vrijeme:\s*(.+)$/im.exec(note ?? '');
  return match?.[1]?.trim() || ROUND_THE_CLOCK;
}

/** A destination from BoxNow as a Locker, with its distance from a point when one is given. */
export function toLocker(destination: WireDestination, from?: LatLng): Locker | undefined {
  const lat = Number(destination.lat);
  const lng = Number(destination.lng);
  // A destination without usable coordinates cannot be measured or shown on a map: it is left out.
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return undefined;
  const [street, houseNumber] = splitStreet(destination.addressLine1);
  return {
    id: String(destination.id),
    name: destination.name,
    address: {
      street,
      houseNumber,
      city: destination.addressLine2 ?? '',
      zipCode: destination.postalCode,
      country: destination.country,
      note: destination.note ?? null,
      lat,
      lng,
      ...(from ? { distance: haversineMeters(from, { lat, lng }) } : {}),
    },
    image: destination.image ?? null,
    type: destination.type,
    region: destination.region,
    workhours: workhoursOf(destination.note),
    addressLine1: destination.addressLine1,
    addressLine2: destination.addressLine2 ?? null,
  };
}
