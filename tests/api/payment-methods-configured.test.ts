import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { checkouts } from '../../src/server/platform/db/schema/checkout.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { checkoutCall, COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// Payment methods a production server cannot take are not offered (docs/decisions/0090-card-payment-attempts.md):
// without a gateway's credentials there is no card payment in production (the simulator exists only outside it),
// and an order that asks for such a method is refused before any stock is taken.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    env: {
      NODE_ENV: 'production',
      AUTH_SECRET: 'p'.repeat(48),
      // A test file's own setup blocks the event loop: load shedding stays off, as under NODE_ENV=test.
      SHED_EVENT_LOOP_DELAY_MS: '0',
      // PayWay has its credentials; WSPay has none.
      PAYWAY_SHOP_ID: 'ZVIJEZDA-PW',
      PAYWAY_SECRET_KEY: 'q'.repeat(32),
    },
  });
});
afterAll(async () => t?.close());

const stockOf = async (slug: string) =>
  (await t.db.select({ s: products.stockQuantity }).from(products).where(eq(products.slug, slug)))[0]!.s;

describe('payment methods of a production server', () => {
  it('should offer and save only the configured card gateway, and refuse an order with the other before taking stock', async () => {
    const session = await readyCart(t, {
      products: [{ slug: 'sal-zvijezda-klasicni', qty: 2 }],
      delivery: COURIER,
      payment: PAY.cod,
      ip: '10.91.0.1',
    });
    const listed = await checkoutCall(t, 'getApplicablePaymentMethods', session, { ip: '10.91.0.1' });
    expect(listed.status).toBe(200);
    const codes = listed.body.data.methods.map((m: { paymentCode: string }) => m.paymentCode);
    expect(codes).toContain('tcom_hpp');
    expect(codes).not.toContain('wspay_hpp');
    const saved = await checkoutCall(
      t,
      'savePaymentMethod',
      { ...session, paymentMethodId: PAY.wspay },
      {
        ip: '10.91.0.1',
      },
    );
    expect(saved.status).toBe(409);
    expect(saved.body.code).toBe('PAYMENT_METHOD_NOT_ALLOWED');

    // A checkout that chose WSPay while it was still configured (a restart without its credentials since).
    await t.db.update(checkouts).set({ paymentMethodId: PAY.wspay }).where(eq(checkouts.paymentMethodId, PAY.cod));
    const before = await stockOf('sal-zvijezda-klasicni');
    const placed = await placeOrder(t, session, { ip: '10.91.0.1' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(409);
    expect(placed.body.code).toBe('PAYMENT_METHOD_NOT_CONFIGURED');
    expect(await stockOf('sal-zvijezda-klasicni')).toBe(before);

    // PayWay, configured, is taken.
    const payway = await checkoutCall(
      t,
      'savePaymentMethod',
      { ...session, paymentMethodId: PAY.payway },
      {
        ip: '10.91.0.1',
      },
    );
    expect(payway.status, JSON.stringify(payway.body)).toBe(200);
    const ordered = await placeOrder(t, session, { ip: '10.91.0.1' });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200);
    expect(await stockOf('sal-zvijezda-klasicni')).toBe(before - 2);
  });
});
