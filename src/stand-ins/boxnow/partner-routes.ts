import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { haversineMeters } from '@shared/geo.js';
import type { WireDestination } from '../../server/modules/delivery/boxnow/client/wire.js';
import { labelPdf } from './label-pdf.js';
import type { DemoLocker } from './lockers.js';
import { CANCELLABLE_STATES, type StandInParcel, type StandInState } from './state.js';
import { validateDeliveryRequest } from './validate-request.js';
import { emitParcelEvent } from './webhooks.js';

export interface PartnerApiOptions {
  state: StandInState;
  lockers: ReadonlyMap<string, DemoLocker>;
  clientId: string;
  clientSecret: string;
  tokenTtlSeconds: number;
  webhookSecret: string;
  /** Warehouse ids a delivery may start from; '2' is BoxNow's "any locker" origin. */
  origins: ReadonlySet<string>;
  now: () => number;
}

const DEFAULT_RADIUS_M = 25_000;
const MAX_LIMIT = 100;

const fail = (reply: FastifyReply, status: number, code: string, message: string) =>
  reply.code(status).send({ code, message });

/** BoxNow partner API 1.65, the part a shop uses: auth sessions, destinations, delivery requests, parcels. */
export function partnerRoutes(app: FastifyInstance, options: PartnerApiOptions) {
  const { state, lockers, now } = options;

  app.post('/api/v1/auth-sessions', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (body.grant_type !== 'client_credentials')
      return fail(reply, 400, 'P400', 'grant_type must be client_credentials');
    if (body.client_id !== options.clientId || body.client_secret !== options.clientSecret)
      return fail(reply, 403, 'P403', 'Invalid client credentials');
    const token = state.issueToken(options.tokenTtlSeconds, now());
    return { access_token: token, token_type: 'Bearer', expires_in: options.tokenTtlSeconds };
  });

  // Every other partner call needs a live bearer token: a missing, unknown or expired one is a 401.
  const requireToken = async (request: FastifyRequest, reply: FastifyReply) => {
    const match = /^Bearer (.+)$/.exec(request.headers.authorization ?? '');
    if (!match?.[1] || !state.isValidToken(match[1], now())) return fail(reply, 401, 'P000', 'Unauthorized');
  };

  app.get('/api/v1/destinations', { preHandler: requireToken }, async (request, reply) => {
    const query = request.query as Record<string, string | undefined>;
    const limit = query.limit === undefined ? undefined : Number(query.limit);
    if (limit !== undefined && (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT))
      return fail(reply, 400, 'P442', `limit must be a whole number from 1 to ${MAX_LIMIT}`);
    const size = query.requiredSize === undefined ? 1 : Number(query.requiredSize);
    const types = (query.locationType ?? 'apm').split(',');
    let found = [...lockers.values()].filter((locker) => types.includes('apm') && locker.maxSize >= size);
    if (query.latlng !== undefined) {
      const [lat, lng] = query.latlng.split(',').map(Number);
      const radius = query.radius === undefined ? DEFAULT_RADIUS_M : Number(query.radius);
      if (!Number.isFinite(lat) || !Number.isFinite(lng) || !Number.isFinite(radius) || radius <= 0)
        return fail(reply, 400, 'P400', 'latlng must be "lat,lng" and radius a positive number of metres');
      const from = { lat: lat as number, lng: lng as number };
      const withDistance = found.map((locker) => ({ locker, distance: haversineMeters(from, locker) }));
      const inRadius = withDistance.filter((entry) => entry.distance <= radius);
      // BoxNow orders by distance only when a limit is given; without one the order is its own.
      if (limit !== undefined) inRadius.sort((a, b) => a.distance - b.distance);
      found = inRadius.map((entry) => entry.locker);
    }
    const base = `${request.protocol}://${request.host}`;
    return { data: found.slice(0, limit).map((locker) => toDestination(locker, base)) };
  });

  app.get('/api/v1/origins', { preHandler: requireToken }, async () => ({
    data: [...options.origins].map((id) => ({ id, type: id === '2' ? 'any-apm' : 'warehouse', name: `Origin ${id}` })),
  }));

  app.post('/api/v1/delivery-requests', { preHandler: requireToken }, async (request, reply) => {
    const checked = validateDeliveryRequest(request.body, options.origins, lockers);
    if ('code' in checked) return fail(reply, checked.status, checked.code, checked.message);
    if (state.requests.has(checked.orderNumber)) return fail(reply, 400, 'P410', 'Order number conflict');
    const id = state.newRequestId();
    const parcels: StandInParcel[] = checked.items.map((item) => ({
      id: state.newParcelId(),
      orderNumber: checked.orderNumber,
      deliveryRequestId: id,
      state: 'new',
      origin: checked.origin,
      destination: checked.destination,
      item,
      paymentMode: checked.paymentMode,
      amountToBeCollected: checked.amountToBeCollected,
      additionalInformation: checked.additionalInformation,
      pin: state.newPin(),
      events: [{ event: 'new', time: new Date(now()).toISOString() }],
    }));
    for (const parcel of parcels) state.parcels.set(parcel.id, parcel);
    state.requests.set(checked.orderNumber, { id, parcelIds: parcels.map((p) => p.id) });
    return { id, parcels: parcels.map((parcel) => ({ id: parcel.id })) };
  });

  app.get('/api/v1/parcels', { preHandler: requireToken }, async (request) => {
    const { orderNumber } = request.query as { orderNumber?: string };
    const parcels = [...state.parcels.values()].filter((p) => !orderNumber || p.orderNumber === orderNumber);
    return {
      data: parcels.map(({ id, orderNumber: number, state: parcelState }) => ({
        id,
        orderNumber: number,
        state: parcelState,
      })),
    };
  });

  app.get('/api/v1/parcels/:id/label.pdf', { preHandler: requireToken }, async (request, reply) => {
    const parcel = state.parcels.get((request.params as { id: string }).id);
    if (!parcel) return fail(reply, 404, 'P414', 'Unknown parcel');
    const locker = lockers.get(parcel.destination.locationId);
    const pdf = labelPdf(`BOX NOW ${parcel.id}`, [
      `Narudzba: ${parcel.orderNumber}`,
      `Primatelj: ${parcel.destination.contactName ?? ''}`,
      `Telefon: ${parcel.destination.contactNumber ?? ''}`,
      `Paketomat: ${locker?.name ?? parcel.destination.locationId}`,
      `${locker ? `${locker.postalCode} ${locker.city}` : ''}`,
      `Velicina pretinca: ${parcel.item.compartmentSize}`,
      parcel.paymentMode === 'cod' ? `Pouzece: ${parcel.amountToBeCollected} EUR` : 'Placeno unaprijed',
    ]);
    return reply.type('application/pdf').send(pdf);
  });

  // POST /api/v1/parcels/{id}:cancel (the colon is part of the last path segment).
  app.post('/api/v1/parcels/:reference', { preHandler: requireToken }, async (request, reply) => {
    const match = /^(.+):cancel$/.exec((request.params as { reference: string }).reference);
    if (!match?.[1]) return fail(reply, 404, 'P000', 'Not found');
    const parcel = state.parcels.get(match[1]);
    if (!parcel) return fail(reply, 404, 'P414', 'Unknown parcel');
    if (parcel.state === 'canceled') return reply.code(200).send();
    if (!CANCELLABLE_STATES.has(parcel.state)) return fail(reply, 400, 'P420', 'Parcel not ready for cancel');
    await emitParcelEvent(state, parcel, 'canceled', options.webhookSecret, new Date(now()));
    return reply.code(200).send();
  });
}

/** A demo locker as BoxNow describes a destination; shop hours travel in the note. */
function toDestination(locker: DemoLocker, base: string): WireDestination {
  return {
    id: locker.id,
    type: 'apm',
    image: `${base}/images/apm.svg`,
    lat: String(locker.lat),
    lng: String(locker.lng),
    region: 'hr-HR',
    title: locker.name,
    name: locker.name,
    addressLine1: locker.addressLine1,
    addressLine2: locker.city,
    postalCode: locker.postalCode,
    country: 'HR',
    note: locker.hours ? `Radno vrijeme: ${locker.hours}` : 'Dostupno 0–24',
    expectedDeliveryTime: null,
  };
}
