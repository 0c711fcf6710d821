import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { haversineMeters } from '@shared/geo.js';
import { type BoxNowStandIn, startBoxNowStandIn } from '../../../../../stand-ins/boxnow/index.js';
import { BoxNowClient } from './client.js';
import { BoxNowApiError, BoxNowUnavailableError, toAppError } from './errors.js';
import type { WireDeliveryRequest } from './wire.js';

// The real client against the local stand-in over real HTTP on loopback.
let standIn: BoxNowStandIn;
let clock: number;
let authCalls: number;

/** A client whose clock the test moves, counting the auth sessions it opens. */
function newClient(overrides: Partial<ConstructorParameters<typeof BoxNowClient>[0]> = {}) {
  return new BoxNowClient({
    baseUrl: standIn.url,
    clientId: standIn.clientId,
    clientSecret: standIn.clientSecret,
    now: () => clock,
    fetch: (input, init) => {
      if (String(input).endsWith('/api/v1/auth-sessions')) authCalls++;
      return fetch(input, init);
    },
    ...overrides,
  });
}

const zagreb = { lat: 45.81444, lng: 15.97798 };

function deliveryRequest(overrides: Partial<WireDeliveryRequest> = {}): WireDeliveryRequest {
  return {
    orderNumber: `T-${Math.random().toString(36).slice(2, 10)}`,
    paymentMode: 'prepaid',
    invoiceValue: '89.99',
    amountToBeCollected: '0.00',
    origin: { contactName: 'NK Zvijezda Fan Shop', locationId: '2' },
    destination: { contactName: 'Ivan Horvat', contactNumber: '+385912345678', locationId: '4101' },
    items: [{ id: 'line-1', name: 'Dres domaći', value: '89.99', compartmentSize: 2 }],
    ...overrides,
  };
}

beforeAll(async () => {
  // Tokens live an hour on the stand-in, as on BoxNow; the test's clock decides when the client renews.
  standIn = await startBoxNowStandIn();
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  clock = Date.now();
  authCalls = 0;
});

describe('auth sessions', () => {
  it('should open one session and reuse its token while it is fresh', async () => {
    const client = newClient();
    await client.destinations({ ...zagreb, radius: 5000 });
    await client.destinations({ ...zagreb, radius: 5000 });
    clock += 58 * 60_000;
    await client.destinations({ ...zagreb, radius: 5000 });
    expect(authCalls).toBe(1);
  });

  it('should open a new session shortly before the token expires', async () => {
    const client = newClient();
    await client.destinations({ ...zagreb, radius: 5000 });
    clock += 59 * 60_000 + 1;
    await client.destinations({ ...zagreb, radius: 5000 });
    expect(authCalls).toBe(2);
  });

  it('should share one session between concurrent first calls', async () => {
    const client = newClient();
    await Promise.all([1, 2, 3, 4, 5].map(() => client.destinations({ ...zagreb, radius: 5000 })));
    expect(authCalls).toBe(1);
  });

  it('should renew the token once when BoxNow answers 401, and the call succeeds', async () => {
    const client = newClient();
    await client.destinations({ ...zagreb, radius: 5000 });
    await fetch(`${standIn.url}/_control/tokens/expire`, { method: 'POST' });
    const lockers = await client.destinations({ ...zagreb, radius: 5000 });
    expect(lockers.length).toBeGreaterThan(0);
    expect(authCalls).toBe(2);
  });

  it('should treat refused credentials as BoxNow being unavailable', async () => {
    const client = newClient({ clientSecret: 'wrong' });
    const error = await client.destinations({ ...zagreb, radius: 5000 }).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BoxNowUnavailableError);
    expect(toAppError(error).code).toBe('BOXNOW_UNAVAILABLE');
  });

  it('should report an unreachable BoxNow as unavailable', async () => {
    const client = newClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.destinations({ ...zagreb, radius: 5000 })).rejects.toBeInstanceOf(BoxNowUnavailableError);
  });
});

describe('destinations', () => {
  it('should list lockers within the radius, nearest first when a limit is given', async () => {
    const lockers = await newClient().destinations({ ...zagreb, radius: 30_000, limit: 100 });
    const distances = lockers.map((d) => haversineMeters(zagreb, { lat: Number(d.lat), lng: Number(d.lng) }));
    expect(lockers.length).toBeGreaterThanOrEqual(8);
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(lockers.every((d) => typeof d.lat === 'string' && d.country === 'HR')).toBe(true);
    expect(lockers.map((d) => d.addressLine2)).not.toContain('Split');
  });

  it('should keep to the radius and the limit', async () => {
    const near = await newClient().destinations({ ...zagreb, radius: 3000 });
    const wide = await newClient().destinations({ ...zagreb, radius: 30_000 });
    const three = await newClient().destinations({ ...zagreb, radius: 30_000, limit: 3 });
    expect(near.length).toBeLessThan(wide.length);
    expect(three).toHaveLength(3);
  });

  it('should map a limit above 100 to the coded P442 refusal', async () => {
    const error = await newClient()
      .destinations({ ...zagreb, radius: 30_000, limit: 101 })
      .catch((err: unknown) => err);
    expect(error).toBeInstanceOf(BoxNowApiError);
    expect(error).toMatchObject({ status: 400, code: 'P442' });
    expect(toAppError(error)).toMatchObject({ code: 'BOXNOW_REQUEST_REJECTED', payload: { boxnowCode: 'P442' } });
  });
});

describe('delivery requests', () => {
  it('should create a request with one parcel per item', async () => {
    const created = await newClient().createDeliveryRequest(
      deliveryRequest({
        items: [
          { id: 'line-1', name: 'Dres', value: '89.99', compartmentSize: 2 },
          { id: 'line-2', name: 'Šal', value: '15.00', compartmentSize: 1 },
        ],
      }),
    );
    expect(created.id).toMatch(/^\d+$/);
    expect(created.parcels).toHaveLength(2);
  });

  it('should map a second request with the same order number to P410', async () => {
    const client = newClient();
    const request = deliveryRequest();
    await client.createDeliveryRequest(request);
    const error = await client.createDeliveryRequest(request).catch((err: unknown) => err);
    expect(error).toMatchObject({ code: 'P410' });
    expect(toAppError(error)).toMatchObject({ code: 'BOXNOW_ORDER_NUMBER_TAKEN', statusCode: 409 });
  });

  it('should map a phone that is not in international form to P405', async () => {
    const error = await newClient()
      .createDeliveryRequest(
        deliveryRequest({ destination: { contactName: 'Ana', contactNumber: '0912345678', locationId: '4101' } }),
      )
      .catch((err: unknown) => err);
    expect(error).toMatchObject({ code: 'P405' });
    expect(toAppError(error)).toMatchObject({ code: 'BOXNOW_INVALID_PHONE', statusCode: 400 });
  });

  it('should map an out-of-range cash-on-delivery amount to P408', async () => {
    const error = await newClient()
      .createDeliveryRequest(deliveryRequest({ paymentMode: 'cod', amountToBeCollected: '5000.01' }))
      .catch((err: unknown) => err);
    expect(toAppError(error).code).toBe('BOXNOW_COD_AMOUNT');
  });

  it('should print a label as a PDF and cancel the parcel once', async () => {
    const client = newClient();
    const { parcels } = await client.createDeliveryRequest(deliveryRequest());
    const parcelId = parcels[0]?.id as string;
    const pdf = await client.labelPdf(parcelId);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1')).toContain(parcelId);
    await client.cancelParcel(parcelId);
    await client.cancelParcel(parcelId);
    expect(standIn.state.parcels.get(parcelId)?.state).toBe('canceled');
  });

  it('should refuse to cancel a delivered parcel with P420', async () => {
    const client = newClient();
    const { parcels } = await client.createDeliveryRequest(deliveryRequest());
    const parcelId = parcels[0]?.id as string;
    await fetch(`${standIn.url}/_control/parcels/${parcelId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ event: 'delivered' }),
    });
    const error = await client.cancelParcel(parcelId).catch((err: unknown) => err);
    expect(error).toMatchObject({ code: 'P420' });
    expect(toAppError(error)).toMatchObject({ code: 'BOXNOW_PARCEL_NOT_CANCELLABLE', statusCode: 409 });
  });

  it('should map an unknown parcel to a coded not-found', async () => {
    const error = await newClient()
      .labelPdf('1')
      .catch((err: unknown) => err);
    expect(toAppError(error).code).toBe('BOXNOW_PARCEL_NOT_FOUND');
  });
});
