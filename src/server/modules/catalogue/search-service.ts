import { sql } from 'drizzle-orm';
import { normaliseSearchText } from '@shared/search-text.js';
import { rowsOf, type Db } from '../../platform/db/client.js';

export interface CategorySuggestion {
  id: number;
  name: string;
  slug: string;
  parent: number | null;
}

interface IndexedCategory extends CategorySuggestion {
  words: string[];
  folded: string;
  position: number;
  listed: boolean;
}

// A shop has tens of categories, not thousands: the header search matches them in memory. The list changes
// only through the back office, so a short TTL is enough (invalidateCategorySearch after writes is faster).
const TTL_MS = 30_000;
const cache = new WeakMap<object, { at: number; list: Promise<IndexedCategory[]> }>();

export function invalidateCategorySearch(db: Db): void {
  cache.delete(db);
}

/** 1 while the category list is kept, else 0. */
export function categorySearchEntries(db: Db): number {
  const hit = cache.get(db);
  return hit && Date.now() - hit.at < TTL_MS ? 1 : 0;
}

function load(db: Db): Promise<IndexedCategory[]> {
  const hit = cache.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.list;
  const list = db
    .execute(sql`SELECT c.id, c.name, c.slug, c.parent_id AS parent, c.position,
        EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id AND pc.listed) AS listed
      FROM categories c ORDER BY c.position, c.id`)
    .then((result) =>
      rowsOf<CategorySuggestion & { position: number; listed: boolean }>(result).map((row) => {
        const folded = normaliseSearchText(row.name);
        return {
          ...row,
          id: Number(row.id),
          parent: row.parent === null ? null : Number(row.parent),
          folded,
          words: folded.split(' '),
        };
      }),
    );
  // A failed load must not stay cached.
  list.catch(() => cache.delete(db));
  cache.set(db, { at: Date.now(), list });
  return list;
}

function commonPrefix(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n += 1;
  return n;
}

/**
 * A keyword matches a category word when the word contains it ("dres" in "dresovi", "sal" in "salovi") or both
 * share a stem (all but the last letter of the shorter, at least 4 letters: "majica" and "majice").
 */
function tokenMatches(token: string, word: string): boolean {
  if (token.length >= 3 && word.includes(token)) return true;
  const stem = Math.max(4, Math.min(token.length, word.length) - 1);
  return commonPrefix(token, word) >= stem;
}

/** Up to 5 categories with listed products whose names match the most keywords; name prefix and position break ties. */
export async function suggestCategories(db: Db, tokens: readonly string[], max = 5): Promise<CategorySuggestion[]> {
  const phrase = tokens.join(' ');
  return (await load(db))
    .filter((c) => c.listed)
    .map((c) => ({ c, hits: tokens.filter((t) => c.words.some((w) => tokenMatches(t, w))).length }))
    .filter(({ hits }) => hits > 0)
    .sort(
      (a, b) =>
        b.hits - a.hits ||
        Number(b.c.folded.startsWith(phrase)) - Number(a.c.folded.startsWith(phrase)) ||
        a.c.position - b.c.position ||
        a.c.id - b.c.id,
    )
    .slice(0, max)
    .map(({ c }) => ({ id: c.id, name: c.name, slug: c.slug, parent: c.parent }));
}
