// A locker directory of fixed BoxNow-like lockers for API tests: a test double of the checkout's LockerDirectory
// port (the real one is the BoxNow partner-API client). Addresses are placed by postal code only; an unknown
// postal code cannot be placed (null), like an address the gazetteer does not know.
import type { LockerDirectory, LockerSearchAddress, PickupPoint } from '../../src/server/modules/delivery/index.js';

const PLACES: Record<string, [number, number]> = {
  '31000': [45.555, 18.6955], // Osijek
  '10000': [45.815, 15.9819], // Zagreb
  '21000': [43.5081, 16.4402], // Split
  '31400': [45.3056, 18.4103], // Đakovo, about 35 km from Osijek
  '20000': [42.6507, 18.0944], // Dubrovnik: no locker within 30 km
};

const locker = (id: string, name: string, street: string, zipCode: string, city: string, lat: number, lng: number) =>
  ({
    id,
    name,
    address: { street, houseNumber: '', city, zipCode, country: 'HR', note: null, lat, lng, distance: null },
    image: null,
    type: 'apm',
    region: 'hr-HR',
    workhours: '0-24',
  }) satisfies PickupPoint;

export const TEST_LOCKERS: PickupPoint[] = [
  locker('os-1', 'BoxNow Osijek Centar', 'Trg Ante Starčevića 1', '31000', 'Osijek', 45.5605, 18.6758),
  locker('os-2', 'BoxNow Osijek Retfala', 'Ulica Pavla Pejačevića 30', '31000', 'Osijek', 45.5621, 18.6481),
  locker('zg-1', 'BoxNow Zagreb Trešnjevka', 'Ozaljska ulica 93', '10000', 'Zagreb', 45.8012, 15.953),
  locker('dk-1', 'BoxNow Đakovo', 'Ulica kralja Tomislava 5', '31400', 'Đakovo', 45.3094, 18.4097),
];

function metres(a: [number, number], b: [number, number]): number {
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLng = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * 6_371_000 * Math.asin(Math.sqrt(h)));
}

export interface FixedLockerDirectory extends LockerDirectory {
  /** Calls so far, by kind. */
  calls: { near: number; byId: number };
  /** While true every call fails, like a locker service that cannot be reached. */
  down: boolean;
}

export function fixedLockerDirectory(lockers: PickupPoint[] = TEST_LOCKERS): FixedLockerDirectory {
  const directory: FixedLockerDirectory = {
    calls: { near: 0, byId: 0 },
    down: false,
    async near(address: LockerSearchAddress, radiusM: number) {
      directory.calls.near += 1;
      if (directory.down) throw new Error('locker service unreachable');
      const place = address.country === 'HR' ? PLACES[address.zipCode] : undefined;
      if (!place) return null;
      return lockers
        .map((l) => ({ ...l, address: { ...l.address, distance: metres(place, [l.address.lat!, l.address.lng!]) } }))
        .filter((l) => l.address.distance <= radiusM)
        .sort((a, b) => a.address.distance - b.address.distance);
    },
    async byId(id: string) {
      directory.calls.byId += 1;
      if (directory.down) throw new Error('locker service unreachable');
      return lockers.find((l) => l.id === id) ?? null;
    },
  };
  return directory;
}
