import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';
import { fixedLockerDirectory } from '../support/lockers.js';
import { cartCall, newSession, productId } from './cart-helpers.js';
import { address, BOXNOW, checkoutCall, COURIER, PAY, requiredConsents, type Session } from './checkout-helpers.js';

// Each checkout call reads its cart once and prices it with the choices it answers with, also after it saved one
// (docs/decisions/0263-checkout-prices-once.md). The statements a call sends are counted through the database
// handle's statement hook; reading a cart's lines with their images is one statement on product_media.
const sent: string[] = [];
let t: TestApp;
let consents: number[];
beforeAll(async () => {
  t = await createTestApp({ lockers: fixedLockerDirectory(), onStatement: (sql) => sent.push(sql) });
  consents = await requiredConsents(t);
});
afterAll(async () => t?.close());

/** The statements one call sent, and how many of them read a cart's product images (one per cart read). */
async function counted(run: () => Promise<{ status: number; body: unknown }>) {
  sent.length = 0;
  const res = await run();
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { statements: sent.length, cartReads: sent.filter((s) => /from "product_media"/i.test(s)).length, res };
}

async function scarfCart(): Promise<Session> {
  const s = await newSession(t);
  const added = await cartCall(t, 'addItem', { ...s, productId: await productId(t, 'sal-zvijezda-klasicni'), qty: 1 });
  expect(added.status).toBe(200);
  return s;
}

describe('checkout reads', () => {
  it('should read the cart once in every step, reading and saving, and answer the saved choices priced', async () => {
    const s = await scarfCart();
    const steps = {
      saveAddress: await counted(() =>
        checkoutCall(t, 'saveAddress', { ...s, deliveryAddress: address(), acceptedConsents: consents }),
      ),
      getApplicableDeliveryMethods: await counted(() => checkoutCall(t, 'getApplicableDeliveryMethods', s)),
      saveDeliveryMethod: await counted(() =>
        checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-2' }),
      ),
      getApplicablePaymentMethods: await counted(() => checkoutCall(t, 'getApplicablePaymentMethods', s)),
      savePaymentMethod: await counted(() =>
        checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.wspay }),
      ),
      getCheckout: await counted(() => checkoutCall(t, 'getCheckout', s)),
    };
    for (const [step, { cartReads }] of Object.entries(steps))
      expect({ step, cartReads }).toEqual({ step, cartReads: 1 });
    // The answers price what was just saved, without reading the cart again.
    expect(steps.saveDeliveryMethod.res.body).toMatchObject({
      data: { delivery: { methodId: BOXNOW, price: 2.99 }, cart: { prices: { delivery: 2.99, orderTotal: 17.98 } } },
    });
    expect(steps.savePaymentMethod.res.body).toMatchObject({
      data: { payment: { id: PAY.wspay }, nextStep: 'review', cart: { prices: { orderTotal: 17.98 } } },
    });
  });

  it('should price a changed delivery in the answer of the step that changed it', async () => {
    const s = await scarfCart();
    await checkoutCall(t, 'saveAddress', { ...s, deliveryAddress: address(), acceptedConsents: consents });
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-2' });
    const courier = await counted(() => checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER }));
    expect(courier.cartReads).toBe(1);
    const cart = await cartCall(t, 'getCart', s);
    expect((courier.res.body as { data: { cart: { prices: unknown } } }).data.cart.prices).toEqual(
      cart.body.data.prices,
    );
  });
});
