import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';
import { clearCaches } from './cache-helpers.js';

// Catalogue and CMS answers come from the answer cache (docs/decisions/0110-read-cache.md, 0187-one-answer-cache.md): the same bytes and ETag
// for everyone, a 304 for a matching If-None-Match, dropped at once by catalogue writes and by staff clearing.
const SLUG = 'termosica';
const PRODUCT = `/api/v1/product/web/get?slug=${SLUG}`;
let t: TestApp;
let tokens: { admin: string; customer: string };

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  const [admin, customer] = await Promise.all([
    login(t, ADMIN.email, ADMIN.password),
    login(t, CUSTOMER.email, CUSTOMER.password),
  ]);
  tokens = { admin: admin.accessToken, customer: customer.accessToken };
});
afterAll(async () => t?.close());

const read = (url = PRODUCT, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: t.headers(headers) });
const productOf = (res: { json: () => unknown }) => (res.json() as { data: { name: string; finalPrice: number } }).data;

describe('the read cache', () => {
  it('should answer the same ETag twice and 304 without a body to a matching If-None-Match', async () => {
    const first = await read();
    expect(first.statusCode, first.body).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const second = await read();
    expect(second.headers.etag).toBe(etag);
    expect(second.body).toBe(first.body);

    const notModified = await read(PRODUCT, { 'if-none-match': etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    const stale = await read(PRODUCT, { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('should answer a browser in the brotli or gzip it was compressed in once, the same bytes once decoded', async () => {
    const plain = await read();
    const br = await read(PRODUCT, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
    const gzip = await read(PRODUCT, { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('should show a price change at once after the catalogue write, with a new ETag', async () => {
    const before = await read();
    const price = productOf(before).finalPrice;
    const [row] = await t.db.select({ id: products.id }).from(products).where(eq(products.slug, SLUG));
    // The price as staff change it (docs/decisions/0178): a new period in the price history, in force at once; the
    // write ends by refreshing the listing keys, which tells every process.
    const changed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${row!.id}/prices`,
      headers: t.headers(bearer(tokens.admin)),
      payload: { regularPrice: Math.round((price + 1) * 100), salePrice: null, memberPrice: null },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = await read();
    expect(productOf(after).finalPrice).toBeCloseTo(price + 1, 2);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await read(PRODUCT, { 'if-none-match': before.headers.etag as string })).statusCode).toBe(200);
  });

  it('should keep serving from memory what no write announced, until staff clear the listing cache', async () => {
    const before = productOf(await read());
    await t.db.update(products).set({ name: 'Termosica (ispravljeno)' }).where(eq(products.slug, SLUG));
    expect(productOf(await read()).name).toBe(before.name);
    const cleared = await clearCaches(t, tokens.admin, ['listing']);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(productOf(await read()).name).toBe('Termosica (ispravljeno)');
  });

  it('should cache CMS answers per language, with their own ETags', async () => {
    const url = '/api/v1/cms/option/filter';
    const hrv = await read(url);
    expect(hrv.statusCode, hrv.body).toBe(200);
    expect((await read(url, { 'if-none-match': hrv.headers.etag as string })).statusCode).toBe(304);
    expect(hrv.headers.vary).toContain('language');
  });
});

describe('personal answers', () => {
  it('should stay private and unstored next to cached catalogue answers', async () => {
    const profile = await read('/api/v1/user/web/profile', bearer(tokens.customer));
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.headers['cache-control']).toBe('private, no-store');
    expect(profile.headers.etag).toBeUndefined();
    const cart = await read('/api/v2/cart/getNewCartSession');
    expect(cart.headers['cache-control']).toBe('private, no-store');
    // A catalogue read by a logged-in shopper is the same public answer, and nothing personal joins it.
    const product = await read(PRODUCT, bearer(tokens.customer));
    expect(product.headers['cache-control']).toBe('no-cache');
    expect(product.body).toBe((await read()).body);
    // A listing is a POST: it is cached on the server, but the browser is told not to store it.
    const listing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/product/web/filter',
      headers: t.headers(),
      payload: { mainCategory: 'navijacki-program' },
    });
    expect(listing.statusCode, listing.body).toBe(200);
    expect(listing.headers['cache-control']).toBe('private, no-store');
    expect(listing.headers.etag).toBeUndefined();
  });
});
