import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';
import { boundedSearch } from '../../src/server/modules/catalogue/search-page.js';
import { correctTokens } from '../../src/server/modules/catalogue/repository/search-words.js';

// The typo pass corrects unknown words against the search dictionary (search_words), then searches normally.
const FILTER = '/api/v1/product/web/filter';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Page = { records: Array<{ slug: string; name: string }>; totalRecords: number };
const search = async (keywords: string) => {
  const res = await post<Page>(t, FILTER, { keywords, limit: 50 });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('typo pass', () => {
  it('should hold the words of listed products in the dictionary, without numbers or service words', async () => {
    const words = rows<{ word: string }>(await t.db.execute(sql`SELECT word FROM search_words`)).map((r) => r.word);
    expect(words).toEqual(expect.arrayContaining(['zvijezda', 'dresovi', 'hoodica']));
    expect(words.every((w) => /[a-z]/.test(w) && w.length >= 3)).toBe(true);
    expect(words).not.toContain('usluga');
  });

  it('should keep known words and correct an unknown one to its nearest dictionary words', async () => {
    const groups = await correctTokens(t.db, ['hoodica', 'zvjezda']);
    expect(groups[0]).toEqual(['hoodica']);
    expect(groups[1]?.[0]).toBe('zvijezda');
  });

  it('should find the product when one of two words is misspelt ("hoodica zvjezda")', async () => {
    const res = await search('hoodica zvjezda');
    expect(res.totalRecords).toBeGreaterThan(0);
    expect(res.records[0]?.name).toBe('Hoodica "Zvijezda"');
    expect(res.records.every((r) => r.name.toLowerCase().includes('hoodica'))).toBe(true);
  });

  it('should correct swapped letters ("dersovi") and a missing letter ("zvjezda") alone', async () => {
    expect((await search('dersovi')).records.some((r) => r.slug.includes('dres'))).toBe(true);
    expect((await search('zvjezda')).totalRecords).toBeGreaterThan(0);
  });

  it('should answer nonsense with an empty page: no dictionary word is near it', async () => {
    expect(await correctTokens(t.db, ['qxzqxzqxz'])).toEqual([[]]);
    expect(await search('qxzqxzqxz wvwvwv')).toMatchObject({ records: [], totalRecords: 0 });
  });

  it('should stop a search statement that runs past the timeout with SEARCH_TIMEOUT on PostgreSQL', async () => {
    if (process.env.DATABASE_URL) {
      const slow = boundedSearch(t.db, (db) => db.execute(sql`SELECT pg_sleep(3)`));
      await expect(slow).rejects.toMatchObject({ code: 'SEARCH_TIMEOUT' });
    } else {
      // PGlite cannot cancel a running statement; its searches are bounded by their LIMITs instead.
      await expect(boundedSearch(t.db, (db) => db.execute(sql`SELECT 1`))).resolves.toBeDefined();
    }
  });
});
