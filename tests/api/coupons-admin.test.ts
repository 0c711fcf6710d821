import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { productCategories, products } from '../../src/server/platform/db/schema/catalogue.js';
import { couponUsages, coupons } from '../../src/server/platform/db/schema/coupons.js';
import type { TestApp } from '../support/index.js';
import { ADMIN, bearer, CUSTOMER, createAuthTestApp, login, movableClock } from './auth-helpers.js';
import { cartCall, newSession, productId, tokenFor, variantId } from './cart-helpers.js';
import { cents, COURIER, PAY, placeOrder, readyCart } from './checkout-helpers.js';

// The coupons back office and the coupon rules where they are applied and ordered
// (docs/decisions/0203-coupon-rules.md, 0204-coupon-codes-in-bulk.md, 0138-once-per-customer-is-once-per-email.md).
const clock = movableClock();
let t: TestApp;
let admin: string;
let customer: string;

beforeAll(async () => {
  t = await createAuthTestApp(clock);
  admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
  customer = (await login(t, CUSTOMER.email, CUSTOMER.password)).accessToken;
});
afterAll(async () => t?.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, token: string | null, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.headers(token ? bearer(token) : {}), ...(payload ? { payload } : {}) });
const data = async (method: Method, url: string, payload?: unknown) => {
  const res = await call(method, url, admin, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

const coupon = (over: Record<string, unknown> = {}) => ({
  code: 'TEST10',
  discountType: 'percent',
  percent: 10,
  amountCents: null,
  scope: 'all',
  categoryIds: [],
  productIds: [],
  includeServices: false,
  minBasketCents: null,
  validFrom: null,
  validTo: null,
  usageLimit: null,
  oncePerCustomer: false,
  membersOnly: false,
  active: true,
  ...over,
});
const create = (over: Record<string, unknown>) => data('POST', '/api/v1/admin/coupons', coupon(over));

let ipN = 0;
const ip = () => `10.203.${Math.floor(ipN / 250)}.${ipN++ % 250}`;
async function cartWith(slugs: string[], code: string, token?: string) {
  const s = await newSession(t, token);
  for (const slug of slugs) {
    const res = await cartCall(
      t,
      'addItem',
      { ...s, productId: await productId(t, slug), qty: 1 },
      { ip: ip(), ...(token ? { token } : {}) },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const applied = await cartCall(
    t,
    'applyCoupon',
    { ...s, couponCode: code },
    { ip: ip(), ...(token ? { token } : {}) },
  );
  return { session: s, applied };
}

describe('the coupons back office', () => {
  it('should answer only back-office users', async () => {
    expect((await call('GET', '/api/v1/admin/coupons', null)).statusCode).toBe(401);
    const refused = await call('POST', '/api/v1/admin/coupons', customer, coupon({ code: 'KUPAC' }));
    expect([refused.statusCode, refused.json().code]).toEqual([403, 'FORBIDDEN']);
  });

  it('should create, read, edit, search and filter a coupon, each write audited', async () => {
    const made = await create({ code: 'jesen-25', percent: 25, usageLimit: 100, oncePerCustomer: true });
    expect(made).toMatchObject({ code: 'JESEN-25', percent: 25, state: 'active', used: 0, oncePerCustomer: true });
    const edited = await data('PUT', `/api/v1/admin/coupons/${made.id}`, {
      ...coupon({ code: 'JESEN-25', percent: 30, usageLimit: 100, oncePerCustomer: true }),
      validTo: new Date(Date.now() - 60_000).toISOString(),
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
    });
    expect(edited).toMatchObject({ percent: 30, state: 'expired' });
    expect((await data('GET', `/api/v1/admin/coupons/${made.id}`)).percent).toBe(30);
    const found = await data('GET', '/api/v1/admin/coupons?q=jesen');
    expect(found.items.map((c: { code: string }) => c.code)).toEqual(['JESEN-25']);
    const expired = await data('GET', '/api/v1/admin/coupons?state=expired&q=JESEN');
    expect(expired.total).toBe(1);
    expect((await data('GET', '/api/v1/admin/coupons?state=active&q=JESEN')).total).toBe(0);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'coupon'), eq(auditLog.entityId, String(made.id))))
      .orderBy(desc(auditLog.id));
    expect(rows.map((r) => r.action)).toEqual(['coupon.update', 'coupon.create']);
    expect(rows[0]!.changes).toContainEqual({ field: 'percent', before: 25, after: 30 });
    expect(rows[0]!.userEmail).toBe(ADMIN.email);
  });

  it('should refuse impossible rules with a coded 400 and the Croatian message on the field', async () => {
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ percent: 0 }, 'percent', /od 1 do 100/],
      [{ percent: 101 }, 'percent', /od 1 do 100/],
      [{ discountType: 'amount', amountCents: 0, percent: null }, 'amount', /veći od nule/],
      [{ validFrom: '2027-05-01T00:00:00.000Z', validTo: '2027-04-01T00:00:00.000Z' }, 'validTo', /nakon početka/],
      [{ scope: 'categories', categoryIds: [] }, 'categoryIds', /barem jednu kategoriju/],
      [{ scope: 'products', productIds: [] }, 'productIds', /barem jedan proizvod/],
      [{ scope: 'products', productIds: [999_999] }, 'productIds', /barem jedan proizvod/],
      [{ code: 'A B' }, 'code', /slova, brojke i crtice/],
      [{ usageLimit: 0 }, 'usageLimit', /veći od nule/],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('POST', '/api/v1/admin/coupons', admin, coupon({ code: 'KRIVO', ...over }));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      const body = res.json();
      expect(body).toMatchObject({ errored: true, code: 'COUPON_RULES_INVALID', payload: { field } });
      expect(body.message).toMatch(message);
    }
    await create({ code: 'ZAUZET' });
    const taken = await call('POST', '/api/v1/admin/coupons', admin, coupon({ code: 'zauzet' }));
    expect([taken.statusCode, taken.json().code]).toEqual([409, 'COUPON_CODE_TAKEN']);
    expect((await call('GET', '/api/v1/admin/coupons/999999', admin)).statusCode).toBe(404);
  });

  it('should generate unique single-use codes with a prefix, as a CSV, each usable once', async () => {
    const parent = await create({ code: 'NEWSLETTER', percent: 15 });
    const out = await data('POST', `/api/v1/admin/coupons/${parent.id}/codes`, { count: 40, prefix: 'nl' });
    expect(out.rows).toBe(40);
    expect(out.fileName).toBe('kuponi-newsletter.csv');
    const lines = out.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('kod;iskoristen;aktivan');
    const codes = lines.slice(1).map((l: string) => l.split(';')[0]!);
    expect(new Set(codes).size).toBe(40);
    for (const code of codes) expect(code).toMatch(/^NL-[A-Z2-9]{8}$/);
    expect((await data('GET', `/api/v1/admin/coupons/${parent.id}`)).generatedCodes).toBe(40);
    expect((await data('GET', `/api/v1/admin/coupons/${parent.id}/codes`)).rows).toBe(40);
    // The list shows the coupon, not its codes; a generated code finds the coupon it came from.
    expect((await data('GET', `/api/v1/admin/coupons?q=${codes[3]}`)).items.map((c: { id: number }) => c.id)).toEqual([
      parent.id,
    ]);
    const first = await placeOrder(
      t,
      await readyCart(t, {
        products: [{ slug: 'kemijska-olovka', qty: 1 }],
        delivery: COURIER,
        payment: PAY.cod,
        coupon: codes[0],
        ip: ip(),
      }),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const again = await cartWith(['kemijska-olovka'], codes[0]!);
    expect(again.applied.body.code).toBe('COUPON_USED_UP');
    const bad = await call('POST', `/api/v1/admin/coupons/${parent.id}/codes`, admin, { count: 0, prefix: 'NL' });
    expect([bad.statusCode, bad.json().payload.field]).toEqual([400, 'count']);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'coupon'), eq(auditLog.action, 'coupon.generate')));
    expect(audit).toHaveLength(1);
    // The code's order is among the coupon's redemptions.
    const redemptions = await data('GET', `/api/v1/admin/coupons/${parent.id}/redemptions`);
    expect(redemptions.items).toEqual([
      expect.objectContaining({
        orderNumber: first.body.data.number,
        code: codes[0],
        email: 'ivana.horvat@primjer.hr',
      }),
    ]);
  });

  it('should list a redemption with its order, date, e-mail and discount', async () => {
    const made = await create({ code: 'OTKUP', percent: 20 });
    const s = await readyCart(t, {
      products: [{ slug: 'sal-zvijezda-klasicni', qty: 1 }],
      delivery: COURIER,
      payment: PAY.cod,
      coupon: 'OTKUP',
      address: { contactEmail: 'otkup@primjer.hr' },
      ip: ip(),
    });
    const placed = await placeOrder(t, s);
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const page = await data('GET', `/api/v1/admin/coupons/${made.id}/redemptions`);
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      orderNumber: placed.body.data.number,
      email: 'otkup@primjer.hr',
      code: 'OTKUP',
    });
    expect(page.items[0].discountCents).toBeGreaterThan(0);
    expect(Number.isNaN(Date.parse(page.items[0].createdAt))).toBe(false);
    expect((await data('GET', `/api/v1/admin/coupons/${made.id}`)).used).toBe(1);
  });
});

describe('the coupon rules in the cart and at the order', () => {
  it('should hold a minimum basket when applied and when the basket shrinks', async () => {
    const pen = await productId(t, 'kemijska-olovka');
    const [row] = await t.db.select().from(products).where(eq(products.id, pen));
    await create({ code: 'MIN2', minBasketCents: row!.finalPrice * 2 });
    const one = await cartWith(['kemijska-olovka'], 'MIN2');
    expect([one.applied.status, one.applied.body.code]).toEqual([409, 'COUPON_MINIMUM_NOT_MET']);
    const two = await cartWith(['kemijska-olovka', 'kemijska-olovka'], 'MIN2');
    expect(two.applied.status, JSON.stringify(two.applied.body)).toBe(200);
    const item = two.applied.body.data.items[0];
    const cut = await cartCall(t, 'updateItem', { ...two.session, itemId: item.itemId, qty: 1 }, { ip: ip() });
    expect(cut.body.data.coupon).toBeNull();
    expect(cut.body.data.messages).toContainEqual(expect.objectContaining({ code: 'COUPON_REMOVED' }));
  });

  it('should discount only the lines of the coupon categories and refuse a cart with none of them', async () => {
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    const [cat] = await t.db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(and(eq(productCategories.productId, scarf), eq(productCategories.direct, true)));
    const pen = await productId(t, 'kemijska-olovka');
    const penCats = await t.db
      .select({ id: productCategories.categoryId })
      .from(productCategories)
      .where(eq(productCategories.productId, pen));
    expect(penCats.map((c) => c.id)).not.toContain(cat!.id);
    await create({ code: 'SALOVI', percent: 50, scope: 'categories', categoryIds: [cat!.id] });
    const both = await cartWith(['sal-zvijezda-klasicni', 'kemijska-olovka'], 'SALOVI');
    expect(both.applied.status, JSON.stringify(both.applied.body)).toBe(200);
    const lines = both.applied.body.data.items as Array<{
      productId: number;
      prices: { converted: { row: number; couponDiscount: number } };
    }>;
    const scarfLine = lines.find((l) => l.productId === scarf)!;
    const penLine = lines.find((l) => l.productId === pen)!;
    expect(cents(scarfLine.prices.converted.couponDiscount)).toBe(
      Math.round(cents(scarfLine.prices.converted.row) / 2),
    );
    expect(penLine.prices.converted.couponDiscount).toBe(0);
    const none = await cartWith(['kemijska-olovka'], 'SALOVI');
    expect([none.applied.status, none.applied.body.code]).toEqual([409, 'COUPON_NOT_APPLICABLE']);
  });

  it('should leave service lines out and say so, or discount them when the coupon includes them', async () => {
    const m = await variantId(t, 'domaci-dres-2025-26', 'M');
    await create({ code: 'BEZUSLUGA', percent: 10 });
    await create({ code: 'SUSLUGOM', percent: 10, includeServices: true });
    const personalised = async (code: string) => {
      const s = await newSession(t);
      const added = await cartCall(
        t,
        'addItem',
        { ...s, productId: m, qty: 1, options: { personalizations: { 'Upiši broj': '10', 'Upiši tekst': 'HORVAT' } } },
        { ip: ip() },
      );
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      const res = await cartCall(t, 'applyCoupon', { ...s, couponCode: code }, { ip: ip() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    };
    const without = await personalised('BEZUSLUGA');
    const service = (cart: { items: Array<{ type: string; prices: { converted: { couponDiscount: number } } }> }) =>
      cart.items.find((i) => i.type === 'service')!;
    expect(service(without).prices.converted.couponDiscount).toBe(0);
    expect(without.coupon.notes).toEqual(['Kupon se ne odnosi na personalizaciju.']);
    const withService = await personalised('SUSLUGOM');
    expect(service(withService).prices.converted.couponDiscount).toBeGreaterThan(0);
    expect(withService.coupon.notes).toEqual([]);
  });

  it('should share a fixed amount across the lines and never exceed the basket', async () => {
    await create({ code: 'MINUS5', discountType: 'amount', percent: null, amountCents: 500 });
    const { applied } = await cartWith(['sal-zvijezda-klasicni', 'kemijska-olovka'], 'MINUS5');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.data.prices.coupon).toBe(5);
    expect(applied.body.data.coupon).toMatchObject({ discountType: 'amount', amount: 5 });
    await create({ code: 'MINUS9999', discountType: 'amount', percent: null, amountCents: 999_900 });
    const big = await cartWith(['kemijska-olovka'], 'MINUS9999');
    expect(big.applied.body.data.prices.cartTotal).toBe(0);
  });

  it('should refuse a member-only coupon without the verified member card', async () => {
    await create({ code: 'CLANOVI', membersOnly: true });
    const { applied } = await cartWith(['kemijska-olovka'], 'CLANOVI');
    expect([applied.status, applied.body.code]).toEqual([409, 'COUPON_MEMBERS_ONLY']);
  });

  // docs/targets.md R20: one coupon once per customer, by a guest and an account with one e-mail: used once.
  it('should let a guest and an account with one e-mail, applying and ordering at once, use it once', async () => {
    const made = await create({ code: 'JEDNOM', oncePerCustomer: true });
    const email = 'utrka.kupon@primjer.hr';
    const account = await tokenFor(t, email);
    const spec = (token?: string) =>
      readyCart(t, {
        products: [{ slug: 'kemijska-olovka', qty: 1 }],
        delivery: COURIER,
        payment: PAY.cod,
        coupon: 'JEDNOM',
        ip: ip(),
        address: { contactEmail: token ? email : '  UTRKA.Kupon@primjer.hr ' },
        ...(token ? { token } : {}),
      });
    const [guestCart, accountCart] = await Promise.all([spec(), spec(account.token)]);
    const results = await Promise.all([
      placeOrder(t, guestCart, { ip: ip() }),
      placeOrder(t, accountCart, { token: account.token, ip: ip() }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.status === 409)!.body.code).toBe('COUPON_USED_UP');
    const uses = await t.db.select().from(couponUsages).where(eq(couponUsages.couponId, made.id));
    expect(uses).toHaveLength(1);
    const [row] = await t.db.select().from(coupons).where(eq(coupons.id, made.id));
    expect(row!.used).toBe(1);
    // Applying it again with that e-mail's account is refused at once.
    const later = await cartWith(['kemijska-olovka'], 'JEDNOM', account.token);
    expect(later.applied.body.code).toBe('COUPON_USED_UP');
  });
});
