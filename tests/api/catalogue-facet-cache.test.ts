import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { refreshListingKeys } from '../../src/server/modules/catalogue/repository/maintenance.js';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';

// The first view of a category (no selection) is served from a cache that catalogue writes must drop.
const LAYERED = '/api/v1/product/web/layeredNavigation';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Facet = { attributeCode: string; values: Array<{ attributeID: number; totalProducts: number }> };
const total = (facets: Facet[], code: string) =>
  facets.find((f) => f.attributeCode === code)?.values.reduce((n, v) => n + v.totalProducts, 0) ?? 0;
const facets = async () =>
  (await post<Facet[]>(t, LAYERED, { mainCategory: 'navijacki-program', filters: [{ key: 'archived', value: false }] }))
    .body.data;

it('should recount the cached facets of a category after a catalogue write refreshes the listing keys', async () => {
  const before = await facets();
  expect(await facets()).toEqual(before);
  await t.db.execute(sql`UPDATE products SET archived = true WHERE slug IN ('sal-slavonija', 'sal-satenski')`);
  await refreshListingKeys(t.db);
  const after = await facets();
  expect(total(after, 'boja')).toBeLessThan(total(before, 'boja'));
  const list = (
    await post<{ totalRecords: number }>(t, '/api/v1/product/web/filter', { mainCategory: 'navijacki-program' })
  ).body.data;
  expect(after.find((f) => f.attributeCode === 'boja')!.values.every((v) => v.totalProducts <= list.totalRecords)).toBe(
    true,
  );
});

it("should recount a category's cached product total after a catalogue write refreshes the listing keys", async () => {
  const count = async () =>
    (
      await post<{ totalRecords: number; records: unknown[] }>(t, '/api/v1/product/web/filter', {
        mainCategory: 'suveniri',
        limit: 100,
      })
    ).body.data;
  const before = await count();
  expect(before.totalRecords).toBe(before.records.length);
  expect((await count()).totalRecords).toBe(before.totalRecords);
  const [first] = (
    (await t.db.execute(sql`SELECT p.id FROM products p JOIN product_categories pc ON pc.product_id = p.id
    JOIN categories c ON c.id = pc.category_id WHERE c.slug = 'suveniri' AND pc.listed ORDER BY p.id LIMIT 1`)) as unknown as {
      rows: Array<{ id: number }>;
    }
  ).rows;
  await t.db.execute(sql`UPDATE products SET archived = true WHERE id = ${first!.id}`);
  await refreshListingKeys(t.db);
  const after = await count();
  expect(after.totalRecords).toBe(before.totalRecords - 1);
  expect(after.records).toHaveLength(after.totalRecords);
});
