import type { LockerDirectory, LockerSearchAddress, PickupPoint } from '../lockers.js';
import type { Locker } from './locker.js';
import type { BoxNowService } from './service.js';

/** A BoxNow locker as the checkout's pickup point snapshot (the same fields; distance null when looked up by id). */
function toPickupPoint(locker: Locker): PickupPoint {
  const { address } = locker;
  return {
    id: locker.id,
    name: locker.name,
    address: { ...address, distance: address.distance ?? null },
    image: locker.image,
    type: locker.type,
    region: locker.region,
    workhours: locker.workhours,
  };
}

/**
 * The checkout's locker port answered by the BoxNow partner API (docs/decisions/0054-delivery-and-payment-rules.md,
 * docs/decisions/0061-locker-search-and-recheck.md): an address the gazetteer cannot place is null, an unreachable
 * BoxNow throws its coded error.
 */
export function boxnowLockerDirectory(service: BoxNowService): LockerDirectory {
  return {
    async near(address: LockerSearchAddress, radiusM: number) {
      const search = await service.lockersNear(address, radiusM);
      return search.placed ? search.lockers.map(toPickupPoint) : null;
    },
    async byId(id: string) {
      const locker = await service.lockerById(id);
      return locker ? toPickupPoint(locker) : null;
    },
  };
}
