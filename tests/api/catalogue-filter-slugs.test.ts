import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCodedError, type TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';

/** Filter values by slug (docs/decisions/0235-filter-value-slugs.md): "?velicina=m,l" lists what "2,3" did. */
const NAV = '/api/v1/product/web/layeredNavigation';
const FILTER = '/api/v1/product/web/filter';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Value = { attributeID: number; slug: string; valueLabel: string; totalProducts: number; selected: boolean };
type Facet = { attributeCode: string; values: Value[] };
type Filter = { key: string; value: unknown };

const facets = async (body: Record<string, unknown>) => {
  const res = await post<Facet[]>(t, NAV, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const values = (list: Facet[], code: string) => list.find((f) => f.attributeCode === code)!.values;
const byLabel = (list: Facet[], code: string, label: string) => values(list, code).find((v) => v.valueLabel === label)!;
const listed = async (mainCategory: string, filters: Filter[]) => {
  const res = await post<{ totalRecords: number; records: Array<{ id: number }> }>(t, FILTER, {
    mainCategory,
    filters,
    limit: 100,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { total: res.body.data.totalRecords, ids: res.body.data.records.map((r) => r.id) };
};

describe('filter value slugs', () => {
  it('should give every facet value a folded slug that is never all digits', async () => {
    const list = await facets({ mainCategory: 'dresovi' });
    expect(byLabel(list, 'velicina', 'M').slug).toBe('m');
    expect(byLabel(list, 'boja', 'Plava').slug).toBe('plava');
    expect(byLabel(list, 'kroj', 'Muški').slug).toBe('muski');
    expect(byLabel(list, 'sezona', '2025/26').slug).toBe('2025-26');
    const kids = await facets({ mainCategory: 'djecji-program' });
    for (const facet of [list, kids].flat()) {
      const slugs = facet.values.map((v) => v.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^(?!\d+$)[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('should write a numeric size with a prefix so it cannot be read as an id', async () => {
    const list = await facets({ keywords: 'dres' });
    const kid = values(list, 'velicina').find((v) => /^\d+$/.test(v.valueLabel));
    expect(kid, 'the demo shop has numeric kids sizes').toBeDefined();
    expect(kid!.slug).toBe(`br-${kid!.valueLabel}`);
  });

  it('should list the same products for slugs as for the ids of the same values', async () => {
    const list = await facets({ mainCategory: 'dresovi' });
    const m = byLabel(list, 'velicina', 'M');
    const l = byLabel(list, 'velicina', 'L');
    const blue = byLabel(list, 'boja', 'Plava');
    const byIds = await listed('dresovi', [
      { key: 'velicina', value: `${m.attributeID},${l.attributeID}` },
      { key: 'boja', value: String(blue.attributeID) },
    ]);
    const bySlugs = await listed('dresovi', [
      { key: 'velicina', value: 'm,l' },
      { key: 'boja', value: 'plava' },
    ]);
    expect(bySlugs).toEqual(byIds);
    expect(byIds.total).toBeGreaterThan(0);
    // An array and a mix of both forms read the same.
    expect(await listed('dresovi', [{ key: 'velicina', value: ['m', l.attributeID] }])).toEqual(
      await listed('dresovi', [{ key: 'velicina', value: [m.attributeID, l.attributeID] }]),
    );
  });

  it('should mark the values selected by slug in the facets', async () => {
    const list = await facets({ mainCategory: 'dresovi', filters: [{ key: 'velicina', value: 'm,xl' }] });
    expect(
      values(list, 'velicina')
        .filter((v) => v.selected)
        .map((v) => v.slug)
        .sort(),
    ).toEqual(['m', 'xl']);
  });

  it('should list nothing for a slug no value has, and refuse a malformed one with a coded 400', async () => {
    expect((await listed('dresovi', [{ key: 'velicina', value: 'nema-takve' }])).total).toBe(0);
    for (const value of ['m l', 'plava!', '-m', 'š']) {
      const res = await t.app.inject({
        method: 'POST',
        url: FILTER,
        headers: t.headers(),
        payload: { mainCategory: 'dresovi', filters: [{ key: 'velicina', value }] },
      });
      expectCodedError(res, 400, 'VALIDATION_FAILED');
    }
  });
});
