import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoxNowForTests } from '../support/boxnow.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

const URL = '/api/v1/gaussbox/eCommerce/boxnow/check-address';
const UNAVAILABLE =
  'Vaša adresa nije dostupna za BoxNow dostavu. Molimo odaberite drugu adresu ili drugu metodu dostave.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ standIns: [await startBoxNowForTests()] });
});
afterAll(async () => t?.close());

const check = (payload: unknown, app = t) =>
  app.app.inject({ method: 'POST', url: URL, headers: app.headers(), payload: payload as object });

describe('check-address', () => {
  it('should answer the nearest locker to a Zagreb address with the pickup point fields', async () => {
    const res = await check({ radius: 30000, address: 'Ilica 1, Zagreb, 10000', store: 1 });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      error: false,
      id: expect.any(String),
      name: expect.stringContaining('Zagreb'),
      addressLine2: 'Zagreb',
      postalCode: expect.stringMatching(/^10\d{3}$/),
      country: 'HR',
      type: 'apm',
      region: 'hr-HR',
      workhours: expect.any(String),
    });
    expect(data.distance).toBeLessThan(5000);
    // It is the nearest of the lockers the shop would list for the same address.
    const listed = await t.app.boxnow.lockersNear({ city: 'Zagreb', zipCode: '10000', country: 'HR' });
    expect(data.id).toBe(listed.lockers[0]?.id);
  });

  it('should place an address typed without diacritics in another town', async () => {
    const { data } = (await check({ radius: 30000, address: 'Trg bana Jelacica 1 Cakovec 40000', store: '1' })).json();
    expect(data).toMatchObject({ error: false, addressLine2: 'Čakovec' });
  });

  it('should answer the spec text when the address cannot be placed', async () => {
    const res = await check({ radius: 30000, address: 'Glavna 1, Nepostojeće Selo', store: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ error: true, reason: 'place-unknown', message: UNAVAILABLE });
  });

  it('should answer the spec text when no locker is within the radius', async () => {
    const { data } = (await check({ radius: 30000, address: 'Obala 1, Gračac, 23440', store: 1 })).json();
    expect(data).toEqual({ error: true, reason: 'no-locker-near', message: UNAVAILABLE });
  });

  it('should keep to a smaller radius', async () => {
    const { data } = (await check({ radius: 100, address: 'Ilica 1, Zagreb, 10000', store: 1 })).json();
    expect(data).toMatchObject({ error: true, reason: 'no-locker-near' });
  });

  it('should refuse a radius above the shop rule, a missing address and a foreign store with coded errors', async () => {
    expectCodedError(
      await check({ radius: 30001, address: 'Ilica 1, Zagreb, 10000', store: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await check({ radius: 30000, store: 1 }), 400, 'VALIDATION_FAILED');
    expectCodedError(await check({ radius: 30000, address: 'x'.repeat(401), store: 1 }), 400, 'VALIDATION_FAILED');
    expectCodedError(await check({ radius: 30000, address: 'Ilica 1, Zagreb', store: 7 }), 400, 'STORE_NOT_DEFINED');
  });
});

describe('check-address without BoxNow', () => {
  it('should answer a coded 503 when BoxNow is not configured, and still explain an unplaceable address', async () => {
    const bare = await createTestApp();
    try {
      const res = await check({ radius: 30000, address: 'Ilica 1, Zagreb, 10000', store: 1 }, bare);
      const body = expectCodedError(res, 503, 'BOXNOW_UNAVAILABLE');
      expect(body.payload).toBeUndefined();
      const unplaced = await check({ radius: 30000, address: 'Nigdje 1', store: 1 }, bare);
      expect(unplaced.json().data).toMatchObject({ error: true, reason: 'place-unknown' });
    } finally {
      await bare.close();
    }
  });
});
