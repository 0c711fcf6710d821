import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCodedError, type TestApp } from '../support/index.js';
import { createCatalogueApp, get, post } from './catalogue-helpers.js';

const GET = '/api/v1/product/web/get';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

const product = async (query: string) => {
  const res = await get(t, `${GET}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('product web/get', () => {
  it('should return a configurable jersey with sizes as text swatches and each variant with its stock', async () => {
    const p = await product('slug=domaci-dres-2025-26');
    expect(p).toMatchObject({
      format: 'configurable',
      type: 'product',
      purchasable: true,
      retailPrice: 69.99,
      membershipPrice: { retailPrice: 59.99 },
    });
    const sizes = p.configurationAttributes.find((a: { attributeCode: string }) => a.attributeCode === 'velicina');
    expect(sizes.type).toBe('textSwatch');
    expect(sizes.values.map((v: { label: string }) => v.label)).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
    const xxl = p.associatedProducts.find(
      (v: { options: Record<string, number> }) => v.options.velicina === sizes.values[4].id,
    );
    expect(xxl).toMatchObject({ stockQuantity: 0, usableQuantity: 0, purchasable: false });
    expect(sizes.values[4]).toMatchObject({ available: false, product: xxl.id });
    expect(p.customOptions.map((o: { label: string }) => o.label)).toEqual([
      'Upiši broj',
      'Upiši tekst',
      'Dodaj sponzore',
      'Boja personalizacije',
    ]);
    expect(p.customOptions[3]).toMatchObject({ code: 'colour', type: 'select', values: ['Bijela', 'Zlatna', 'Crna'] });
    // What each add-on costs: the service products the cart charges (docs/decisions/0084-jersey-add-ons-priced-and-previewed.md).
    expect(p.customOptions.map((o: { price?: number }) => o.price)).toEqual([15, 15, 10, undefined]);
    expect(p.upsellProducts.length).toBeGreaterThan(0);
    expect(p.media[0].media.url).toMatch(/^\/media\/1\/\d+\/original\/[a-z0-9-]+\.png$/);
  });

  it('should give colour variants visual swatches with hex values', async () => {
    const p = await product('slug=majica-logo');
    const colours = p.configurationAttributes.find((a: { attributeCode: string }) => a.attributeCode === 'boja');
    expect(colours.type).toBe('visualSwatch');
    expect(colours.values.map((v: { value: string }) => v.value)).toEqual(['#0b3d91', '#ffffff']);
  });

  it('should show the lowest price of the 30 days before the reduction and measure the discount against it', async () => {
    const p = await product('slug=domaci-dres-2024-25');
    // Regular 69.99, a 15 % promotion 35 days ago (59.49), reduced to 41.99 ten days ago.
    expect(p.retailPrice).toBe(69.99);
    expect(p.finalPrice).toBe(41.99);
    expect(p.lowestPrice).toEqual({ retailPrice: 59.49 });
    expect(p.discount).toEqual({ retailPrice: 41.99, percentage: Math.round(((59.49 - 41.99) / 59.49) * 100) });
  });

  it('should read a product by id as well as by slug', async () => {
    const bySlug = await product('slug=sal-zvijezda-klasicni');
    const byId = await product(`id=${bySlug.id}`);
    expect(byId.slug).toBe('sal-zvijezda-klasicni');
  });

  it('should treat low and sold-out stock with the two-unit buffer', async () => {
    expect(await product('slug=zidni-sat')).toMatchObject({ stockQuantity: 3, usableQuantity: 1, purchasable: true });
    expect(await product('slug=kalendar-2026')).toMatchObject({
      stockQuantity: 2,
      usableQuantity: 0,
      purchasable: false,
    });
    expect(await product('slug=termosica')).toMatchObject({ stockQuantity: 0, purchasable: false });
  });

  it('should sell the gift voucher as an eProduct with infinite quantity', async () => {
    expect(await product('slug=poklon-bon-50')).toMatchObject({
      format: 'eProduct',
      infiniteQuantity: true,
      usableQuantity: null,
      quantity: null,
      purchasable: true,
    });
  });

  it('should serve the two service products by slug for the cart', async () => {
    for (const slug of ['usluga-promidzbe-i-marketinga', 'sponzori'])
      expect((await product(`slug=${slug}`)).type).toBe('service');
  });

  it('should list a bundle with its parts, their quantities and configurations', async () => {
    const p = await product('slug=paket-domaci-komplet');
    expect(p.format).toBe('bundle');
    expect(p.bundles.map((b: { product: { slug: string }; quantity: number }) => [b.product.slug, b.quantity])).toEqual(
      [
        ['domaci-dres-2025-26', 1],
        ['kratke-hlace-domace-2025-26', 1],
        ['carape-domace', 2],
      ],
    );
    expect(p.bundles[0].product.configurationAttributes[0].attributeCode).toBe('velicina');
    expect(p.quantity).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown slug', 'slug=nema-ga', 404, 'NOT_FOUND'],
    ['neither slug nor id', 'currency=EUR', 400, 'VALIDATION_FAILED'],
    ['a slug with bad characters', 'slug=%3Cscript%3E', 400, 'VALIDATION_FAILED'],
    ['a negative id', 'id=-1', 400, 'VALIDATION_FAILED'],
    ['a non-numeric id', 'id=abc', 400, 'VALIDATION_FAILED'],
  ])('should answer %s with a coded error', async (_name, query, status, code) => {
    const res = await t.app.inject({ method: 'GET', url: `${GET}?${query}`, headers: t.headers() });
    expectCodedError(res, status, code);
  });
});

describe('checkBundles', () => {
  it('should compute how many whole bundles the parts allow and require a variant for configurable parts', async () => {
    const bundle = await product('slug=paket-dvije-salice');
    const res = await get(t, `/api/v1/product/checkBundles?product=${bundle.id}`);
    expect(res.status).toBe(200);
    const mug = res.body.data.parts.find((p: { slug: string }) => p.slug === 'salica-grb');
    expect(mug.quantity).toBe(2);
    expect(res.body.data.quantity).toBe(Math.floor(mug.usableQuantity / 2));
    expect(res.body.data).toMatchObject({ purchasable: true, canAdd: true });
  });

  it('should allow adding a bundle with configurable parts only once a variant is chosen for each', async () => {
    const bundle = await product('slug=paket-domaci-komplet');
    const open = await get(t, `/api/v1/product/checkBundles?product=${bundle.id}`);
    expect(open.body.data).toMatchObject({ purchasable: true, canAdd: false });
    const jersey = bundle.bundles[0].product.associatedProducts.find((v: { purchasable: boolean }) => v.purchasable);
    const shorts = bundle.bundles[1].product.associatedProducts.find((v: { purchasable: boolean }) => v.purchasable);
    const chosen = await get(t, `/api/v1/product/checkBundles?product=${bundle.id}&selected=${jersey.id},${shorts.id}`);
    expect(chosen.body.data.canAdd).toBe(true);
    expect(chosen.body.data.parts[0]).toMatchObject({ variantId: jersey.id, usableQuantity: jersey.usableQuantity });
  });

  it('should answer 404 for a product that is not a bundle and 400 for a bad id', async () => {
    const scarf = await product('slug=sal-zvijezda-klasicni');
    expectCodedError(
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/product/checkBundles?product=${scarf.id}`,
        headers: t.headers(),
      }),
      404,
      'NOT_FOUND',
    );
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/product/checkBundles?product=x', headers: t.headers() }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/product/checkBundles', headers: t.headers() }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('categories and tags', () => {
  it('should read a category by slug or id with its sorts, image and children', async () => {
    const bySlug = await get(t, '/api/v1/product/web/category/get/dresovi');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.data).toMatchObject({
      slug: 'dresovi',
      sortDefaultType: 1,
      sortTypes: [1, 2, 3, 4, 5, 6, 7, 8],
    });
    expect(bySlug.body.data.children.map((c: { slug: string }) => c.slug)).toEqual([
      'dresovi-domaci',
      'dresovi-gostujuci',
      'dresovi-treci',
    ]);
    expect(bySlug.body.data.image.url).toMatch(/^\/media\//);
    const byId = await get(t, `/api/v1/product/web/category/get/${bySlug.body.data.id}`);
    expect(byId.body.data.slug).toBe('dresovi');
  });

  it('should answer an unknown category with a coded 404', async () => {
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/product/web/category/get/nema-je', headers: t.headers() }),
      404,
      'NOT_FOUND',
    );
  });

  it('should list the top-level categories in position order', async () => {
    const res = await post(t, '/api/v1/product/web/category/filter', {
      filters: [{ key: 'parent', value: null }],
      limit: 50,
    });
    expect(res.status).toBe(200);
    expect(res.body.data.records.map((c: { slug: string }) => c.slug)).toEqual([
      'dresovi',
      'trening',
      'navijacki-program',
      'moda',
      'djecji-program',
      'suveniri',
      'akcije',
      'poklon-bonovi',
    ]);
  });

  it('should list tags with the number of listed products', async () => {
    const res = await post(t, '/api/v1/product/web/tag/filter', { filters: [{ key: 'slug', value: 'poklon-ideja' }] });
    expect(res.status).toBe(200);
    expect(res.body.data.records[0]).toMatchObject({ slug: 'poklon-ideja' });
    expect(res.body.data.records[0].totalProducts).toBeGreaterThan(3);
  });

  it('should refuse bad category and tag filters with a coded 400', async () => {
    const bad = [
      ['/api/v1/product/web/category/filter', { filters: [{ key: 'ids', value: 'a,b' }] }],
      ['/api/v1/product/web/category/filter', { filters: [{ key: 'nope', value: 1 }] }],
      ['/api/v1/product/web/tag/filter', { limit: 0 }],
    ] as const;
    for (const [url, payload] of bad)
      expectCodedError(
        await t.app.inject({ method: 'POST', url, headers: t.headers(), payload }),
        400,
        'VALIDATION_FAILED',
      );
  });
});
