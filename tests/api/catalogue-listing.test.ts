import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SORTS } from '../../src/shared/sorts.js';
import { normaliseSearchText } from '../../src/shared/search-text.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';

const FILTER = '/api/v1/product/web/filter';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Item = {
  id: number;
  name: string;
  slug: string;
  type: string;
  format: string;
  finalPrice: number;
  categoryPriority: number;
  discount: unknown;
};
const list = async (body: Record<string, unknown>) => {
  const res = await post<{ records: Item[]; totalRecords: number; page: number; limit: number; totalPages: number }>(
    t,
    FILTER,
    body,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('product web/filter', () => {
  it('should answer an empty page when nothing but the archived filter is given', async () => {
    const data = await list({ filters: [{ key: 'archived', value: false }] });
    expect(data).toMatchObject({ records: [], totalRecords: 0 });
  });

  it('should list a category page with paging data and the default limit of 10', async () => {
    const data = await list({ mainCategory: 'dresovi', page: 1 });
    expect(data.limit).toBe(10);
    expect(data.records).toHaveLength(10);
    expect(data.totalPages).toBe(Math.ceil(data.totalRecords / 10));
  });

  it('should list the products of sub-categories in the parent category', async () => {
    const parent = await list({ mainCategory: 'dresovi', limit: 100 });
    const child = await list({ mainCategory: 'dresovi-domaci', limit: 100 });
    const parentIds = new Set(parent.records.map((r) => r.id));
    expect(child.records.length).toBeGreaterThan(0);
    expect(child.records.every((r) => parentIds.has(r.id))).toBe(true);
  });

  // A shopper's walk found shorts and a bundle under Dresovi (docs/decisions/0225-jersey-categories-list-jerseys.md).
  it.each(['dresovi', 'dresovi-domaci', 'dresovi-gostujuci', 'dresovi-treci'])(
    'should list jerseys only in %s, and count what it lists',
    async (mainCategory) => {
      const data = await list({ mainCategory, limit: 100 });
      expect(data.records.length).toBeGreaterThan(0);
      expect(data.totalRecords).toBe(data.records.length);
      const strays = data.records.filter((r) => !/dres/i.test(r.name) || r.format === 'bundle').map((r) => r.slug);
      expect(strays).toEqual([]);
    },
  );

  it('should never list service products, even when asked for them or searched by name', async () => {
    const all = await list({ limit: 100, allowUnlimited: true, page: 1 });
    expect(all.records.some((r) => r.type === 'service')).toBe(false);
    expect((await list({ filters: [{ key: 'type', value: 'service' }] })).totalRecords).toBe(0);
    const search = await list({ keywords: 'personalizacija dresa' });
    expect(search.records.map((r) => r.slug)).not.toContain('usluga-promidzbe-i-marketinga');
  });

  it.each(SORTS.map((s) => [s.key, s] as const))('should order records by the %s sort', async (_key, sort) => {
    const data = await list({ mainCategory: 'suveniri', limit: 100, sort: { param: sort.param, order: sort.order } });
    const key = (r: Item) =>
      sort.param === 'finalPrice'
        ? r.finalPrice
        : sort.param === 'name'
          ? normaliseSearchText(r.name)
          : sort.param === 'categoryPriority'
            ? r.categoryPriority
            : r.id;
    const keys = data.records.map(key);
    const sorted = [...keys].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    expect(keys).toEqual(sort.order === 'asc' ? sorted : sorted.reverse());
    expect(data.records.length).toBeGreaterThan(10);
  });

  it('should sort by the final (discounted) price, not the regular price', async () => {
    const data = await list({ mainCategory: 'akcije', limit: 100, sort: { param: 'finalPrice', order: 'asc' } });
    const prices = data.records.map((r) => r.finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(data.records.every((r) => r.discount !== null)).toBe(true);
  });

  it('should keep pages disjoint and complete', async () => {
    const one = await list({ mainCategory: 'suveniri', limit: 5, page: 1 });
    const two = await list({ mainCategory: 'suveniri', limit: 5, page: 2 });
    const all = await list({ mainCategory: 'suveniri', limit: 10, page: 1 });
    expect([...one.records, ...two.records].map((r) => r.id)).toEqual(all.records.map((r) => r.id));
  });

  it('should filter by a price range only within both bounds', async () => {
    const data = await list({ filters: [{ key: 'price', value: { min: 10, max: 20 } }], limit: 100 });
    expect(data.totalRecords).toBeGreaterThan(0);
    expect(data.records.every((r) => r.finalPrice >= 10 && r.finalPrice <= 20)).toBe(true);
  });

  it('should find products by keywords without diacritics', async () => {
    const data = await list({ keywords: 'sal zvijezda' });
    expect(data.records.map((r) => r.slug)).toContain('sal-zvijezda-klasicni');
  });

  it('should filter by attribute value ids given as a comma list', async () => {
    const data = await list({ mainCategory: 'dresovi', filters: [{ key: 'potpisan', value: 'yes' }], limit: 50 });
    expect(data.records.map((r) => r.slug).sort()).toEqual(['dres-legende-potpisan', 'potpisani-dres-prve-momcadi']);
  });

  it('should add the selected field groups to each record', async () => {
    const res = await post(t, FILTER, {
      keywords: 'domaci dres',
      select: ['tags', 'categories', 'attributes'],
      limit: 1,
    });
    const record = res.body.data.records[0];
    expect(record.tags).toBeInstanceOf(Array);
    expect(record.categories.some((c: { main: boolean }) => c.main)).toBe(true);
    expect(record.attributes.length).toBeGreaterThan(0);
  });

  it.each([
    ['an unknown filter key', { filters: [{ key: 'nepostoji', value: '1' }] }],
    ['a malformed value list', { filters: [{ key: 'boja', value: '1,a b' }] }],
    ['a limit above 100', { limit: 101 }],
    ['a page of zero', { page: 0 }],
    ['an unknown sort', { sort: { param: 'price', order: 'asc' } }],
    ['an extra property', { limit: 5, finalPrice: 1 }],
    ['a huge keyword string', { keywords: 'x'.repeat(5000) }],
    ['a range with one bound', { filters: [{ key: 'price', value: { min: 5 } }] }],
  ])('should refuse %s with a coded 400', async (_name, body) => {
    const res = await t.app.inject({ method: 'POST', url: FILTER, headers: t.headers(), payload: body });
    expectCodedError(res, 400, 'VALIDATION_FAILED');
  });

  it('should refuse a request without the apiKey with a coded 401', async () => {
    const res = await t.app.inject({ method: 'POST', url: FILTER, payload: { limit: 5 } });
    expectCodedError(res, 401, 'INVALID_API_KEY');
  });
});
