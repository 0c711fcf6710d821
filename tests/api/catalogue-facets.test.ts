import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCodedError, type TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';

const NAV = '/api/v1/product/web/layeredNavigation';
const FILTER = '/api/v1/product/web/filter';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Facet = {
  attributeCode: string;
  type: string;
  values: Array<{
    attributeID: number;
    valueLabel: string;
    value: string | null;
    totalProducts: number;
    selected: boolean;
  }>;
  minValue: number | null;
  maxValue: number | null;
};
type Filter = { key: string; value: unknown };

const facets = async (body: Record<string, unknown>) => {
  const res = await post<Facet[]>(t, NAV, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const total = async (mainCategory: string, filters: Filter[]) => {
  const res = await post<{ totalRecords: number }>(t, FILTER, { mainCategory, filters, limit: 1 });
  return res.body.data.totalRecords;
};
const facet = (list: Facet[], code: string) => list.find((f) => f.attributeCode === code)!;

describe('layered navigation', () => {
  it('should return the filterable attributes with per-value counts and the price range', async () => {
    const list = await facets({ mainCategory: 'dresovi', filters: [{ key: 'archived', value: false }] });
    expect(list.map((f) => f.attributeCode)).toEqual(expect.arrayContaining(['velicina', 'boja', 'kroj', 'price']));
    const price = facet(list, 'price');
    expect(price.minValue).toBeGreaterThan(0);
    expect(price.maxValue).toBeGreaterThanOrEqual(price.minValue!);
    expect(facet(list, 'boja').values.every((v) => /^#[0-9a-f]{6}$/.test(v.value ?? ''))).toBe(true);
  });

  it('should give counts equal to the number of products listed after selecting that value', async () => {
    const list = await facets({ mainCategory: 'dresovi' });
    for (const value of facet(list, 'kroj').values) {
      expect(await total('dresovi', [{ key: 'kroj', value: String(value.attributeID) }])).toBe(value.totalProducts);
    }
  });

  it("should count a facet disjunctively: its own selection is ignored, the others' apply", async () => {
    const before = await facets({ mainCategory: 'dresovi' });
    const men = facet(before, 'kroj').values.find((v) => v.valueLabel === 'Muški')!;
    const selected = [{ key: 'kroj', value: [men.attributeID] }];
    const after = await facets({ mainCategory: 'dresovi', filters: selected });
    // The selected facet keeps every value's count (it ignores itself)...
    expect(facet(after, 'kroj').values.map((v) => [v.valueLabel, v.totalProducts])).toEqual(
      facet(before, 'kroj').values.map((v) => [v.valueLabel, v.totalProducts]),
    );
    expect(facet(after, 'kroj').values.find((v) => v.selected)?.attributeID).toBe(men.attributeID);
    // ...while the other facets count within the selection, matching what a listing returns.
    for (const value of facet(after, 'sezona').values) {
      expect(await total('dresovi', [...selected, { key: 'sezona', value: [value.attributeID] }])).toBe(
        value.totalProducts,
      );
    }
    // And a second value of the selected facet adds exactly its own count (OR inside a facet).
    const women = facet(after, 'kroj').values.find((v) => v.valueLabel === 'Ženski')!;
    expect(await total('dresovi', [{ key: 'kroj', value: [men.attributeID, women.attributeID] }])).toBe(
      men.totalProducts + women.totalProducts,
    );
  });

  it('should find configurable jerseys under every size their variants offer', async () => {
    const list = await facets({ mainCategory: 'dresovi-domaci' });
    const xxl = facet(list, 'velicina').values.find((v) => v.valueLabel === 'XXL')!;
    expect(xxl.totalProducts).toBeGreaterThan(0);
    expect(await total('dresovi-domaci', [{ key: 'velicina', value: String(xxl.attributeID) }])).toBe(
      xxl.totalProducts,
    );
  });

  it('should keep the price bounds independent of the price filter', async () => {
    const open = facet(await facets({ mainCategory: 'suveniri' }), 'price');
    const narrowed = facet(
      await facets({ mainCategory: 'suveniri', filters: [{ key: 'price', value: { min: 5, max: 6 } }] }),
      'price',
    );
    expect(narrowed).toMatchObject({ minValue: open.minValue, maxValue: open.maxValue });
  });

  it('should answer facets for keywords without a category', async () => {
    const list = await facets({ keywords: 'dres' });
    expect(facet(list, 'velicina').values.length).toBeGreaterThan(0);
  });

  it('should refuse malformed filters with a coded 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: NAV,
      headers: t.headers(),
      payload: { filters: [{ key: 'velicina', value: 'm;drop' }] },
    });
    expectCodedError(res, 400, 'VALIDATION_FAILED');
    const extra = await t.app.inject({ method: 'POST', url: NAV, headers: t.headers(), payload: { limit: 5 } });
    expectCodedError(extra, 400, 'VALIDATION_FAILED');
  });
});
