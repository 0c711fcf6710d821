import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';
import { call, cartCall, CUSTOMER, newSession, productId, tokenFor } from './cart-helpers.js';

// docs/targets.md R10: users A, B and a guest touch each other's carts and wishlists; random session pairs.
let t: TestApp;
let a: { token: string; id: number };
let b: { token: string; id: number };
beforeAll(async () => {
  t = await createTestApp();
  a = await tokenFor(t, CUSTOMER);
  b = await tokenFor(t, 'b@zvijezda-shop.hr');
});
afterAll(async () => t?.close());

const NOT_FOUND = {
  data: null,
  errored: true,
  code: 'SESSION_NOT_FOUND',
  message: "Session doesn't exist",
  statusCode: 404,
  error: 'Not Found',
};

describe('R10: carts of others', () => {
  it("should refuse B and a guest on A's cart exactly like a missing cart, for every cart operation", async () => {
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    const s = await newSession(t, a.token);
    const added = await cartCall(t, 'addItem', { ...s, productId: scarf, qty: 2 }, { token: a.token });
    const itemId = added.body.data.items[0].itemId;
    const attempts: Array<[string, object]> = [
      ['getCart', s],
      ['validateCart', s],
      ['addItem', { ...s, productId: scarf, qty: 1 }],
      ['updateItem', { ...s, itemId, qty: 5 }],
      ['deleteItem', { ...s, itemId }],
      ['clearCart', s],
      ['applyCoupon', { ...s, couponCode: 'ZVIJEZDA10' }],
      ['removeCoupon', s],
      ['applyMemberCard', { ...s, barcode: '385000000024' }],
    ];
    for (const [op, body] of attempts) {
      for (const opts of [{ token: b.token }, {}]) {
        const res = await cartCall(t, op, body, opts);
        if (op === 'applyMemberCard' && !('token' in opts)) expect(res.body.code).toBe('NO_ACTIVE_USER');
        else expect(res.body, `${op} ${JSON.stringify(opts).slice(0, 10)}`).toEqual(NOT_FOUND);
      }
    }
    // B's getAbandoned never returns A's cart, and nothing of A changed.
    const abandoned = await cartCall(t, 'getAbandoned', {}, { token: b.token });
    expect(abandoned.body.data).toBeNull();
    const mine = await cartCall(t, 'getCart', s, { token: a.token });
    expect(mine.body.data.items.map((i: any) => i.qty)).toEqual([2]);
  });

  // 1,000 requests one after another: seconds when the machine is idle, more when it runs other suites.
  it('should refuse 1,000 random cartId/protectCode pairs like not found, and a real cartId with random codes', async () => {
    const real = await newSession(t);
    const bodies = new Set<string>();
    for (let i = 0; i < 1000; i += 1) {
      const cartId = i % 2 === 0 ? real.cartId : randomBytes(16).toString('base64url');
      const res = await cartCall(t, 'getCart', { cartId, protectCode: randomBytes(32).toString('base64url') });
      bodies.add(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect([...bodies]).toEqual([`404 ${JSON.stringify(NOT_FOUND)}`]);
  }, 120_000);
});

describe('R10: wishlists of others', () => {
  it("should keep each user's wishlist to themselves and refuse guests", async () => {
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    const mug = await productId(t, 'salica-grb');
    expect((await call(t, 'PUT', `/api/v1/wishlist/items/${scarf}`, undefined, { token: a.token })).body.data).toEqual({
      product_id: scarf,
      wished: true,
    });
    expect(
      (await call(t, 'PUT', `/api/v1/wishlist/items/${scarf}`, undefined, { token: a.token })).body.data.wished,
    ).toBe(true);
    expect(
      (await call(t, 'POST', '/api/v1/wishlist/create', { product_id: mug }, { token: a.token })).body.data.wished,
    ).toBe(true);
    expect((await call(t, 'GET', '/api/v1/wishlist/ids', undefined, { token: a.token })).body.data.ids.sort()).toEqual(
      [scarf, mug].sort(),
    );
    const page = await call(t, 'GET', '/api/v1/wishlist/filter?limit=1&page=1', undefined, { token: a.token });
    expect(page.body.data).toMatchObject({ totalRecords: 2, totalPages: 2, page: 1, limit: 1 });
    expect(page.body.data.records[0]).toMatchObject({ id: mug, product_id: mug });
    // B sees an empty list; B's remove of A's product touches only B's list.
    expect((await call(t, 'GET', '/api/v1/wishlist/ids', undefined, { token: b.token })).body.data.ids).toEqual([]);
    await call(t, 'DELETE', `/api/v1/wishlist/items/${scarf}`, undefined, { token: b.token });
    expect((await call(t, 'GET', '/api/v1/wishlist/ids', undefined, { token: a.token })).body.data.ids).toHaveLength(2);
    for (const [method, url, body] of [
      ['GET', '/api/v1/wishlist/ids'],
      ['GET', '/api/v1/wishlist/filter'],
      ['POST', '/api/v1/wishlist/create', { product_id: scarf }],
      ['PUT', `/api/v1/wishlist/items/${scarf}`],
    ] as const) {
      const res = await call(t, method, url, body);
      expect(res.status).toBe(401);
      expect(res.body.code).toBe('UNAUTHORIZED');
    }
    // The toggle removes; an unknown or service product is not found.
    expect(
      (await call(t, 'POST', '/api/v1/wishlist/create', { product_id: mug }, { token: a.token })).body.data.wished,
    ).toBe(false);
    expect((await call(t, 'PUT', '/api/v1/wishlist/items/2147483647', undefined, { token: a.token })).status).toBe(404);
    expect(
      (await call(t, 'PUT', `/api/v1/wishlist/items/${await productId(t, 'sponzori')}`, undefined, { token: a.token }))
        .status,
    ).toBe(404);
  });
});

describe('abandoned cart merge at login (docs/decisions/0010-abandoned-cart-merge.md)', () => {
  it('should sum equal lines, keep the newer coupon and archive the older cart for good', async () => {
    const user = await tokenFor(t, 'merge@zvijezda-shop.hr');
    const scarf = await productId(t, 'sal-zvijezda-klasicni');
    const older = await newSession(t, user.token);
    await cartCall(t, 'addItem', { ...older, productId: scarf, qty: 3 }, { token: user.token });
    await cartCall(t, 'applyCoupon', { ...older, couponCode: 'ZVIJEZDA10' }, { token: user.token });
    const guest = await newSession(t);
    await cartCall(t, 'addItem', { ...guest, productId: scarf, qty: 2 });
    await cartCall(t, 'applyCoupon', { ...guest, couponCode: 'CLAN15' });
    const merged = await cartCall(t, 'getAbandoned', guest, { token: user.token });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body.data.cartId).toBe(guest.cartId);
    expect(merged.body.data.items).toEqual([expect.objectContaining({ productId: scarf, qty: 5 })]);
    expect(merged.body.data.couponCode).toBe('CLAN15');
    expect((await cartCall(t, 'getCart', older, { token: user.token })).body).toMatchObject({
      code: 'CART_ARCHIVED',
      message: 'Cart is archived.',
      statusCode: 409,
    });
    expect(
      (await cartCall(t, 'addItem', { ...older, productId: scarf, qty: 1 }, { token: user.token })).body.code,
    ).toBe('CART_ARCHIVED');
    expect((await cartCall(t, 'getAbandoned', {}, { token: user.token })).body.data.cartId).toBe(guest.cartId);
    expect((await cartCall(t, 'getAbandoned', {})).body.code).toBe('NO_ACTIVE_USER');
  });
});
