import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { emailOutbox } from '../../src/server/platform/db/schema/email.js';
import { orderShipments } from '../../src/server/platform/db/schema/order-desk.js';
import { orders } from '../../src/server/platform/db/schema/orders.js';
import { generalSettings } from '../../src/server/platform/db/schema/settings.js';
import type { DeliveryMethodSettings } from '../../src/server/modules/settings/index.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';
import { call } from './cart-helpers.js';
import { PAY } from './checkout-helpers.js';
import { type Placed, placed } from './order-receipts-helpers.js';

// The parcel's tracking link as a setting of the delivery method the order was placed with
// (docs/decisions/0196-tracking-link-per-delivery-method.md): the shopper's order page, the guest look-up and the
// shipment e-mail carry the carrier's page with the number in it, encoded; a method without a page shows the number.
let t: TestApp;
let admin: string;
let ip = 0;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  await t.db.update(products).set({ stockQuantity: 10_000 }).where(eq(products.slug, 'kisobran'));
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  expect(admin).not.toBe('');
});
afterAll(async () => t?.close());

const send = async (id: number, body: Record<string, unknown>) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/orders/${id}/actions`,
    headers: t.headers(bearer(admin)),
    payload: { version: row!.version, ...body },
  });
};
const act = async (id: number, body: Record<string, unknown>) => {
  const res = await send(id, body);
  expect(res.statusCode, res.body).toBe(200);
};

/** A cash on delivery order to the door, shipped by the desk with this tracking number. */
async function shipped(trackingNumber: string): Promise<Placed & { email: string }> {
  const order = await placed(t, PAY.cod);
  await act(order.id, { action: 'mark_shipped', trackingNumber });
  const [row] = await t.db.select().from(orders).where(eq(orders.id, order.id));
  return { ...order, email: row!.email };
}

const ownPage = async (order: Placed) =>
  (await call(t, 'GET', `/api/v2/order/getBySlug?orderSlug=${order.slug}`)).body.data.afterSale.tracking;
const lookedUp = async (order: Placed & { email: string }) =>
  (
    await call(
      t,
      'POST',
      '/api/v2/order/lookup',
      { number: order.number, email: order.email },
      { ip: `10.93.0.${++ip}` },
    )
  ).body.data.afterSale.tracking;

const deliveryMethods = and(eq(generalSettings.group, 'checkout'), eq(generalSettings.key, 'deliveryMethods'));
/** Changes the stored courier method as a club's set-up would (general_settings, group 'checkout'). */
async function setCourier(change: (m: DeliveryMethodSettings) => DeliveryMethodSettings) {
  const [row] = await t.db.select().from(generalSettings).where(deliveryMethods);
  const methods = (row!.value as DeliveryMethodSettings[]).map((m) => (m.code === 'courier' ? change(m) : m));
  await t.db.update(generalSettings).set({ value: methods }).where(deliveryMethods);
}

describe('tracking link', () => {
  it('should link the courier’s tracking page on the order page, the look-up and the shipment e-mail', async () => {
    const order = await shipped('HP-2026-100200');
    const url = 'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP-2026-100200';
    const tracking = { carrier: 'GLS', number: 'HP-2026-100200', url };
    expect(await ownPage(order)).toEqual(tracking);
    expect(await lookedUp(order)).toEqual(tracking);

    const [mail] = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, order.email), eq(emailOutbox.kind, 'order_status')))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    expect(mail!.subject).toContain(`Narudžba ${order.number} je poslana`);
    expect(mail!.text).toContain('Broj za praćenje pošiljke: HP-2026-100200');
    expect(mail!.text).toContain(`Prati pošiljku: ${url}`);
    expect(mail!.html).toContain(`<a href="${url}" target="_blank" rel="noopener">Prati pošiljku</a>`);
  });

  it('should encode a number so that it cannot add parameters or paths to the carrier’s page', async () => {
    const order = await shipped('HP-2026-100201');
    // The desk takes letters, digits and dashes only; a number given by a carrier's API is stored as it came.
    const refused = await send(order.id, { action: 'mark_shipped', trackingNumber: 'HP 2026/1&x=1' });
    expect(refused.statusCode).toBe(400);
    await t.db
      .update(orderShipments)
      .set({ trackingNumber: 'HP 2026/1&x=1#a' })
      .where(eq(orderShipments.orderId, order.id));
    expect(await ownPage(order)).toEqual({
      carrier: 'GLS',
      number: 'HP 2026/1&x=1#a',
      url: 'https://gls-group.com/HR/hr/pracenje-posiljke?match=HP%202026%2F1%26x%3D1%23a',
    });
  });

  it('should show the number only for a method without a tracking page, set so or stored before the setting', async () => {
    const order = await shipped('HP-2026-300400');
    await setCourier((m) => ({ ...m, tracking: null }));
    expect(await ownPage(order)).toEqual({ carrier: 'Dostavna služba', number: 'HP-2026-300400', url: null });
    await setCourier(({ tracking: _tracking, ...m }) => m);
    expect(await lookedUp(order)).toEqual({ carrier: 'Dostavna služba', number: 'HP-2026-300400', url: null });
    // The club names its own courier's page: the order already shipped links to it at once.
    await setCourier((m) => ({
      ...m,
      tracking: { carrier: 'HP Express', url: 'https://posiljka.example/{tracking}' },
    }));
    expect(await ownPage(order)).toEqual({
      carrier: 'HP Express',
      number: 'HP-2026-300400',
      url: 'https://posiljka.example/HP-2026-300400',
    });
  });
});
