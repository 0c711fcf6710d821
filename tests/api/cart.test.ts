import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { usableStock } from '../../src/shared/stock.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { cartCall, cents, CUSTOMER, newSession, productId, tokenFor, variantId } from './cart-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const add = async (session: object, productId: number, qty: number, options?: object, token?: string) =>
  cartCall(t, 'addItem', { ...session, productId, qty, ...(options ? { options } : {}) }, token ? { token } : {});

const errorOf = (res: { status: number; body: any }) => [res.status, res.body.code];

describe('cart session', () => {
  it('should hand out a session whose cartId and protectCode carry at least 128 random bits', async () => {
    const s = await newSession(t);
    expect(Buffer.from(s.cartId, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(Buffer.from(s.protectCode, 'base64url').length).toBeGreaterThanOrEqual(16);
    const res = await cartCall(t, 'getCart', { ...s, currencyId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      cartId: s.cartId,
      items: [],
      itemsCount: 0,
      prices: { orderTotal: 0 },
      coupon: null,
    });
  });

  it('should answer a wrong protectCode exactly like a missing cart: "Session doesn\'t exist"', async () => {
    const s = await newSession(t);
    const wrong = await cartCall(t, 'getCart', { cartId: s.cartId, protectCode: 'nope' });
    const missing = await cartCall(t, 'getCart', { cartId: 'missing', protectCode: s.protectCode });
    expect(wrong.body).toEqual(missing.body);
    expect(wrong.body).toMatchObject({ code: 'SESSION_NOT_FOUND', message: "Session doesn't exist", statusCode: 404 });
  });
});

describe('adding items', () => {
  it('should merge equal items and cut the quantity to usable stock with the spec message', async () => {
    const s = await newSession(t);
    const xl = await variantId(t, 'domaci-dres-2025-26', 'XL'); // stock 8, usable 6
    await add(s, xl, 4);
    const res = await add(s, xl, 4);
    expect(res.status).toBe(200);
    const lines = res.body.data.items.filter((i: any) => i.productId === xl);
    expect(lines).toHaveLength(1);
    expect(lines[0].qty).toBe(6);
    expect(res.body.data.messages).toContainEqual(
      expect.objectContaining({
        code: 'QUANTITY_CUT_TO_STOCK',
        message: 'Količina proizvoda je promjenjena zbog maksimalnog broja proizvoda koje je moguće dodati!',
      }),
    );
    expect(errorOf(await add(s, xl, 1))).toEqual([409, 'PRODUCT_NOT_PURCHASABLE']);
  });

  it('should refuse bad quantities with coded 4xx and never a 5xx', async () => {
    const s = await newSession(t);
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    expect(errorOf(await add(s, scarf, 0))).toEqual([400, 'INVALID_QUANTITY']);
    expect(errorOf(await add(s, scarf, -1))).toEqual([400, 'INVALID_QUANTITY']);
    expect(errorOf(await add(s, scarf, 1.5))).toEqual([400, 'INVALID_QUANTITY']);
    const over = await add(s, scarf, 1000);
    expect(over.body).toMatchObject({
      code: 'QUANTITY_LIMIT',
      message: 'Maksimalna količina proizvoda koji možete dodati u košaricu je jednaka 999',
    });
    expect(errorOf(await cartCall(t, 'addItem', { ...s, productId: scarf, qty: '2' }))).toEqual([
      400,
      'VALIDATION_FAILED',
    ]);
  });

  it('should refuse client price fields through the strict contract', async () => {
    const s = await newSession(t);
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    for (const extra of [{ price: 0.01 }, { finalPrice: 0 }, { prices: { row: 0 } }]) {
      expectCodedError(
        await t.app.inject({
          method: 'POST',
          url: '/api/v2/cart/addItem',
          headers: t.headers(),
          payload: { ...s, productId: scarf, qty: 1, ...extra },
        }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('should refuse a configurable product without a variant and services added by hand', async () => {
    const s = await newSession(t);
    expect(errorOf(await add(s, await productId(t, 'domaci-dres-2025-26'), 1))).toEqual([400, 'CONFIGURATION_NOT_SET']);
    expect(errorOf(await add(s, await productId(t, 'sponzori'), 1))).toEqual([400, 'SERVICE_NOT_ADDABLE']);
    expect(errorOf(await add(s, await productId(t, 'termosica'), 1))).toEqual([409, 'PRODUCT_NOT_PURCHASABLE']);
  });

  it('should add a bundle only when every configurable part has its variant', async () => {
    const s = await newSession(t);
    const bundle = await productId(t, 'paket-domaci-komplet');
    const jersey = await productId(t, 'domaci-dres-2025-26');
    const shorts = await productId(t, 'kratke-hlace-domace-2025-26');
    const socks = await productId(t, 'carape-domace');
    expect(errorOf(await add(s, bundle, 1))).toEqual([400, 'CONFIGURATION_NOT_SET']);
    expect(
      errorOf(
        await add(s, bundle, 1, {
          bundleOptions: [{ main: jersey, selected: await variantId(t, 'domaci-dres-2025-26', 'M') }],
        }),
      ),
    ).toEqual([400, 'CONFIGURATION_NOT_SET']);
    const options = {
      bundleOptions: [
        {
          main: jersey,
          selected: await variantId(t, 'domaci-dres-2025-26', 'M'),
          personalizations: { 'Upiši broj': '10' },
        },
        { main: shorts, selected: await variantId(t, 'kratke-hlace-domace-2025-26', 'M') },
        { main: socks, selected: socks },
      ],
    };
    const res = await add(s, bundle, 1, options);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const line = res.body.data.items.find((i: any) => i.productId === bundle);
    expect(line.childProducts.map((c: any) => c.quantity)).toEqual([1, 1, 2]);
    expect(line.personalised).toBe(true);
    const service = res.body.data.items.find((i: any) => i.productData.slug === 'usluga-promidzbe-i-marketinga');
    expect(service.qty).toBe(1);
  });

  it("should cut a bundle to what its parts' stock allows, sharing a part with the cart's own line of it", async () => {
    const s = await newSession(t);
    const bundle = await productId(t, 'paket-domaci-komplet');
    const xl = await variantId(t, 'domaci-dres-2025-26', 'XL');
    const shortsM = await variantId(t, 'kratke-hlace-domace-2025-26', 'M');
    const socks = await productId(t, 'carape-domace');
    const usable = async (id: number) => {
      const [row] = await t.db.select().from(products).where(eq(products.id, id));
      return usableStock(row!);
    };
    // Two XL jerseys of their own first: the bundles get what is left of XL.
    expect((await add(s, xl, 2)).status).toBe(200);
    const res = await add(s, bundle, 999, {
      bundleOptions: [
        { main: await productId(t, 'domaci-dres-2025-26'), selected: xl },
        { main: await productId(t, 'kratke-hlace-domace-2025-26'), selected: shortsM },
        { main: socks, selected: socks },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // One bundle holds a jersey, shorts and two pairs of socks.
    const fits = Math.min((await usable(xl)) - 2, await usable(shortsM), Math.floor((await usable(socks)) / 2));
    expect(fits).toBeGreaterThan(0);
    const line = res.body.data.items.find((i: any) => i.productId === bundle);
    expect(line.qty).toBe(fits);
    expect(res.body.data.items.find((i: any) => i.productId === xl).qty).toBe(2);
    expect(res.body.data.messages).toContainEqual(
      expect.objectContaining({ code: 'QUANTITY_CUT_TO_STOCK', productId: bundle }),
    );
  });
});

describe('personalisation and service lines', () => {
  it('should add one of each service line for a jersey with number, text and sponsors, and drop them with the jersey', async () => {
    const s = await newSession(t);
    const m = await variantId(t, 'domaci-dres-2025-26', 'M');
    const res = await add(s, m, 1, {
      personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'IVAN', 'Dodaj sponzore': 'SPONZORI DODANI' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = res.body.data;
    const bySlug = (slug: string) => cart.items.find((i: any) => i.productData.slug === slug);
    expect(bySlug('usluga-promidzbe-i-marketinga')).toMatchObject({
      qty: 1,
      type: 'service',
      fixedQuantity: true,
      prices: { converted: { finalPrice: 15, row: 15 } },
    });
    expect(bySlug('sponzori')).toMatchObject({ qty: 1, prices: { converted: { row: 10 } } });
    const jersey = cart.items.find((i: any) => i.productId === m);
    expect(jersey).toMatchObject({
      personalised: true,
      fixedQuantity: true,
      productData: { mainProductSlug: 'domaci-dres-2025-26' },
    });
    expect(cart.prices.itemsTotal).toBe(69.99 + 15 + 10);
    // A second identical personalised jersey never merges, and the service counts follow.
    const again = await add(s, m, 1, { personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'IVAN' } });
    expect(again.body.data.items.filter((i: any) => i.productId === m)).toHaveLength(2);
    expect(again.body.data.items.find((i: any) => i.productData.slug === 'usluga-promidzbe-i-marketinga').qty).toBe(2);
    // The client cannot change a derived service line.
    const serviceLine = again.body.data.items.find((i: any) => i.productData.slug === 'sponzori');
    const edited = await cartCall(t, 'updateItem', { ...s, itemId: serviceLine.itemId, qty: 7 });
    expect(edited.body.data.items.find((i: any) => i.productData.slug === 'sponzori').qty).toBe(1);
    for (const line of again.body.data.items.filter((i: any) => i.productId === m)) {
      await cartCall(t, 'deleteItem', { ...s, itemId: line.itemId });
    }
    const after = await cartCall(t, 'getCart', s);
    expect(after.body.data.items).toEqual([]);
  });

  it('should update the personalisation text in place and refuse values outside the limits', async () => {
    const s = await newSession(t);
    const m = await variantId(t, 'domaci-dres-2025-26', 'L');
    const res = await add(s, m, 1, { personalizations: { 'Upiši broj': '9', 'Upiši tekst': 'IVAN' } });
    const line = res.body.data.items.find((i: any) => i.productId === m);
    const updated = await cartCall(t, 'updateItem', {
      ...s,
      itemId: line.itemId,
      options: { personalizations: { 'Upiši broj': '9', 'Upiši tekst': 'Đuro' } },
    });
    expect(
      updated.body.data.items.find((i: any) => i.itemId === line.itemId).options.personalizations['Upiši tekst'],
    ).toBe('Đuro');
    for (const bad of [
      { 'Upiši broj': '0' },
      { 'Upiši broj': '100' },
      { 'Upiši broj': 'a1' },
      { 'Upiši tekst': 'IVAN HORVAT' },
      { 'Upiši tekst': 'ABCDEFGHIJKLM' },
      { 'Upiši tekst': '<b>' },
    ]) {
      expect(errorOf(await add(s, m, 1, { personalizations: bad })), JSON.stringify(bad)).toEqual([
        400,
        'PERSONALISATION_INVALID',
      ]);
    }
    expect(
      errorOf(
        await add(s, await productId(t, 'sal-zvijezda-klasicni'), 1, { personalizations: { 'Upiši broj': '9' } }),
      ),
    ).toEqual([400, 'PERSONALISATION_NOT_ALLOWED']);
    expect(errorOf(await cartCall(t, 'updateItem', { ...s, itemId: 999999, qty: 1 }))).toEqual([
      404,
      'ITEM_NOT_IN_CART',
    ]);
  });

  it('should keep an offered print colour beside a number or text, refuse another and drop it without them', async () => {
    const s = await newSession(t);
    const m = await variantId(t, 'domaci-dres-2025-26', 'S');
    const lineOf = (res: any, text: string) =>
      res.body.data.items.find((i: any) => i.productId === m && i.options.personalizations?.['Upiši tekst'] === text);
    const gold = await add(s, m, 1, { personalizations: { 'Upiši tekst': 'ANA', 'Boja personalizacije': 'Zlatna' } });
    expect(gold.status, JSON.stringify(gold.body)).toBe(200);
    expect(lineOf(gold, 'ANA').options.personalizations).toEqual({
      'Upiši tekst': 'ANA',
      'Boja personalizacije': 'Zlatna',
    });
    const sponsorOnly = await add(s, m, 1, {
      personalizations: { 'Dodaj sponzore': 'da', 'Boja personalizacije': 'Zlatna' },
    });
    const sponsored = sponsorOnly.body.data.items.filter(
      (i: any) => i.productId === m && i.options.personalizations?.['Dodaj sponzore'],
    );
    expect(sponsored.map((i: any) => i.options.personalizations)).toEqual([{ 'Dodaj sponzore': 'SPONZORI DODANI' }]);
    const violet = await add(s, m, 1, {
      personalizations: { 'Upiši broj': '7', 'Boja personalizacije': 'Ljubičasta' },
    });
    expect(errorOf(violet)).toEqual([400, 'PERSONALISATION_INVALID']);
    expect(violet.body.message).toBe('Odabrana boja personalizacije nije dostupna.');
  });
});

describe('coupons and the member card', () => {
  it('should apply a percent coupon to the product lines, remove it, and answer Coupon not found! for unknown codes', async () => {
    const s = await newSession(t);
    await add(s, await productId(t, 'sal-zvijezda-klasicni'), 2); // 2 x 14.99
    const res = await cartCall(t, 'applyCoupon', { ...s, couponCode: 'zvijezda10' });
    expect(res.body.data.coupon).toEqual({
      couponCode: 'ZVIJEZDA10',
      commercialProfile: { discountAmount: 10 },
      discountType: 'percent',
      amount: null,
      notes: ['Kupon se ne odnosi na personalizaciju.'],
    });
    expect(res.body.data.prices).toMatchObject({ itemsTotal: 29.98, coupon: 3, cartTotal: 26.98, orderTotal: 26.98 });
    expect(cents(res.body.data.prices.tax.cartTotal)).toBe(cents(26.98) - Math.round((cents(26.98) * 100) / 125));
    expect((await cartCall(t, 'removeCoupon', s)).body.data.coupon).toBeNull();
    const unknown = await cartCall(t, 'applyCoupon', { ...s, couponCode: 'NEPOSTOJI' });
    expect(unknown.body).toMatchObject({ code: 'COUPON_NOT_FOUND', message: 'Coupon not found!', statusCode: 404 });
    expect(errorOf(await cartCall(t, 'applyCoupon', { ...s, couponCode: 'LJETO2024' }))).toEqual([
      409,
      'COUPON_EXPIRED',
    ]);
  });

  it('should give member prices only to the logged-in owner of a verified card', async () => {
    const { token } = await tokenFor(t, CUSTOMER);
    const s = await newSession(t, token);
    const m = await variantId(t, 'domaci-dres-2025-26', 'S');
    await add(s, m, 1, undefined, token);
    expect(errorOf(await cartCall(t, 'applyMemberCard', { ...s, barcode: '385000000017' }))).toEqual([
      401,
      'NO_ACTIVE_USER',
    ]);
    expect(errorOf(await cartCall(t, 'applyMemberCard', { ...s, barcode: '12345' }, { token }))).toEqual([
      400,
      'MEMBER_CARD_FORMAT',
    ]);
    expect(errorOf(await cartCall(t, 'applyMemberCard', { ...s, barcode: '385000000031' }, { token }))).toEqual([
      400,
      'MEMBER_CARD_INVALID',
    ]);
    const res = await cartCall(t, 'applyMemberCard', { ...s, barcode: '385000000017' }, { token });
    expect(res.body.data.memberCard).toEqual({ barcode: '385000000017', applied: true });
    expect(res.body.data.prices).toMatchObject({ itemsTotal: 59.99, loyalty: 10 });
    // Another user holding the same session cookies gets nothing: the cart is not theirs.
    const other = await tokenFor(t, 'drugi@zvijezda-shop.hr');
    expect(errorOf(await cartCall(t, 'getCart', s, { token: other.token }))).toEqual([404, 'SESSION_NOT_FOUND']);
    expect(
      errorOf(
        await cartCall(
          t,
          'applyMemberCard',
          { ...(await newSession(t, other.token)), barcode: '385000000017' },
          { token: other.token },
        ),
      ),
    ).toEqual([409, 'MEMBER_CARD_TAKEN']);
  });

  it('should check membership barcodes for a signed-in customer: isValid for an active card only', async () => {
    const { token } = await tokenFor(t, 'provjera-kartice@primjer.hr');
    const check = async (barcode: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/settings/external/validateMembersBarcode?barcode=${barcode}`,
          headers: t.headers({ authorization: `Bearer ${token}` }),
        })
      ).json().data.isValid;
    expect(await check('385000000017')).toBe(true);
    expect(await check('385000000031')).toBe(false);
    expect(await check('999999999999')).toBe(false);
    expect(await check('12ab')).toBe(false);
  });
});
