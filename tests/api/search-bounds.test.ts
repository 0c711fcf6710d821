import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';
import { seedBulk } from '../../scripts/bench/bulk.js';
import { refreshListingKeys } from '../../src/server/modules/catalogue/repository/maintenance.js';
import { SEARCH_RESULT_CAP } from '../../src/server/modules/catalogue/repository/search-sql.js';

// Search bounds (docs/decisions/0024-search-bounds.md): a common word lists at most SEARCH_RESULT_CAP products.
const FILTER = '/api/v1/product/web/filter';
let t: TestApp;
const BULK = SEARCH_RESULT_CAP + 100;

beforeAll(async () => {
  t = await createCatalogueApp();
  // Every generated product's search text holds "generirani"; one more product, stored after all of them,
  // starts its name with the word and must still rank first although a table-order scan meets it last.
  await seedBulk(t.db, BULK);
  const result = await t.db.execute(sql`
    INSERT INTO products (type, format, sku, slug, name, name_sort, retail_price, final_price, lowest_price, search_text)
    VALUES ('product', 'simple', 'GEN-LAST', 'generirani-komplet', 'Generirani komplet', 'generirani komplet',
      1000, 1000, 1000, 'generirani komplet') RETURNING id`);
  const id = Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
  // A word that starts one name and sits inside another: each must be counted once.
  const pair = await t.db.execute(sql`
    INSERT INTO products (type, format, sku, slug, name, name_sort, retail_price, final_price, lowest_price, search_text)
    VALUES ('product', 'simple', 'LJ-1', 'sal-ljubicasti', 'Šal ljubičasti', 'sal ljubicasti', 1000, 1000, 1000, 'sal ljubicasti'),
      ('product', 'simple', 'LJ-2', 'ljubicasti-sal', 'Ljubičasti šal', 'ljubicasti sal', 1000, 1000, 1000, 'ljubicasti sal')
    RETURNING id`);
  const pairIds = (pair as unknown as { rows: Array<{ id: number }> }).rows.map((r) => Number(r.id));
  await refreshListingKeys(t.db, [id, ...pairIds]);
}, 120_000);
afterAll(async () => t?.close());

type Page = { records: Array<{ slug: string }>; totalRecords: number; totalPages: number };
const search = async (body: Record<string, unknown>) => {
  const res = await post<Page>(t, FILTER, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

describe('search bounds', () => {
  it('should report a common word as the capped number of results, with pages to match', async () => {
    const first = await search({ keywords: 'generirani', limit: 100 });
    expect(first.totalRecords).toBe(SEARCH_RESULT_CAP);
    expect(first.totalPages).toBe(SEARCH_RESULT_CAP / 100);
    expect(first.records).toHaveLength(100);
  });

  it('should fill the last page inside the cap and answer an empty page past it', async () => {
    const last = await search({ keywords: 'generirani', limit: 100, page: SEARCH_RESULT_CAP / 100 });
    expect(last.records).toHaveLength(100);
    const past = await search({ keywords: 'generirani', limit: 100, page: SEARCH_RESULT_CAP / 100 + 1 });
    expect(past.records).toEqual([]);
  });

  it('should rank a name that starts with the word first, wherever the table stores it', async () => {
    const page = await search({ keywords: 'generirani', limit: 10 });
    expect(page.records[0]?.slug).toBe('generirani-komplet');
  });

  it('should page a capped search without repeating products', async () => {
    const a = await search({ keywords: 'generirani', limit: 50, page: 4 });
    const b = await search({ keywords: 'generirani', limit: 50, page: 5 });
    const seen = new Set(a.records.map((r) => r.slug));
    expect(b.records.some((r) => seen.has(r.slug))).toBe(false);
  });

  it('should count a product once whether its name starts with the word or holds it further on', async () => {
    const res = await search({ keywords: 'ljubičasti', limit: 10 });
    expect(res.totalRecords).toBe(2);
    expect(res.records.map((r) => r.slug)).toEqual(['ljubicasti-sal', 'sal-ljubicasti']);
  });

  it('should count exactly when fewer products than the cap match', async () => {
    const res = await search({ keywords: 'trenirka', limit: 10 });
    expect(res.totalRecords).toBeGreaterThan(0);
    expect(res.totalRecords).toBeLessThan(SEARCH_RESULT_CAP);
    const counted = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM products WHERE listed AND search_text LIKE '%trenirka%'`,
    );
    expect(res.totalRecords).toBe((counted as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
  });
});
