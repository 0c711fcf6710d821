import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consentLog } from '../../src/server/platform/db/schema/consents.js';
import { sites } from '../../src/server/platform/db/schema/settings.js';
import { userAddresses } from '../../src/server/platform/db/schema/users.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { fixedLockerDirectory, type FixedLockerDirectory } from '../support/lockers.js';
import { cartCall, CUSTOMER, newSession, productId, tokenFor, variantId } from './cart-helpers.js';
import {
  address,
  BOXNOW,
  checkoutCall,
  COURIER,
  PAY,
  PICKUP,
  requiredConsents,
  type Session,
} from './checkout-helpers.js';

// The three checkout steps on the server: what each accepts, refuses, and answers (both engines).
let t: TestApp;
let lockers: FixedLockerDirectory;
let consents: number[];
beforeAll(async () => {
  lockers = fixedLockerDirectory();
  t = await createTestApp({ lockers });
  consents = await requiredConsents(t);
});
afterAll(async () => t?.close());

async function cartWith(slug: string, qty = 1, token?: string): Promise<Session> {
  const s = await newSession(t, token);
  const res = await cartCall(t, 'addItem', { ...s, productId: await productId(t, slug), qty }, token ? { token } : {});
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return s;
}

const saveAddress = (s: Session, overrides: Record<string, unknown> = {}, token?: string) =>
  checkoutCall(
    t,
    'saveAddress',
    { ...s, deliveryAddress: address(), acceptedConsents: consents, ...overrides },
    token ? { token } : {},
  );

describe('countries', () => {
  it('should offer the four checkout countries named in the request language', async () => {
    const res = await checkoutCall(t, 'getAvailableCountries', {});
    expect(res.status).toBe(200);
    expect(res.body.data.map((c: { iso: string }) => c.iso)).toEqual(['HR', 'SI', 'BA', 'RS']);
    expect(res.body.data[0].name).toBe('Hrvatska');
  });
});

describe('ADRESA', () => {
  it('should save the address, record the consents in the ledger and send the shopper on to DOSTAVA', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await saveAddress(s);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      deliveryAddress: { city: 'Osijek', companyName: '', companyOIB: '' },
      steps: { address: 'done', delivery: 'todo', payment: 'todo' },
      nextStep: 'delivery',
      deliveryRequired: true,
    });
    // A guest's decisions belong to the cart, the typed address is only a claim (docs/decisions/0093-guest-consents-belong-to-the-session.md).
    const ledger = await t.db.select().from(consentLog).where(eq(consentLog.claimedEmail, 'ivana.horvat@primjer.hr'));
    expect(
      ledger.filter((r) => r.sourceType === 'checkoutForm' && r.status === 'granted').length,
    ).toBeGreaterThanOrEqual(consents.length);
  });

  it('should answer every broken field with its Croatian message and save nothing', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await saveAddress(s, {
      deliveryAddress: address({ street: ' ', zipCode: '31-000', contactEmail: 'ivana@', contactPhone: 'abc' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.message).toBe('Polje sadrži grešku.');
    expect(res.body.payload.fields).toEqual(
      expect.arrayContaining([
        { field: 'body/deliveryAddress/street', message: 'Unos ovog polja je obavezan' },
        { field: 'body/deliveryAddress/zipCode', message: 'Dozvoljena su samo slova i znamenke.' },
        { field: 'body/deliveryAddress/contactEmail', message: 'Unesite ispravnu e-mail adresu' },
        { field: 'body/deliveryAddress/contactPhone', message: 'Unesite ispravan broj telefona.' },
      ]),
    );
    expect((await checkoutCall(t, 'getCheckout', s)).body.data.steps.address).toBe('todo');
  });

  it('should refuse a postal code that is not of the town, on the postal code field', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const short = await saveAddress(s, { deliveryAddress: address({ city: 'Osijek', zipCode: '999' }) });
    expect(short.status).toBe(400);
    expect(short.body.payload.fields).toEqual([
      { field: 'body/deliveryAddress/zipCode', message: 'Hrvatski poštanski broj ima pet znamenki (npr. 31000).' },
    ]);
    const elsewhere = await saveAddress(s, { deliveryAddress: address({ city: 'Osijek', zipCode: '10000' }) });
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('VALIDATION_FAILED');
    expect(elsewhere.body.payload.fields).toEqual([
      { field: 'body/deliveryAddress/zipCode', message: 'Poštanski broj ne odgovara upisanom mjestu.' },
    ]);
    // A town the gazetteer lacks is judged by its code alone.
    const hamlet = await saveAddress(s, { deliveryAddress: address({ city: 'Nepoznati Zaselak', zipCode: '31000' }) });
    expect(hamlet.status, JSON.stringify(hamlet.body)).toBe(200);
  });

  it('should refuse a company OIB with a wrong check digit and accept a valid one', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const wrong = await saveAddress(s, {
      deliveryAddress: address({ companyName: 'Navijači d.o.o.', companyOIB: '69435151531' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('INVALID_OIB');
    expect(wrong.body.payload.fields).toEqual([
      { field: 'body/deliveryAddress/companyOIB', message: 'OIB nije ispravan.' },
    ]);
    const right = await saveAddress(s, {
      deliveryAddress: address({ companyName: 'Navijači d.o.o.', companyOIB: '69435151530' }),
    });
    expect(right.body.data.deliveryAddress).toMatchObject({
      companyName: 'Navijači d.o.o.',
      companyOIB: '69435151530',
    });
  });

  it('should refuse a country the shop does not ship to, for delivery and billing', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await saveAddress(s, { deliveryAddress: address({ country: 'DE' }) });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'COUNTRY_NOT_ALLOWED', message: 'Odabrana država nije dostupna.' });
    const billing = await saveAddress(s, {
      useDifferentBillingAddress: true,
      billingAddress: address({ country: 'AT' }),
    });
    expect(billing.body.code).toBe('COUNTRY_NOT_ALLOWED');
    expect(billing.body.payload.fields[0].field).toBe('body/billingAddress/country');
  });

  it('should need the billing address only with a different billing address ticked', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const missing = await saveAddress(s, { useDifferentBillingAddress: true });
    expect(missing.body.code).toBe('VALIDATION_FAILED');
    expect(missing.body.payload.fields[0].field).toMatch(/^body\/billingAddress\//);
    const saved = await saveAddress(s, {
      useDifferentBillingAddress: true,
      billingAddress: address({ firstName: 'Marko', city: 'Zagreb', zipCode: '10000' }),
    });
    expect(saved.body.data).toMatchObject({ useDifferentBillingAddress: true, billingAddress: { firstName: 'Marko' } });
  });

  it('should require the required consents of the checkout form', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await saveAddress(s, { acceptedConsents: consents.slice(1) });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('CONSENT_REQUIRED');
    expect(res.body.payload.missing).toEqual([consents[0]]);
  });

  it('should refuse a body with unknown fields or price fields at the contract', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await saveAddress(s, { orderTotal: 0 });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('should start a logged-in customer from the profile address and save a new one to the profile', async () => {
    const { token, id } = await tokenFor(t, CUSTOMER);
    const s = await cartWith('sal-zvijezda-klasicni', 1, token);
    await t.db.insert(userAddresses).values({
      userId: id,
      type: 'main',
      firstName: 'Ivana',
      lastName: 'Horvat',
      country: 'HR',
      city: 'Vukovar',
      street: 'Ulica Blage Zadre',
      houseNumber: '3',
      zipCode: '32000',
      contactPhone: '+385 98 111 222',
    });
    const before = await checkoutCall(t, 'getCheckout', s, { token });
    expect(before.body.data.suggestedAddress).toMatchObject({ city: 'Vukovar', contactEmail: CUSTOMER });
    const saved = await saveAddress(s, { saveToProfile: true }, token);
    expect(saved.status).toBe(200);
    expect(saved.body.data.suggestedAddress).toBeNull();
    const [main] = await t.db.select().from(userAddresses).where(eq(userAddresses.userId, id));
    expect(main).toMatchObject({ type: 'main', city: 'Osijek', zipCode: '31000' });
  });

  it('should refuse guests when the site sells to customers only, and everyone when checkout is off', async () => {
    const [site] = await t.db.select().from(sites).limit(1);
    const s = await cartWith('sal-zvijezda-klasicni');
    const set = (settings: Record<string, unknown>) =>
      t.db
        .update(sites)
        .set({ settings: { ...site!.settings, ...settings } })
        .where(eq(sites.id, site!.id));
    try {
      await set({ guestCheckout: false });
      const guest = await saveAddress(s);
      expect(guest.status).toBe(401);
      expect(guest.body).toMatchObject({
        code: 'GUEST_CHECKOUT_DISABLED',
        message: 'Za nastavak kupnje prijavite se.',
      });
      const { token } = await tokenFor(t, CUSTOMER);
      const own = await cartWith('sal-zvijezda-klasicni', 1, token);
      expect((await saveAddress(own, {}, token)).status).toBe(200);
      await set({ checkoutEnabled: false });
      expect((await checkoutCall(t, 'getCheckout', own, { token })).body.code).toBe('CHECKOUT_DISABLED');
    } finally {
      await t.db.update(sites).set({ settings: site!.settings }).where(eq(sites.id, site!.id));
    }
  });

  it("should answer another shopper's cart like a missing one", async () => {
    const { token } = await tokenFor(t, CUSTOMER);
    const s = await cartWith('sal-zvijezda-klasicni', 1, token);
    expect((await saveAddress(s)).body.code).toBe('SESSION_NOT_FOUND');
    expect((await checkoutCall(t, 'getCheckout', { ...s, protectCode: 'x'.repeat(43) })).body.code).toBe(
      'SESSION_NOT_FOUND',
    );
  });
});

describe('DOSTAVA', () => {
  it('should not list delivery methods before the address is saved', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    const res = await checkoutCall(t, 'getApplicableDeliveryMethods', s);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'CHECKOUT_STEP_MISSING', payload: { step: 'address' } });
    const empty = await newSession(t);
    expect((await checkoutCall(t, 'getApplicableDeliveryMethods', empty)).body.code).toBe('CART_EMPTY');
  });

  it('should list courier, club-shop pick-up and the lockers within 30 km, nearest first', async () => {
    const s = await cartWith('sal-zvijezda-klasicni', 2);
    await saveAddress(s);
    const res = await checkoutCall(t, 'getApplicableDeliveryMethods', s);
    expect(res.status).toBe(200);
    const [courier, pickup, boxnow] = res.body.data.methods;
    expect(courier).toMatchObject({ id: COURIER, price: 4.99, options: [], available: true });
    expect(pickup).toMatchObject({ id: PICKUP, price: 0, options: [{ id: 'klupska-trgovina', type: 'shop' }] });
    expect(pickup.options[0].workhours).toMatch(/pon/);
    expect(boxnow).toMatchObject({ id: BOXNOW, price: 2.99, config: { model: 'BoxNow' }, available: true });
    expect(boxnow.options.map((o: { id: string }) => o.id)).toEqual(['os-1', 'os-2']);
    expect(boxnow.options[0].address.distance).toBeLessThan(boxnow.options[1].address.distance);
  });

  it('should deliver free from 70 € in Croatia and charge abroad, without lockers outside Croatia', async () => {
    const s = await cartWith('sal-zvijezda-klasicni', 5);
    await saveAddress(s);
    const home = (await checkoutCall(t, 'getApplicableDeliveryMethods', s)).body.data.methods;
    expect(home.map((m: { price: number }) => m.price)).toEqual([0, 0, 0]);
    await saveAddress(s, { deliveryAddress: address({ country: 'SI', city: 'Ljubljana', zipCode: '1000' }) });
    const abroad = (await checkoutCall(t, 'getApplicableDeliveryMethods', s)).body.data.methods;
    expect(abroad.map((m: { id: number; price: number }) => [m.id, m.price])).toEqual([
      [COURIER, 12.9],
      [PICKUP, 0],
    ]);
  });

  it("should list the locker method as unavailable with the spec's message where no locker is near", async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s, { deliveryAddress: address({ city: 'Dubrovnik', zipCode: '20000' }) });
    const boxnow = (await checkoutCall(t, 'getApplicableDeliveryMethods', s)).body.data.methods.find(
      (m: { id: number }) => m.id === BOXNOW,
    );
    expect(boxnow).toMatchObject({
      available: false,
      options: [],
      message: 'Vaša adresa nije dostupna za BoxNow dostavu. Molimo odaberite drugu adresu ili drugu metodu dostave.',
    });
  });

  it('should save a locker only when it exists and lies within 30 km of the address', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    const none = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW });
    expect(none.body).toMatchObject({ code: 'PICKUP_POINT_REQUIRED', message: 'Molimo odaberite BoxNow lokaciju' });
    const unknown = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'nema' });
    expect(unknown.body.code).toBe('PICKUP_POINT_REQUIRED');
    const far = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'dk-1' });
    expect(far.body.code).toBe('PICKUP_POINT_REQUIRED');
    expect(far.body.message).toMatch(/30 km/);
    const saved = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-2' });
    expect(saved.status).toBe(200);
    expect(saved.body.data.delivery).toMatchObject({
      methodId: BOXNOW,
      branchId: 'os-2',
      price: 2.99,
      pickupPoint: { name: 'BoxNow Osijek Retfala' },
    });
    expect(saved.body.data.cart.prices).toMatchObject({ delivery: 2.99, orderTotal: 14.99 + 2.99 });
    expect(saved.body.data.nextStep).toBe('payment');
  });

  it('should refuse a method not offered to the address and a club-shop branch that does not exist', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s, { deliveryAddress: address({ country: 'BA', city: 'Mostar', zipCode: '88000' }) });
    expect((await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-1' })).body.code).toBe(
      'DELIVERY_METHOD_NOT_AVAILABLE',
    );
    expect((await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: 999 })).body.code).toBe(
      'DELIVERY_METHOD_NOT_AVAILABLE',
    );
    expect(
      (await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: PICKUP, branchId: 'drugi-ducan' })).body.code,
    ).toBe('DELIVERY_METHOD_NOT_AVAILABLE');
    expect((await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: PICKUP })).status).toBe(200);
  });

  it('should answer a coded 503 when the locker service cannot be reached', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    lockers.down = true;
    try {
      const listed = await checkoutCall(t, 'getApplicableDeliveryMethods', s);
      expect(listed.status).toBe(200);
      expect(listed.body.data.methods.find((m: { id: number }) => m.id === BOXNOW).available).toBe(false);
      const saved = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-1' });
      expect(saved.status).toBe(503);
      expect(saved.body.code).toBe('DELIVERY_PROVIDER_UNAVAILABLE');
    } finally {
      lockers.down = false;
    }
  });

  it('should skip DOSTAVA for gift vouchers only', async () => {
    const s = await cartWith('poklon-bon-25');
    const res = await saveAddress(s);
    expect(res.body.data).toMatchObject({
      deliveryRequired: false,
      steps: { delivery: 'skipped' },
      nextStep: 'payment',
    });
    expect((await checkoutCall(t, 'getApplicableDeliveryMethods', s)).body.data).toEqual({
      deliveryRequired: false,
      methods: [],
      selected: null,
    });
    expect((await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER })).body.code).toBe(
      'DELIVERY_NOT_REQUIRED',
    );
  });

  it('should drop a chosen locker when the address moves, and keep the courier', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: BOXNOW, branchId: 'os-1' });
    await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.wspay });
    const moved = await saveAddress(s, { deliveryAddress: address({ city: 'Zagreb', zipCode: '10000' }) });
    expect(moved.body.data).toMatchObject({ delivery: null, payment: null, nextStep: 'delivery' });
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER });
    const renamed = await saveAddress(s, {
      deliveryAddress: address({ city: 'Zagreb', zipCode: '10000', contactPhone: '+385 1 234 567' }),
    });
    expect(renamed.body.data.delivery).toMatchObject({ methodId: COURIER });
  });
});

describe('NAPLATA', () => {
  it('should not list payment methods before DOSTAVA', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    const res = await checkoutCall(t, 'getApplicablePaymentMethods', s);
    expect(res.body).toMatchObject({ code: 'CHECKOUT_STEP_MISSING', payload: { step: 'delivery' } });
    expect((await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.transfer })).body.code).toBe(
      'CHECKOUT_STEP_MISSING',
    );
  });

  it('should offer cash on delivery with its fee only with the courier', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER });
    const courier = (await checkoutCall(t, 'getApplicablePaymentMethods', s)).body.data.methods;
    expect(courier.map((m: { paymentCode: string }) => m.paymentCode)).toEqual([
      'wspay_hpp',
      'tcom_hpp',
      'pouzece',
      'virman',
    ]);
    expect(courier.find((m: { paymentCode: string }) => m.paymentCode === 'pouzece')).toMatchObject({
      fee: 2,
      methodCode: 0,
    });
    const saved = await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.cod });
    expect(saved.body.data.cart.prices).toMatchObject({ delivery: 4.99, paymentFee: 2, orderTotal: 14.99 + 4.99 + 2 });
    expect(saved.body.data.nextStep).toBe('review');
    // The cart answers carry the same figures.
    expect((await cartCall(t, 'getCart', s)).body.data.prices).toMatchObject({ paymentFee: 2, orderTotal: 21.98 });
    const pickup = await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: PICKUP });
    expect(pickup.body.data).toMatchObject({ payment: null, nextStep: 'payment' });
    expect(pickup.body.data.cart.prices).toMatchObject({ delivery: 0, paymentFee: 0, orderTotal: 14.99 });
    expect((await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.cod })).body.code).toBe(
      'PAYMENT_METHOD_NOT_ALLOWED',
    );
  });

  it('should allow only cards for a locker delivery and for a cart with the personalisation service', async () => {
    const locker = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(locker);
    await checkoutCall(t, 'saveDeliveryMethod', { ...locker, methodId: BOXNOW, branchId: 'os-1' });
    const forLocker = (await checkoutCall(t, 'getApplicablePaymentMethods', locker)).body.data.methods;
    expect(forLocker.map((m: { paymentCode: string }) => m.paymentCode)).toEqual(['wspay_hpp', 'tcom_hpp']);
    expect((await checkoutCall(t, 'savePaymentMethod', { ...locker, paymentMethodId: PAY.transfer })).body.code).toBe(
      'PAYMENT_METHOD_NOT_ALLOWED',
    );

    const s = await newSession(t);
    const jersey = await variantId(t, 'domaci-dres-2025-26', 'M');
    const added = await cartCall(t, 'addItem', {
      ...s,
      productId: jersey,
      qty: 1,
      options: { personalizations: { 'Upiši broj': '7', 'Upiši tekst': 'HORVAT' } },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    await saveAddress(s);
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER });
    const personalised = (await checkoutCall(t, 'getApplicablePaymentMethods', s)).body.data.methods;
    expect(personalised.map((m: { paymentCode: string }) => m.paymentCode)).toEqual(['wspay_hpp', 'tcom_hpp']);
    const checkout = (await checkoutCall(t, 'getCheckout', s)).body.data;
    expect(checkout.nonWithdrawableItemIds).toHaveLength(2);
  });

  it("should say 'Molimo odaberite način plaćanja.' when no method is chosen", async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER });
    for (const body of [{ ...s }, { ...s, paymentMethodId: 0 }, { ...s, paymentMethodId: null }]) {
      const res = await checkoutCall(t, 'savePaymentMethod', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'PAYMENT_METHOD_REQUIRED', message: 'Molimo odaberite način plaćanja.' });
    }
    expect((await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: 77 })).body.code).toBe(
      'PAYMENT_METHOD_NOT_ALLOWED',
    );
  });

  it('should forget a payment method the cart no longer allows after a cart change', async () => {
    const s = await cartWith('sal-zvijezda-klasicni');
    await saveAddress(s);
    await checkoutCall(t, 'saveDeliveryMethod', { ...s, methodId: COURIER });
    await checkoutCall(t, 'savePaymentMethod', { ...s, paymentMethodId: PAY.cod });
    await cartCall(t, 'addItem', {
      ...s,
      productId: await variantId(t, 'domaci-dres-2025-26', 'M'),
      qty: 1,
      options: { personalizations: { 'Upiši broj': '9' } },
    });
    const after = (await checkoutCall(t, 'getCheckout', s)).body.data;
    expect(after).toMatchObject({ payment: null, steps: { payment: 'todo' }, nextStep: 'payment' });
    expect(after.cart.prices.paymentFee).toBe(0);
  });
});
