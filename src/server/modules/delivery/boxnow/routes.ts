import type { FastifyPluginAsync } from 'fastify';
import { AppError, ERRORS, ok } from '../../../platform/errors/index.js';
import type { ContractRoute } from '../../../platform/contract-types.js';
import type { Locker } from './locker.js';

/** The nearest locker in the check-address answer's fields (BoxNow's destination names). */
function pickupPoint(locker: Locker) {
  return {
    error: false as const,
    id: locker.id,
    name: locker.name,
    addressLine1: locker.addressLine1,
    addressLine2: locker.addressLine2,
    postalCode: locker.address.zipCode,
    country: locker.address.country,
    note: locker.address.note,
    lat: locker.address.lat,
    lng: locker.address.lng,
    distance: locker.address.distance ?? 0,
    image: locker.image,
    type: locker.type,
    region: locker.region,
    workhours: locker.workhours,
  };
}

export const boxnowRoutes: FastifyPluginAsync = async (app) => {
  // The spec's check-address: is there a locker near this address? An address that cannot be served is an
  // answer (200 with error: true and the spec's text), not a failure; BoxNow being down is a 503.
  app.post<ContractRoute<'boxnowCheckAddress'>>('/api/v1/gaussbox/eCommerce/boxnow/check-address', async (request) => {
    const body = request.body;
    if (String(body.store) !== String(request.domain.storeId)) throw new AppError('STORE_NOT_DEFINED');
    const search = await app.boxnow.lockersNearLine(body.address, body.radius);
    const nearest = search.lockers[0];
    if (nearest) return ok(pickupPoint(nearest));
    return ok({
      error: true as const,
      reason: search.placed ? 'no-locker-near' : search.reason,
      message: ERRORS.BOXNOW_ADDRESS_UNAVAILABLE.message,
    });
  });
};
