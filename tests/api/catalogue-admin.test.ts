import sharp from 'sharp';
import { desc, eq, inArray } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeFeedOf, type ShopChange } from '../../src/server/platform/db/change-feed.js';
import { type MediaRef, mediaDimensions, mediaUrl } from '@shared/media.js';
import { auditLog, stockLedger } from '../../src/server/platform/db/schema/back-office.js';
import { products } from '../../src/server/platform/db/schema/catalogue.js';
import { applyCatalogueSchedule } from '../../src/server/modules/catalogue-admin/index.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, bearer, CUSTOMER, createAuthTestApp, login, movableClock } from './auth-helpers.js';

// The catalogue back office (docs/decisions/0175-store-wide-audit-log.md to 0179): products, prices on a timeline,
// stock with its ledger, each write one transaction with audit rows; staff only.
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

interface Options {
  categories: { id: number; name: string }[];
  attributes: { code: string; axis: string | null; values: { id: number; label: string }[] }[];
}
let options: Options;
const valueIds = (code: string, labels: string[]) =>
  labels.map((l) => options.attributes.find((a) => a.code === code)!.values.find((v) => v.label === l)!.id);

const jersey = (over: Record<string, unknown> = {}) => ({
  name: 'Dres testni domaći 2027',
  sku: 'TEST-DRES-27',
  slug: 'dres-testni-domaci-2027',
  format: 'configurable',
  status: 'published',
  shortDescription: 'Službeni dres za sezonu 2027.',
  description: null,
  seoTitle: 'Dres 2027',
  seoDescription: null,
  regularPrice: 6999,
  salePrice: null,
  memberPrice: 5999,
  categoryIds: [options.categories.find((c) => c.name === 'Dresovi')?.id ?? options.categories[0]!.id],
  tagIds: [],
  attributeValueIds: [],
  sizeValueIds: valueIds('velicina', ['S', 'M', 'L']),
  colourValueIds: [],
  bundleParts: [],
  services: { personalisation: true, sponsor: false },
  ...over,
});

beforeAll(async () => {
  options = await data('GET', '/api/v1/admin/products/options');
});

/** A valid form, so the refusal is about who asks and not about the body. */
const FORM = {
  name: 'X',
  sku: 'X-1',
  slug: 'x-jedan',
  format: 'simple',
  status: 'draft',
  regularPrice: 100,
  salePrice: null,
  memberPrice: null,
  categoryIds: [],
  tagIds: [],
  attributeValueIds: [],
  sizeValueIds: [],
  colourValueIds: [],
  bundleParts: [],
  services: { personalisation: false, sponsor: false },
};

const OPERATIONS: Array<[Method, string, unknown?]> = [
  ['GET', '/api/v1/admin/audit'],
  ['GET', '/api/v1/admin/products'],
  ['POST', '/api/v1/admin/products', FORM],
  ['GET', '/api/v1/admin/products/1'],
  ['PUT', '/api/v1/admin/products/1', FORM],
  ['POST', '/api/v1/admin/products/1/status', { status: 'draft' }],
  ['POST', '/api/v1/admin/products/1/prices', { regularPrice: 100, salePrice: null, memberPrice: null }],
  ['GET', '/api/v1/admin/stock'],
  ['POST', '/api/v1/admin/stock/adjust', { productId: 1, delta: 1, reason: 'delivery' }],
  ['POST', '/api/v1/admin/stock/take', { lines: [{ productId: 1, expectedAvailable: 1, counted: 1 }] }],
  ['GET', '/api/v1/admin/stock/1/ledger'],
  [
    'POST',
    '/api/v1/admin/products/bulk/preview',
    { selection: { ids: [1] }, change: { kind: 'status', status: 'draft' } },
  ],
  ['POST', '/api/v1/admin/products/bulk', { selection: { ids: [1] }, change: { kind: 'status', status: 'draft' } }],
  ['POST', '/api/v1/admin/products/bulk/1/undo'],
  ['POST', '/api/v1/admin/products/1/images', { fileName: 'a.png', alt: 'A', contentBase64: 'AAAA' }],
  ['PUT', '/api/v1/admin/products/1/images', { images: [] }],
  ['GET', '/api/v1/admin/products/export'],
  ['GET', '/api/v1/admin/jump?q=dres'],
  ['POST', '/api/v1/admin/products/import', { csv: 'sifra\nX', dryRun: true }],
];

describe('catalogue back office: who may use it', () => {
  it.each(OPERATIONS)('should refuse %s %s to a customer (403) and to a visitor (401)', async (method, url, body) => {
    expectCodedError(await call(method, url, customer, body), 403, 'FORBIDDEN');
    expectCodedError(await call(method, url, null, body), 401, 'UNAUTHORIZED');
  });
});

describe('catalogue back office: products', () => {
  let id: number;

  it('should create a configurable jersey with a variant per size, audited, and list it in its category and search', async () => {
    const created = await data('POST', '/api/v1/admin/products', jersey());
    id = created.id;
    expect(created.variants.map((v: { sku: string }) => v.sku)).toEqual([
      'TEST-DRES-27-S',
      'TEST-DRES-27-M',
      'TEST-DRES-27-L',
    ]);
    expect(created).toMatchObject({ status: 'published', regularPrice: 6999, salePrice: null, memberPrice: 5999 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)))
      .orderBy(desc(auditLog.id));
    expect(audit).toMatchObject({ entityKind: 'product', action: 'product.create', userEmail: ADMIN.email });
    expect(audit!.changes).toContainEqual({ field: 'sku', before: null, after: 'TEST-DRES-27' });

    const list = await data('GET', '/api/v1/admin/products?q=dres%20testni');
    expect(list.records.map((r: { id: number }) => r.id)).toContain(id);
    const bySku = await data('GET', '/api/v1/admin/products?q=TEST-DRES-27-M');
    expect(bySku.records[0].id).toBe(id);
    const search = await call('POST', '/api/v1/product/web/filter', null, { keywords: 'dres testni domaci' });
    expect(search.statusCode, search.body).toBe(200);
    expect(JSON.stringify(search.json().data)).toContain('dres-testni-domaci-2027');
  });

  it('should refuse a taken SKU or slug, a negative price and a sale above the regular price on their field, writing nothing', async () => {
    const before = await t.db.$count(products);
    const taken = await call('POST', '/api/v1/admin/products', admin, jersey());
    expectCodedError(taken, 409, 'PRODUCT_SKU_TAKEN');
    expect(taken.json().payload).toEqual({ field: 'sku' });
    expectCodedError(
      await call('POST', '/api/v1/admin/products', admin, jersey({ sku: 'NEW-1' })),
      409,
      'PRODUCT_SLUG_TAKEN',
    );
    const negative = await call(
      'POST',
      '/api/v1/admin/products',
      admin,
      jersey({ sku: 'NEW-2', slug: 'novi-dva', regularPrice: -1 }),
    );
    expectCodedError(negative, 400, 'PRICE_NEGATIVE');
    expect(negative.json().payload).toEqual({ field: 'regularPrice' });
    const sale = await call(
      'POST',
      '/api/v1/admin/products',
      admin,
      jersey({ sku: 'NEW-3', slug: 'novi-tri', salePrice: 9999 }),
    );
    expectCodedError(sale, 400, 'SALE_ABOVE_REGULAR');
    expect(sale.json().payload).toEqual({ field: 'salePrice' });
    expect(await t.db.$count(products)).toBe(before);
  });

  it('should save the form with the changed fields in the audit log, and add and archive variants', async () => {
    const saved = await data(
      'PUT',
      `/api/v1/admin/products/${id}`,
      jersey({ name: 'Dres testni domaći 2027/28', sizeValueIds: valueIds('velicina', ['M', 'L', 'XL']) }),
    );
    expect(
      saved.variants.filter((v: { status: string }) => v.status === 'published').map((v: { sku: string }) => v.sku),
    ).toEqual(['TEST-DRES-27-M', 'TEST-DRES-27-L', 'TEST-DRES-27-XL']);
    expect(saved.variants.find((v: { sku: string }) => v.sku === 'TEST-DRES-27-S').status).toBe('archived');
    const history = await data('GET', `/api/v1/admin/audit?entityKind=product&entityId=${id}`);
    expect(history.records[0].action).toBe('product.update');
    expect(history.records[0].changes).toContainEqual({
      field: 'name',
      before: 'Dres testni domaći 2027',
      after: 'Dres testni domaći 2027/28',
    });
  });

  it('should hide an unpublished product from the shop and publish it at its moment', async () => {
    const publishAt = new Date(clock.now() + 3600_000).toISOString();
    const draft = await data('POST', `/api/v1/admin/products/${id}/status`, { status: 'published', publishAt });
    expect(draft).toMatchObject({ status: 'draft', publishAt });
    expect((await call('GET', '/api/v1/product/web/get?slug=dres-testni-domaci-2027', null)).statusCode).toBe(404);
    clock.ahead = 3601_000;
    expect(await applyCatalogueSchedule(t.app, new Date(clock.now()))).toMatchObject({ published: 1 });
    expect((await call('GET', '/api/v1/product/web/get?slug=dres-testni-domaci-2027', null)).statusCode).toBe(200);
  });

  it('should start a planned sale at its moment, with the 30-day lowest price following the history', async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const startsAt = new Date(clock.now() + 2 * 86_400_000).toISOString();
    const endsAt = new Date(clock.now() + 9 * 86_400_000).toISOString();
    const planned = await data('POST', `/api/v1/admin/products/${id}/prices`, {
      regularPrice: 6999,
      salePrice: 4999,
      memberPrice: null,
      startsAt,
      endsAt,
    });
    expect(planned.plannedPrices).toEqual([
      { from: startsAt, to: endsAt, regularPrice: 6999, finalPrice: 4999, memberPrice: null },
      { from: endsAt, to: null, regularPrice: 6999, finalPrice: 6999, memberPrice: 5999 },
    ]);
    const page = async () =>
      (await call('GET', '/api/v1/product/web/get?slug=dres-testni-domaci-2027', null)).json().data;
    expect((await page()).finalPrice).toBe(69.99);

    clock.ahead += 2 * 86_400_000 + 1000;
    expect((await applyCatalogueSchedule(t.app, new Date(clock.now()))).prices).toBeGreaterThan(0);
    const onSale = await page();
    expect(onSale.finalPrice).toBe(49.99);
    expect(onSale.lowestPrice).toEqual({ retailPrice: 69.99 });
    const [row] = await t.db.select().from(products).where(eq(products.id, id));
    expect(row).toMatchObject({ finalPrice: 4999, retailPrice: 6999, lowestPrice: 6999 });

    clock.ahead += 8 * 86_400_000;
    await applyCatalogueSchedule(t.app, new Date(clock.now()));
    const after = await page();
    expect(after.finalPrice).toBe(69.99);
    // Back at the regular price, the lowest of the last 30 days is the sale that just ended.
    expect(after.lowestPrice).toEqual({ retailPrice: 49.99 });
  });
});

describe('catalogue back office: SEO fields on the product page', () => {
  // docs/decisions/0198-product-seo-fields-reach-the-page.md: the first HTML answer's head (and the page's own data,
  // which the client's head follows after a navigation) says what staff set, else the product's defaults.
  const SHOP = 'NK Zvijezda Fan Shop';
  const page = async (slug: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${slug}`, headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const doc = new JSDOM(res.body).window.document;
    const meta = (selector: string) => doc.querySelector(selector)?.getAttribute('content') ?? null;
    return {
      title: doc.title,
      description: meta('meta[name="description"]'),
      ogTitle: meta('meta[property="og:title"]'),
      ogDescription: meta('meta[property="og:description"]'),
      descriptions: doc.querySelectorAll('meta[name="description"]').length,
    };
  };
  const api = async (slug: string) =>
    (await call('GET', `/api/v1/product/web/get?slug=${slug}`, null)).json().data as {
      seo: { title: string | null; description: string };
    };

  it("should head the product page with the staff's SEO title and description, dropping the kept answers on the edit", async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const form = jersey({
      name: 'Šal SEO test',
      sku: 'TEST-SEO-SAL',
      slug: 'sal-seo-test',
      format: 'simple',
      shortDescription: '<p>Topli   šal u bojama kluba.</p>',
      seoTitle: null,
      seoDescription: null,
      sizeValueIds: [],
      services: { personalisation: false, sponsor: false },
    });
    const { id } = await data('POST', '/api/v1/admin/products', form);

    // Nothing set: the product's name and its short description as plain text.
    const plain = await page('sal-seo-test');
    expect(plain).toMatchObject({
      title: `Šal SEO test | ${SHOP}`,
      description: 'Topli šal u bojama kluba.',
      ogTitle: `Šal SEO test | ${SHOP}`,
      descriptions: 1,
    });
    expect((await api('sal-seo-test')).seo).toEqual({ title: null, description: 'Topli šal u bojama kluba.' });

    // The product's answer (the rendered page's data, kept with it in the answer cache) is kept: a write no one
    // announced does not reach it.
    await t.db.update(products).set({ seoTitle: 'Tiho' }).where(eq(products.id, id));
    expect((await api('sal-seo-test')).seo.title).toBeNull();

    const changes: ShopChange[] = [];
    const unsubscribe = changeFeedOf(t.db)!.subscribe((change) => changes.push(change));
    try {
      await data('PUT', `/api/v1/admin/products/${id}`, {
        ...form,
        seoTitle: 'Zimski šal navijača',
        seoDescription: 'Šal NK Zvijezda – topao, mekan, službeni.',
      });
    } finally {
      unsubscribe();
    }
    // The edit told every process through the change feed, and this one dropped its kept answers.
    expect(changes).toContainEqual({ kind: 'data' });
    const set = await page('sal-seo-test');
    expect(set).toMatchObject({
      title: `Zimski šal navijača | ${SHOP}`,
      description: 'Šal NK Zvijezda – topao, mekan, službeni.',
      ogTitle: `Zimski šal navijača | ${SHOP}`,
      ogDescription: 'Šal NK Zvijezda – topao, mekan, službeni.',
      descriptions: 1,
    });
    expect((await api('sal-seo-test')).seo).toEqual({
      title: 'Zimski šal navijača',
      description: 'Šal NK Zvijezda – topao, mekan, službeni.',
    });
    const history = await data('GET', `/api/v1/admin/audit?entityKind=product&entityId=${id}`);
    expect(history.records[0].changes).toContainEqual({
      field: 'seoTitle',
      before: 'Tiho',
      after: 'Zimski šal navijača',
    });

    // Cleared again: back to the defaults.
    await data('PUT', `/api/v1/admin/products/${id}`, { ...form, seoTitle: '  ', seoDescription: null });
    expect(await page('sal-seo-test')).toMatchObject({
      title: `Šal SEO test | ${SHOP}`,
      description: 'Topli šal u bojama kluba.',
    });
  });
});

describe('catalogue back office: stock', () => {
  it('should adjust with a reason, write the ledger, and refuse going below zero', async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const grid = await data('GET', '/api/v1/admin/stock?q=TEST-DRES-27-M');
    const row = grid.records[0];
    expect(row).toMatchObject({ sku: 'TEST-DRES-27-M', available: 0, reserved: 0, onHand: 0, usable: 0, state: 'out' });
    const after = await data('POST', '/api/v1/admin/stock/adjust', {
      productId: row.productId,
      delta: 10,
      reason: 'delivery',
      note: 'Primka 12',
    });
    expect(after.records.find((r: { productId: number }) => r.productId === row.productId)).toMatchObject({
      available: 10,
      usable: 8,
      state: 'in',
    });
    expectCodedError(
      await call('POST', '/api/v1/admin/stock/adjust', admin, {
        productId: row.productId,
        delta: -11,
        reason: 'damage',
      }),
      400,
      'STOCK_NEGATIVE',
    );
    const ledger = await data('GET', `/api/v1/admin/stock/${row.productId}/ledger`);
    expect(ledger.records).toEqual([
      expect.objectContaining({
        delta: 10,
        quantityAfter: 10,
        reason: 'delivery',
        note: 'Primka 12',
        userEmail: ADMIN.email,
      }),
    ]);
  });

  it('should apply a stock take, and refuse it whole when a counted line moved meanwhile', async () => {
    const grid = await data('GET', '/api/v1/admin/stock?q=TEST-DRES-27');
    const [m, l] = ['TEST-DRES-27-M', 'TEST-DRES-27-L'].map((sku) =>
      grid.records.find((r: { sku: string }) => r.sku === sku),
    );
    const stale = await call('POST', '/api/v1/admin/stock/take', admin, {
      lines: [
        { productId: m.productId, expectedAvailable: 3, counted: 7 },
        { productId: l.productId, expectedAvailable: l.available, counted: 4 },
      ],
    });
    expectCodedError(stale, 409, 'STOCK_TAKE_STALE');
    expect(stale.json().payload).toEqual({ productIds: [m.productId] });
    const done = await data('POST', '/api/v1/admin/stock/take', {
      note: 'Inventura prije utakmice',
      lines: [
        { productId: m.productId, expectedAvailable: m.available, counted: 7 },
        { productId: l.productId, expectedAvailable: l.available, counted: 4 },
      ],
    });
    expect(done).toEqual({ lines: 2, changed: 2 });
    const rows = await t.db.select().from(stockLedger).where(eq(stockLedger.reason, 'stock_take'));
    expect(rows.map((r) => [r.productId, r.delta, r.quantityAfter]).sort()).toEqual(
      [
        [l.productId, 4, 4],
        [m.productId, -3, 7],
      ].sort(),
    );
  });
});

describe('catalogue back office: bulk changes', () => {
  it('should preview −20 % on a filtered set without writing, apply it as one action and undo it whole', async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const filter = { q: 'poklon bon' };
    const request = {
      selection: { filter },
      change: { kind: 'price', target: 'sale', mode: 'percent', value: -20, round99: true },
    };
    const before = await t.db.select({ id: products.id, finalPrice: products.finalPrice }).from(products);
    const preview = await data('POST', '/api/v1/admin/products/bulk/preview', request);
    expect(preview.count).toBe(3);
    expect(preview.rows.map((r: { sku: string; changes: unknown[] }) => [r.sku.slice(-9), r.changes])).toEqual([
      ['-POKBON25', [{ field: 'salePrice', before: null, after: 1999 }]],
      ['-POKBON50', [{ field: 'salePrice', before: null, after: 3999 }]],
      ['POKBON100', [{ field: 'salePrice', before: null, after: 7999 }]],
    ]);
    expect(await t.db.select({ id: products.id, finalPrice: products.finalPrice }).from(products)).toEqual(before);

    const applied = await data('POST', '/api/v1/admin/products/bulk', request);
    expect(applied).toMatchObject({ count: 3, changed: 3 });
    const page = await call('GET', '/api/v1/product/web/get?slug=poklon-bon-50', null);
    expect(page.json().data.finalPrice).toBe(39.99);
    const audit = await data('GET', '/api/v1/admin/audit?action=bulk.apply');
    expect(audit.records.filter((r: { bulkActionId: number }) => r.bulkActionId === applied.bulkActionId)).toHaveLength(
      4,
    );

    expect(await data('POST', `/api/v1/admin/products/bulk/${applied.bulkActionId}/undo`)).toEqual({
      bulkActionId: applied.bulkActionId,
      count: 3,
    });
    expect((await call('GET', '/api/v1/product/web/get?slug=poklon-bon-50', null)).json().data.finalPrice).toBe(50);
    expectCodedError(
      await call('POST', `/api/v1/admin/products/bulk/${applied.bulkActionId}/undo`, admin),
      409,
      'BULK_ALREADY_UNDONE',
    );
  });

  it('should change tags and a stock of variants in bulk, and take back only the difference on undo', async () => {
    const jerseyId = (await data('GET', '/api/v1/admin/products?q=TEST-DRES-27')).records[0].id;
    const tagged = await data('POST', '/api/v1/admin/products/bulk', {
      selection: { ids: [jerseyId] },
      change: { kind: 'tags', add: [1, 2] },
    });
    expect(tagged.changed).toBe(1);
    expect((await data('GET', `/api/v1/admin/products/${jerseyId}`)).tagIds).toEqual([1, 2]);
    const stocked = await data('POST', '/api/v1/admin/products/bulk', {
      selection: { ids: [jerseyId] },
      change: { kind: 'stock', mode: 'delta', value: 5 },
    });
    expect(stocked.changed).toBe(3);
    const variant = (await data('GET', `/api/v1/admin/products/${jerseyId}`)).variants.find(
      (v: { sku: string }) => v.sku === 'TEST-DRES-27-M',
    );
    expect(variant.stock).toBe(12);
    await data('POST', '/api/v1/admin/stock/adjust', { productId: variant.id, delta: -2, reason: 'damage' });
    await data('POST', `/api/v1/admin/products/bulk/${stocked.bulkActionId}/undo`);
    expect(
      (await data('GET', `/api/v1/admin/products/${jerseyId}`)).variants.find(
        (v: { id: number }) => v.id === variant.id,
      ).stock,
    ).toBe(5);
    expectCodedError(
      await call('POST', '/api/v1/admin/products/bulk/preview', admin, {
        selection: {},
        change: { kind: 'status', status: 'draft' },
      }),
      400,
      'BULK_NOTHING_CHOSEN',
    );
  });
});

describe('catalogue back office: images', () => {
  const png = async (colour: string) =>
    (
      await sharp({ create: { width: 40, height: 30, channels: 3, background: colour } })
        .png()
        .toBuffer()
    ).toString('base64');

  it('should add images with their alt text to a product and a variant, reorder them, and refuse what is no image', async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const product = (await data('GET', '/api/v1/admin/products?q=TEST-DRES-27')).records[0];
    const detail = await data('GET', `/api/v1/admin/products/${product.id}`);
    const variant = detail.variants.find((v: { sku: string }) => v.sku === 'TEST-DRES-27-M');
    await data('POST', `/api/v1/admin/products/${product.id}/images`, {
      fileName: 'prednja.png',
      alt: 'Dres sprijeda',
      contentBase64: await png('#1040a0'),
    });
    const two = await data('POST', `/api/v1/admin/products/${product.id}/images`, {
      fileName: 'm.png',
      alt: 'Dres M',
      contentBase64: await png('#ffffff'),
      variantId: variant.id,
    });
    expect(two.media.map((m: { alt: string; variantId: number | null }) => [m.alt, m.variantId])).toEqual([
      ['Dres sprijeda', null],
      ['Dres M', variant.id],
    ]);
    const image = await t.app.inject({ method: 'GET', url: two.media[0].thumbnail });
    expect(image.statusCode).toBe(200);

    const text = await call('POST', `/api/v1/admin/products/${product.id}/images`, admin, {
      fileName: 'x.png',
      alt: 'Tekst',
      contentBase64: Buffer.from('nije slika').toString('base64'),
    });
    expectCodedError(text, 415, 'MEDIA_NOT_IMAGE');
    const blank = await call('POST', `/api/v1/admin/products/${product.id}/images`, admin, {
      fileName: 'x.png',
      alt: ' ',
      contentBase64: await png('#000000'),
    });
    expectCodedError(blank, 400, 'MEDIA_ALT_REQUIRED');

    const saved = await data('PUT', `/api/v1/admin/products/${product.id}/images`, {
      images: [
        { id: two.media[1].id, alt: 'Dres M, sprijeda', variantId: null },
        { id: two.media[0].id, alt: 'Dres sprijeda', variantId: null },
      ],
    });
    expect(saved.media.map((m: { alt: string; position: number }) => [m.position, m.alt])).toEqual([
      [0, 'Dres M, sprijeda'],
      [1, 'Dres sprijeda'],
    ]);
    const shop = (await call('GET', '/api/v1/product/web/get?slug=dres-testni-domaci-2027', null)).json().data;
    expect(shop.media[0].description).toBe('Dres M, sprijeda');
    const audit = await data('GET', `/api/v1/admin/audit?entityKind=media&entityId=${product.id}`);
    expect(audit.records.map((r: { action: string }) => r.action)).toEqual(['media.update', 'media.add', 'media.add']);
  });
});

describe('catalogue back office: crop focus', () => {
  // docs/decisions/0199-crop-focus.md: staff pick a point of an image; its thumbnail and hero presets are cut around
  // it by sharp, under an address that names the focus.
  const halves = async () =>
    (
      await sharp({ create: { width: 400, height: 200, channels: 3, background: '#ff0000' } })
        .composite([
          {
            input: { create: { width: 200, height: 200, channels: 3, background: '#0000ff' } },
            left: 200,
            top: 0,
          },
        ])
        .png()
        .toBuffer()
    ).toString('base64');
  /** The rendered preset's size and how many of its pixels are red and blue. */
  const colours = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    const { data: pixels, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    let red = 0;
    let blue = 0;
    for (let i = 0; i < pixels.length; i += info.channels) {
      if (pixels[i]! > 200 && pixels[i + 2]! < 60) red++;
      if (pixels[i + 2]! > 200 && pixels[i]! < 60) blue++;
    }
    return { width: info.width, height: info.height, red, blue, pixels: info.width * info.height, res };
  };
  type ShopMedia = { id: number; title: string; extension: string; width: number; height: number; focus: unknown };

  it('should cut the thumbnail around the focus staff click, re-made under a new address when the focus moves', async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const { id } = await data(
      'POST',
      '/api/v1/admin/products',
      jersey({
        name: 'Zastava pola-pola',
        sku: 'TEST-FOKUS',
        slug: 'zastava-pola-pola',
        format: 'simple',
        sizeValueIds: [],
        services: { personalisation: false, sponsor: false },
      }),
    );
    const added = await data('POST', `/api/v1/admin/products/${id}/images`, {
      fileName: 'zastava.png',
      alt: 'Zastava, lijevo crvena, desno plava',
      contentBase64: await halves(),
    });
    const [image] = added.media;
    expect(image.focus).toBeNull();
    const shopMedia = async () =>
      (
        await call('GET', '/api/v1/product/web/get?slug=zastava-pola-pola', null).then((r) => {
          if (r.statusCode !== 200) throw new Error(r.body);
          return r;
        })
      ).json().data.media[0].media as ShopMedia;
    const ref = await shopMedia();
    const url = (media: ShopMedia, size: 'thumbnail' | 'heroimage') => mediaUrl(media as MediaRef, size, 'png');

    // No focus: the thumbnail fits the whole image, both halves, as before.
    expect(url(ref, 'thumbnail')).toMatch(/\/thumbnail\/[^/]+\.png$/);
    const whole = await colours(url(ref, 'thumbnail'));
    expect([whole.width, whole.height]).toEqual([50, 25]);
    expect(whole.red).toBeGreaterThan(whole.pixels / 3);
    expect(whole.blue).toBeGreaterThan(whole.pixels / 3);

    // A focus on the left third: a 50×50 cut whose pixels all come from the red left half.
    const left = await data('PUT', `/api/v1/admin/products/${id}/images`, {
      images: [{ id: image.id, alt: image.alt, variantId: null, focus: { x: 0.2, y: 0.5 } }],
    });
    expect(left.media[0].focus).toEqual({ x: 0.2, y: 0.5 });
    const focused = await shopMedia();
    expect(focused.focus).toEqual({ x: 0.2, y: 0.5 });
    expect(url(focused, 'thumbnail')).toMatch(/\/thumbnail\/[^/]+\.png\/0c81f4$/);
    const red = await colours(url(focused, 'thumbnail'));
    expect([red.width, red.height]).toEqual([50, 50]);
    expect(red.red).toBe(red.pixels);
    expect(mediaDimensions(focused as MediaRef & ShopMedia, 'thumbnail')).toEqual({ width: 50, height: 50 });
    // The hero is cut to its own shape too (1440×550 from a 400×200 original: 400×153, never enlarged).
    const hero = await colours(url(focused, 'heroimage'));
    expect([hero.width, hero.height]).toEqual([400, 153]);
    // Presets that do not crop keep the whole image.
    const small = await colours(mediaUrl(focused as MediaRef, 'small', 'png'));
    expect([small.width, small.height]).toEqual([320, 160]);
    expect(small.blue).toBeGreaterThan(0);

    // Moved to the right: a new address, a new render, all blue; the old address gets the new cut too.
    await data('PUT', `/api/v1/admin/products/${id}/images`, {
      images: [{ id: image.id, alt: image.alt, variantId: null, focus: { x: 0.9, y: 0.5 } }],
    });
    const moved = await shopMedia();
    expect(url(moved, 'thumbnail')).not.toBe(url(focused, 'thumbnail'));
    const blue = await colours(url(moved, 'thumbnail'));
    expect(blue.blue).toBe(blue.pixels);
    expect((await colours(url(focused, 'thumbnail'))).blue).toBe(blue.pixels);
    expect(blue.res.headers.etag).not.toBe(red.res.headers.etag);

    // Left out: kept; null: gone, the whole image again.
    expect(
      (
        await data('PUT', `/api/v1/admin/products/${id}/images`, {
          images: [{ id: image.id, alt: image.alt, variantId: null }],
        })
      ).media[0].focus,
    ).toEqual({ x: 0.9, y: 0.5 });
    await data('PUT', `/api/v1/admin/products/${id}/images`, {
      images: [{ id: image.id, alt: image.alt, variantId: null, focus: null }],
    });
    const cleared = await colours(url(await shopMedia(), 'thumbnail'));
    expect([cleared.width, cleared.height]).toEqual([50, 25]);

    const audit = await data('GET', `/api/v1/admin/audit?entityKind=media&entityId=${id}`);
    expect(audit.records[0].changes[0].before[0].focus).toEqual({ x: 0.9, y: 0.5 });
    expect(audit.records[0].changes[0].after[0].focus).toBeNull();

    const outside = await call('PUT', `/api/v1/admin/products/${id}/images`, admin, {
      images: [{ id: image.id, alt: image.alt, variantId: null, focus: { x: 1.5, y: 0.5 } }],
    });
    expectCodedError(outside, 400, 'VALIDATION_FAILED');
  });
});

describe('catalogue back office: CSV by SKU', () => {
  it("should round-trip 100 products through Excel's CSV, report three bad rows by line, and import the rest as one undoable action", async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const exported = await data('GET', '/api/v1/admin/products/export');
    expect(
      exported.csv.startsWith('\uFEFFsifra;naziv;status;redovna_cijena;akcijska_cijena;clanska_cijena;zaliha\r\n'),
    ).toBe(true);
    const lines: string[] = exported.csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines.length).toBeGreaterThan(101);
    // Every product row with a stock gets one more unit: 100 rows changed.
    const header = lines[0]!;
    const withStock = lines
      .slice(1)
      .filter((l) => /;\d+$/.test(l))
      .slice(0, 100);
    const edited = withStock.map((l) => l.replace(/;(\d+)$/, (_, n) => `;${Number(n) + 1}`));
    const bad = [
      'NEPOSTOJI-1;X;objavljen;10,00;;;1',
      `${withStock[0]!.split(';')[0]}-X;Y;;abc;;;`,
      edited[1]!.replace(/^([^;]*);([^;]*);([^;]*);([^;]*);[^;]*;/, '$1;$2;$3;$4;999999,00;'),
    ];
    const csv = [header, ...edited.slice(2), ...bad].join('\r\n');
    const preview = await data('POST', '/api/v1/admin/products/import', { csv, dryRun: true });
    expect(preview.errors.map((e: { line: number }) => e.line)).toEqual([100, 101, 102]);
    expect(preview.errors[0].message).toBe(
      'Nepoznata šifra proizvoda "NEPOSTOJI-1": novi proizvod treba naziv, kategoriju i redovnu cijenu ' +
        '(nedostaje: kategorija).',
    );
    expect(preview.errors[2].message).toBe('Akcijska cijena ne može biti veća od redovne cijene.');
    expect(preview.changed).toBe(98);
    const refused = await call('POST', '/api/v1/admin/products/import', admin, { csv, dryRun: false });
    expectCodedError(refused, 400, 'CSV_INVALID');
    expect(refused.json().payload.errors).toHaveLength(3);

    const clean = [header, ...edited].join('\r\n');
    const imported = await data('POST', '/api/v1/admin/products/import', { csv: clean, dryRun: false });
    expect(imported).toMatchObject({ lines: 100, changed: 100, errors: [] });
    const sku = edited[0]!.split(';')[0]!;
    const row = (await data('GET', `/api/v1/admin/stock?q=${encodeURIComponent(sku)}`)).records.find(
      (r: { sku: string }) => r.sku === sku,
    );
    expect(row.available).toBe(Number(edited[0]!.split(';').at(-1)));
    await data('POST', `/api/v1/admin/products/bulk/${imported.bulkActionId}/undo`);
    const back = (await data('GET', `/api/v1/admin/stock?q=${encodeURIComponent(sku)}`)).records.find(
      (r: { sku: string }) => r.sku === sku,
    );
    expect(back.available).toBe(row.available - 1);

    const unknownColumn = await data('POST', '/api/v1/admin/products/import', {
      csv: 'sifra,boja\nA,plava',
      dryRun: true,
    });
    expect(unknownColumn.errors).toEqual([{ line: 1, message: 'Redak 1: nepoznat stupac "boja".' }]);
  });
});

describe('catalogue back office: CSV makes new products', () => {
  it("should make a product of an unknown SKU with a name, category and price, shown as 'novi proizvod', and archive it on undo", async () => {
    admin = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
    const csv = [
      'sifra;naziv;kategorija;redovna_cijena;akcijska_cijena;zaliha',
      'NOVI-SAL-1;Šal novi navijački;Dresovi;19,99;14,99;5',
      'NOVI-SAL-2;Šal novi navijački;dresovi;9,99;;',
      'NOVI-SAL-3;Kapa;Nepostojeća;9,99;;',
      'NOVI-SAL-4;;Dresovi;9,99;;',
      'NOVI SAL;Kapa bez šifre;Dresovi;9,99;;',
    ].join('\r\n');
    const before = await t.db.$count(products);
    const preview = await data('POST', '/api/v1/admin/products/import', { csv, dryRun: true });
    expect(preview).toMatchObject({ lines: 5, changed: 2, created: 2 });
    expect(preview.errors).toEqual([
      { line: 4, message: 'Nepoznata kategorija "Nepostojeća".' },
      {
        line: 5,
        message:
          'Nepoznata šifra proizvoda "NOVI-SAL-4": novi proizvod treba naziv, kategoriju i redovnu cijenu (nedostaje: naziv).',
      },
      { line: 6, message: 'Šifra "NOVI SAL" smije imati do 48 slova, brojki, crtica, točaka i podvlaka.' },
    ]);
    const first = preview.rows.find((r: { line: number }) => r.line === 2);
    expect(first).toMatchObject({ sku: 'NOVI-SAL-1', name: 'Šal novi navijački', created: true, error: null });
    expect(first.changes).toContainEqual({ field: 'slug', before: null, after: 'sal-novi-navijacki' });
    // Two new rows with one name: the second takes the next free address.
    expect(preview.rows.find((r: { line: number }) => r.line === 3).changes).toContainEqual({
      field: 'slug',
      before: null,
      after: 'sal-novi-navijacki-2',
    });
    expect(await t.db.$count(products)).toBe(before);
    expectCodedError(
      await call('POST', '/api/v1/admin/products/import', admin, { csv, dryRun: false }),
      400,
      'CSV_INVALID',
    );

    const good = csv.split('\r\n').slice(0, 3).join('\r\n');
    const imported = await data('POST', '/api/v1/admin/products/import', { csv: good, dryRun: false });
    expect(imported).toMatchObject({ changed: 2, created: 2, errors: [] });
    const [made] = await t.db.select().from(products).where(eq(products.sku, 'NOVI-SAL-1'));
    expect(made).toMatchObject({
      name: 'Šal novi navijački',
      status: 'draft',
      retailPrice: 1999,
      finalPrice: 1499,
      stockQuantity: 5,
    });
    const detail = await data('GET', `/api/v1/admin/products/${made!.id}`);
    expect(detail.categoryIds).toEqual([options.categories.find((c) => c.name === 'Dresovi')!.id]);
    const audit = await data('GET', `/api/v1/admin/audit?entityKind=product&entityId=${made!.id}`);
    expect(audit.records[0]).toMatchObject({ action: 'product.create', bulkActionId: imported.bulkActionId });
    // A second import of the same file changes nothing: the SKUs are known now.
    expect(await data('POST', '/api/v1/admin/products/import', { csv: good, dryRun: true })).toMatchObject({
      created: 0,
    });

    await data('POST', `/api/v1/admin/products/bulk/${imported.bulkActionId}/undo`);
    const undone = await t.db
      .select()
      .from(products)
      .where(inArray(products.sku, ['NOVI-SAL-1', 'NOVI-SAL-2']));
    expect(undone.map((p) => [p.status, p.archived])).toEqual([
      ['archived', true],
      ['archived', true],
    ]);
  });
});

describe('catalogue back office: Cmd-K', () => {
  it('should find products by SKU and customers by e-mail, with the address each opens', async () => {
    const bySku = await data('GET', '/api/v1/admin/jump?q=TEST-DRES-27-M');
    expect(bySku.results[0]).toMatchObject({
      kind: 'product',
      detail: 'TEST-DRES-27',
      path: expect.stringMatching(/^\/admin\/proizvodi\/\d+$/),
    });
    const customer = await data('GET', '/api/v1/admin/jump?q=kupac@zvijezda');
    expect(customer.results).toContainEqual(expect.objectContaining({ kind: 'customer', detail: CUSTOMER.email }));
    expect((await data('GET', '/api/v1/admin/jump?q=x')).results).toEqual([]);
  });
});
