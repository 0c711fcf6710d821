import { and, asc, count, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import { categories, tags, type CategoryRow } from '../../../platform/db/schema/catalogue.js';
import { media, type MediaRow } from '../../../platform/db/schema/media.js';

export async function categoryByIdOrSlug(db: Db, key: number | string): Promise<CategoryRow | undefined> {
  const condition = typeof key === 'number' ? eq(categories.id, key) : eq(categories.slug, key);
  const [row] = await db.select().from(categories).where(condition).limit(1);
  return row;
}

export async function childrenOf(db: Db, parentIds: readonly number[]) {
  if (parentIds.length === 0) return [];
  return db
    .select({ id: categories.id, name: categories.name, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .where(inArray(categories.parentId, [...parentIds]))
    .orderBy(asc(categories.position), asc(categories.id));
}

export async function mediaByIds(db: Db, ids: readonly number[]): Promise<Map<number, MediaRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(media)
    .where(inArray(media.id, [...ids]));
  return new Map(rows.map((row) => [row.id, row]));
}

export interface CategoryCriteria {
  parent?: number | null | undefined;
  ids?: number[] | undefined;
  slug?: string | undefined;
  /** Normalised words; a category matches when its name contains all of them. */
  words?: string[] | undefined;
}

export async function filterCategories(db: Db, criteria: CategoryCriteria, limit: number, offset: number) {
  const parts: SQL[] = [];
  if (criteria.parent === null) parts.push(isNull(categories.parentId));
  else if (criteria.parent !== undefined) parts.push(eq(categories.parentId, criteria.parent));
  if (criteria.ids) parts.push(criteria.ids.length > 0 ? inArray(categories.id, criteria.ids) : sql`false`);
  if (criteria.slug !== undefined) parts.push(eq(categories.slug, criteria.slug));
  for (const word of criteria.words ?? []) {
    // Category names are few; folding in SQL keeps the index-free scan tiny and the rule in one place.
    parts.push(sql`translate(lower(${categories.name}), 'čćšžđ', 'ccszd') LIKE ${`%${word}%`}`);
  }
  const where = parts.length > 0 ? and(...parts) : undefined;
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(categories)
      .where(where)
      .orderBy(asc(categories.position), asc(categories.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(categories).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

export async function filterTags(
  db: Db,
  criteria: { ids?: number[] | undefined; slug?: string | undefined; words?: string[] | undefined },
  limit: number,
  offset: number,
) {
  const parts: SQL[] = [];
  if (criteria.ids) parts.push(criteria.ids.length > 0 ? inArray(tags.id, criteria.ids) : sql`false`);
  if (criteria.slug !== undefined) parts.push(eq(tags.slug, criteria.slug));
  for (const word of criteria.words ?? []) {
    parts.push(sql`translate(lower(${tags.name}), 'čćšžđ', 'ccszd') LIKE ${`%${word}%`}`);
  }
  const where = parts.length > 0 ? and(...parts) : undefined;
  // Qualified by hand: inside a sub-select drizzle renders a bare "id", which would bind to the inner products.
  const listedCount = sql<number>`(SELECT count(*)::int FROM product_tags pt JOIN products p ON p.id = pt.product_id
    WHERE pt.tag_id = "tags"."id" AND p.listed)`;
  const [rows, total] = await Promise.all([
    db
      .select({ id: tags.id, name: tags.name, slug: tags.slug, totalProducts: listedCount })
      .from(tags)
      .where(where)
      .orderBy(asc(tags.name), asc(tags.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(tags).where(where),
  ]);
  return { rows, total: total[0]?.n ?? 0 };
}

// Listings resolve mainCategory (id or slug) on every request; the mapping changes only through the back
// office, so it is cached per database for a short while (a miss is not cached: new categories show at once).
const CATEGORY_CACHE_MS = 30_000;
const categoryCache = new WeakMap<object, Map<string, { at: number; id: number }>>();

/** How many category look-ups are kept now (expired ones left out). */
export function categoryIdEntries(db: Db): number {
  const now = Date.now();
  return [...(categoryCache.get(db)?.values() ?? [])].filter((hit) => now - hit.at < CATEGORY_CACHE_MS).length;
}

export function invalidateCategoryIds(db: Db): void {
  categoryCache.delete(db);
}

export async function cachedCategoryId(db: Db, key: number | string): Promise<number | undefined> {
  const cache = categoryCache.get(db) ?? new Map<string, { at: number; id: number }>();
  categoryCache.set(db, cache);
  const hit = cache.get(String(key));
  if (hit && Date.now() - hit.at < CATEGORY_CACHE_MS) return hit.id;
  const row = await categoryByIdOrSlug(db, key);
  if (row) cache.set(String(key), { at: Date.now(), id: row.id });
  return row?.id;
}
