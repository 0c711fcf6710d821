import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBoxNowForTests } from '../support/boxnow.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { cartCall, newSession, productId } from './cart-helpers.js';
import { address, BOXNOW, checkoutCall, PAY, placeOrder, requiredConsents, type Session } from './checkout-helpers.js';

// The checkout's locker method answered by the BoxNow partner-API client talking to the local stand-in over HTTP:
// the same wiring `npm start` uses (both engines).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ standIns: [await startBoxNowForTests()] });
});
afterAll(async () => t?.close());

async function cartAt(overrides: Record<string, string>): Promise<Session> {
  const s = await newSession(t);
  await cartCall(t, 'addItem', { ...s, productId: await productId(t, 'sal-zvijezda-klasicni'), qty: 1 });
  const consents = await requiredConsents(t);
  const res = await checkoutCall(t, 'saveAddress', {
    ...s,
    deliveryAddress: address(overrides),
    acceptedConsents: consents,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return s;
}

const lockerMethod = async (s: Session) =>
  (await checkoutCall(t, 'getApplicableDeliveryMethods', s)).body.data.methods.find(
    (m: { id: number }) => m.id === BOXNOW,
  );

describe('BoxNow lockers in the checkout', () => {
  it('should list real lockers around an Osijek address, nearest first, within 30 km, with working hours', async () => {
    const method = await lockerMethod(await cartAt({}));
    expect(method).toMatchObject({ available: true, config: { model: 'BoxNow' } });
    const distances = method.options.map((o: { address: { distance: number } }) => o.address.distance);
    expect(distances.length).toBeGreaterThan(0);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(30_000);
    expect(method.options[0]).toMatchObject({ address: { city: expect.any(String) }, workhours: expect.any(String) });
  });

  it('should say in Croatian when an address cannot be placed on the map', async () => {
    const method = await lockerMethod(await cartAt({ city: 'Nepostojeće Mjesto', zipCode: '31400' }));
    expect(method).toMatchObject({ available: false, options: [] });
    expect(method.message).toMatch(/^Vaša adresa nije dostupna za BoxNow dostavu/);
  });

  it('should save a listed locker, refuse an unknown one, and order with the locker on the order', async () => {
    const s = await cartAt({});
    const locker = (await lockerMethod(s)).options[0];
    const unknown = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'nema-ga' });
    expect(unknown.body.code).toBe('PICKUP_POINT_REQUIRED');
    const saved = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: locker.id });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const paid = await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.wspay });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const order = await placeOrder(t, s);
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v2/order/getBySlug?orderSlug=${order.body.data.slug}`,
      headers: t.headers(),
    });
    expect(view.statusCode, view.body).toBe(200);
    expect(JSON.stringify(view.json().data)).toContain(locker.name);
  });
});
