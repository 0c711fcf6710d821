import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp, post } from './catalogue-helpers.js';

// Keyword search: trigram search over the normalised text, on PGlite and PostgreSQL.
const FILTER = '/api/v1/product/web/filter';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

type Item = { id: number; name: string; slug: string; type: string };
type Suggestion = { id: number; name: string; slug: string; parent: number | null };
type Page = { records: Item[]; totalRecords: number; suggestedCategories?: Suggestion[] };

const search = async (keywords: string, extra: Record<string, unknown> = {}) => {
  const res = await post<Page>(t, FILTER, { keywords, limit: 100, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const slugs = (page: Page) => page.records.map((r) => r.slug);

describe('keyword search', () => {
  it('should find "Šal" when typed without the diacritic, and the same set when typed with it', async () => {
    const plain = await search('sal');
    const accented = await search('ŠAL');
    expect(slugs(plain)).toEqual(
      expect.arrayContaining(['sal-zvijezda-klasicni', 'sal-slavonija', 'sal-satenski', 'djecji-sal']),
    );
    expect(slugs(accented)).toEqual(slugs(plain));
  });

  it('should find a diacritic name spelled either way ("decji"-free: "dječji šal" and "djecji sal")', async () => {
    expect(slugs(await search('dječji šal'))[0]).toBe('djecji-sal');
    expect(slugs(await search('djecji sal'))[0]).toBe('djecji-sal');
  });

  it('should search inside one category: names starting with the word first, only that category, each once', async () => {
    // The shorts are in Trening only (docs/decisions/0225-jersey-categories-list-jerseys.md): the away jerseys instead.
    const all = await search('gostujuci');
    const inCategory = await search('gostujuci', { mainCategory: 'dresovi' });
    expect(inCategory.totalRecords).toBeGreaterThan(0);
    expect(inCategory.totalRecords).toBeLessThanOrEqual(all.totalRecords);
    expect(new Set(slugs(inCategory)).size).toBe(inCategory.records.length);
    const dresovi = await post<Page>(t, FILTER, { mainCategory: 'dresovi', limit: 100 });
    const listed = new Set(slugs(dresovi.body.data));
    expect(slugs(inCategory).every((slug) => listed.has(slug))).toBe(true);
    expect(inCategory.records[0]!.name.toLowerCase()).toMatch(/^gostujući/);
  });

  it('should find jerseys by "dres", including products of the Dresovi category, and match inside words', async () => {
    const dres = await search('dres');
    expect(slugs(dres)).toEqual(
      expect.arrayContaining(['domaci-dres-2025-26', 'gostujuci-dres-2025-26', 'retro-dres-1995']),
    );
    // "ovi" is not a word beginning: only a trigram (infix) search finds "Dresovi" / "Šalovi" texts.
    expect((await search('esovi')).totalRecords).toBeGreaterThan(0);
  });

  it('should rank the exact name first, then names starting with the words, then other matches', async () => {
    const exact = await search('Šal – satenski');
    expect(exact.records[0]?.slug).toBe('sal-satenski');
    const prefix = slugs(await search('sal'));
    // Names starting with "Šal" come before names that only contain it (Dječji šal, Šalica is a prefix match too).
    const firstContainsOnly = prefix.indexOf('djecji-sal');
    for (const slug of ['sal-zvijezda-klasicni', 'sal-slavonija', 'sal-satenski']) {
      expect(prefix.indexOf(slug)).toBeLessThan(firstContainsOnly);
    }
  });

  it('should keep an explicit sort instead of the relevance order', async () => {
    const res = await search('sal', { sort: { param: 'finalPrice', order: 'asc' } });
    const prices = res.records.map((r) => (r as unknown as { finalPrice: number }).finalPrice);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('should never find the marketing service product or any other service', async () => {
    for (const keywords of ['personalizacija dresa', 'personalizacija', 'sponzori na dresu', 'tisak']) {
      const res = await search(keywords);
      expect(
        res.records.every((r) => r.type === 'product'),
        keywords,
      ).toBe(true);
      expect(slugs(res)).not.toContain('usluga-promidzbe-i-marketinga');
      expect(slugs(res)).not.toContain('sponzori');
    }
  });

  it('should tolerate a typo when the exact words match nothing', async () => {
    const res = await search('dersovi');
    expect(res.totalRecords).toBeGreaterThan(0);
    expect(slugs(res).some((s) => s.includes('dres'))).toBe(true);
  });

  it('should answer an empty page for words that match nothing at all', async () => {
    expect(await search('qxzqxzqxz')).toMatchObject({ records: [], totalRecords: 0 });
  });

  it('should page search results with a stable total', async () => {
    const first = await search('majica', { limit: 8, page: 1 });
    const second = await search('majica', { limit: 8, page: 2 });
    expect(first.totalRecords).toBe(second.totalRecords);
    expect(slugs(first).filter((s) => slugs(second).includes(s))).toEqual([]);
  });
});

describe('category suggestions for the header search', () => {
  it('should suggest the Dresovi category for "dres" and leave suggestions out unless asked', async () => {
    const res = await search('dres', { limit: 10, suggestCategories: true });
    expect(res.suggestedCategories?.[0]).toMatchObject({ slug: 'dresovi', name: 'Dresovi', parent: null });
    expect(res.suggestedCategories?.length).toBeLessThanOrEqual(5);
    expect((await search('dres', { limit: 10 })).suggestedCategories).toBeUndefined();
  });

  it('should suggest categories without diacritics ("navijacki" finds "Navijački program")', async () => {
    const res = await search('navijacki', { limit: 10, suggestCategories: true });
    expect(res.suggestedCategories?.map((c) => c.slug)).toContain('navijacki-program');
  });

  it('should suggest nothing for a word no category name holds', async () => {
    const res = await search('termosica', { limit: 10, suggestCategories: true });
    expect(res.suggestedCategories).toEqual([]);
  });
});

// A shopper's walk: colour words found nothing the colour swatch did not also say in words
// (docs/decisions/0226-search-finds-colours.md).
describe('colour words', () => {
  type Facet = { attributeCode: string; values: Array<{ attributeID: number; valueLabel: string }> };
  const colourListing = async (label: string, mainCategory?: string) => {
    const nav = await post<Facet[]>(t, '/api/v1/product/web/layeredNavigation', mainCategory ? { mainCategory } : {});
    const boja = nav.body.data.find((f) => f.attributeCode === 'boja')!;
    const value = boja.values.find((v) => v.valueLabel === label)!;
    const res = await post<Page>(t, FILTER, {
      ...(mainCategory ? { mainCategory } : {}),
      filters: [{ key: 'boja', value: String(value.attributeID) }],
      limit: 100,
    });
    return slugs(res.body.data);
  };

  it('should find by "plava" and "plavi" every product the colour filter Plava lists', async () => {
    const blue = await colourListing('Plava');
    expect(blue.length).toBeGreaterThan(0);
    for (const word of ['plava', 'plavi', 'PLAVO', 'plavih'])
      expect(slugs(await search(word))).toEqual(expect.arrayContaining(blue));
  });

  it('should find by "bijeli dres" every white jersey, and only jerseys', async () => {
    const white = await colourListing('Bijela', 'dresovi');
    expect(white.length).toBeGreaterThan(0);
    const found = await search('bijeli dres');
    expect(slugs(found)).toEqual(expect.arrayContaining(white));
    expect(found.records.every((r) => /dres/i.test(r.name))).toBe(true);
  });

  it('should find nothing red in a blue and white shop, and keep the name order for words that are no colour', async () => {
    expect((await search('crveni dres')).totalRecords).toBe(0);
    expect(slugs(await search('domaci dres'))[0]).toMatch(/^domaci-dres/);
  });
});
