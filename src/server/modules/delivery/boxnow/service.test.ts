import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type BoxNowStandIn, startBoxNowStandIn } from '../../../../stand-ins/boxnow/index.js';
import { createBoxNowService } from './factory.js';
import type { BoxNowService } from './service.js';

let standIn: BoxNowStandIn;
let clock: number;
let destinationCalls: number;

function newService(config: { url?: string } = {}): BoxNowService {
  return createBoxNowService(
    {
      BOXNOW_API_URL: config.url ?? standIn.url,
      BOXNOW_CLIENT_ID: standIn.clientId,
      BOXNOW_CLIENT_SECRET: standIn.clientSecret,
      BOXNOW_PARTNER_ID: undefined,
      BOXNOW_ORIGIN_LOCATION_ID: standIn.originLocationId,
      BOXNOW_WEBHOOK_SECRET: standIn.webhookSecret,
      SHOP_NAME: 'NK Zvijezda Fan Shop',
      MAIL_FROM: 'NK Zvijezda Fan Shop <no-reply@zvijezda-shop.hr>',
    },
    {
      now: () => clock,
      fetch: (input, init) => {
        if (String(input).includes('/api/v1/destinations')) destinationCalls++;
        return fetch(input, init);
      },
    },
  );
}

const ZAGREB = { street: 'Ilica', houseNumber: '1', city: 'Zagreb', zipCode: '10000', country: 'HR' };

beforeAll(async () => {
  standIn = await startBoxNowStandIn();
});
afterAll(async () => standIn?.close());
beforeEach(() => {
  clock = Date.now();
  destinationCalls = 0;
});

describe('lockersNear', () => {
  it('should list the lockers within 30 km of the address, nearest first, with the pickup point fields', async () => {
    const search = await newService().lockersNear(ZAGREB);
    if (!search.placed) throw new Error(search.reason);
    const distances = search.lockers.map((locker) => locker.address.distance ?? -1);
    expect(search.origin.place).toBe('Zagreb');
    expect(search.lockers.length).toBeGreaterThanOrEqual(10);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    expect(search.lockers[0]).toMatchObject({
      id: expect.any(String),
      name: expect.stringContaining('BOX NOW'),
      address: { city: 'Zagreb', country: 'HR', street: expect.any(String), houseNumber: expect.any(String) },
      type: 'apm',
      region: 'hr-HR',
      image: expect.stringMatching(/^http/),
    });
  });

  it('should give most lockers 0–24 and a shop locker its opening hours', async () => {
    const search = await newService().lockersNear(ZAGREB);
    const hours = search.lockers.map((locker) => locker.workhours);
    expect(hours.filter((h) => h === '0–24').length).toBeGreaterThan(hours.length / 2);
    expect(hours).toContain('pon–sub 07–21, ned 08–13');
  });

  it('should keep to a smaller radius', async () => {
    const service = newService();
    const wide = await service.lockersNear(ZAGREB);
    const narrow = await service.lockersNear(ZAGREB, 3000);
    expect(narrow.lockers.length).toBeLessThan(wide.lockers.length);
    expect(narrow.lockers.every((locker) => (locker.address.distance ?? Infinity) <= 3000)).toBe(true);
  });

  it('should ask BoxNow once for a town while the cached list is fresh, and again after it expires', async () => {
    const service = newService();
    await service.lockersNear(ZAGREB);
    await service.lockersNear({ ...ZAGREB, street: 'Savska cesta', houseNumber: '58' });
    await Promise.all([service.lockersNear(ZAGREB), service.lockersNear(ZAGREB)]);
    expect(destinationCalls).toBe(1);
    clock += 121_000;
    await service.lockersNear(ZAGREB);
    expect(destinationCalls).toBe(2);
  });

  it('should say why an address cannot be placed, without asking BoxNow', async () => {
    const search = await newService().lockersNear({ ...ZAGREB, city: 'Atlantida', zipCode: '99999' });
    expect(search).toMatchObject({ placed: false, reason: 'postal-code-unknown', lockers: [] });
    expect(destinationCalls).toBe(0);
  });

  it('should find no locker far from every demo town', async () => {
    const search = await newService().lockersNear({ city: 'Gračac', zipCode: '23440', country: 'HR' });
    expect(search).toMatchObject({ placed: true, lockers: [] });
  });
});

describe('checkLocker (the server re-check)', () => {
  it('should accept a locker near the address', async () => {
    const service = newService();
    const [nearest] = (await service.lockersNear(ZAGREB)).lockers;
    const check = await service.checkLocker(ZAGREB, nearest?.id ?? '');
    expect(check).toMatchObject({ ok: true, locker: { id: nearest?.id } });
  });

  it('should refuse a real locker in another town, an unknown locker, and an address it cannot place', async () => {
    const service = newService();
    const split = (await service.lockersNear({ city: 'Split', zipCode: '21000', country: 'HR' })).lockers[0];
    expect(await service.checkLocker(ZAGREB, split?.id ?? '')).toMatchObject({
      ok: false,
      reason: 'locker-too-far',
      error: { code: 'BOXNOW_LOCKER_UNAVAILABLE' },
    });
    expect(await service.checkLocker(ZAGREB, 'no-such-locker')).toMatchObject({ ok: false, reason: 'locker-unknown' });
    expect(await service.checkLocker({ city: 'Graz', zipCode: '8010', country: 'AT' }, split?.id ?? '')).toMatchObject({
      ok: false,
      reason: 'address-not-placed',
      error: { code: 'BOXNOW_ADDRESS_UNAVAILABLE' },
    });
  });
});

describe('lockerById', () => {
  it('should find a locker without an address, and nothing for an unknown id', async () => {
    const service = newService();
    expect(await service.lockerById('4201')).toMatchObject({ id: '4201', address: { city: 'Split' } });
    expect(await service.lockerById('0')).toBeUndefined();
  });
});

describe('createDeliveryRequest', () => {
  it('should send amounts with a dot, the phone in +385 form and the configured origin', async () => {
    const created = await newService().createDeliveryRequest({
      orderNumber: `2026-${Math.random().toString(36).slice(2, 8)}`,
      lockerId: '4101',
      paymentMode: 'prepaid',
      invoiceValueCents: 10498,
      customer: { name: 'Ivana Horvat', phone: '091 234 5678', email: 'ivana@example.hr' },
      items: [
        { id: '1', name: 'Dres domaći', valueCents: 8999 },
        { id: '2', name: 'Šal', valueCents: 1499, compartmentSize: 1 },
      ],
    });
    expect(created.parcelIds).toHaveLength(2);
    const parcel = standIn.state.parcels.get(created.parcelIds[0] ?? '');
    expect(parcel).toMatchObject({
      origin: { locationId: '2', contactName: 'NK Zvijezda Fan Shop', contactEmail: 'no-reply@zvijezda-shop.hr' },
      destination: { contactNumber: '+385912345678', locationId: '4101' },
      item: { value: '89.99', compartmentSize: 2 },
      amountToBeCollected: '0.00',
    });
  });

  it('should give the coded error for a duplicate order number and for an unreadable phone', async () => {
    const service = newService();
    const input = {
      orderNumber: `2026-${Math.random().toString(36).slice(2, 8)}`,
      lockerId: '4101',
      paymentMode: 'prepaid' as const,
      invoiceValueCents: 1000,
      customer: { name: 'Ivana Horvat', phone: '+385912345678', email: 'ivana@example.hr' },
      items: [{ id: '1', name: 'Šal', valueCents: 1000 }],
    };
    await service.createDeliveryRequest(input);
    await expect(service.createDeliveryRequest(input)).rejects.toMatchObject({ code: 'BOXNOW_ORDER_NUMBER_TAKEN' });
    await expect(
      service.createDeliveryRequest({
        ...input,
        orderNumber: `${input.orderNumber}-b`,
        customer: { ...input.customer, phone: '12' },
      }),
    ).rejects.toMatchObject({ code: 'BOXNOW_INVALID_PHONE' });
  });
});

describe('without BoxNow', () => {
  it('should answer BOXNOW_UNAVAILABLE when BoxNow cannot be reached', async () => {
    await expect(newService({ url: 'http://127.0.0.1:9' }).lockersNear(ZAGREB)).rejects.toMatchObject({
      code: 'BOXNOW_UNAVAILABLE',
      statusCode: 503,
    });
  });

  it('should answer BOXNOW_UNAVAILABLE when no credentials are configured', async () => {
    const service = createBoxNowService({
      BOXNOW_API_URL: undefined,
      BOXNOW_CLIENT_ID: undefined,
      BOXNOW_CLIENT_SECRET: undefined,
      BOXNOW_PARTNER_ID: undefined,
      BOXNOW_ORIGIN_LOCATION_ID: '2',
      BOXNOW_WEBHOOK_SECRET: undefined,
      SHOP_NAME: 'Shop',
      MAIL_FROM: 'shop@example.hr',
    });
    expect(service.enabled).toBe(false);
    await expect(service.lockersNear(ZAGREB)).rejects.toMatchObject({ code: 'BOXNOW_UNAVAILABLE' });
    expect(service.verifyWebhook('{}')).toEqual({ ok: false, reason: 'no-secret' });
  });
});
