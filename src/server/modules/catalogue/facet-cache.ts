/**
 * Facet counts of a category with nothing selected are what every first visit of a category page asks for, and
 * they change only when the catalogue changes (stock does not move them: sold-out products stay listed). They are
 * kept per database and category for a minute, and dropped at once by refreshListingKeys, which every catalogue
 * write calls. Any selection, keyword or price range bypasses the cache.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;
const caches = new WeakMap<object, Map<string, { at: number; value: Promise<unknown> }>>();

export function invalidateFacetCache(db: object): void {
  caches.delete(db);
  totals.delete(db);
}

/** How many facet counts and totals are kept now, expired ones left out (the back office's cache page). */
export function facetCacheEntries(db: object): number {
  const now = Date.now();
  let live = 0;
  for (const map of [caches.get(db), totals.get(db)])
    for (const entry of map?.values() ?? []) if (now - entry.at < TTL_MS) live += 1;
  return live;
}

/**
 * The product count of a category with nothing selected, under the same rules: counting 16,000 index entries
 * of a top category is most of its first page's cost, and the number only changes with the catalogue.
 */
const totals = new WeakMap<object, Map<string, { at: number; value: number }>>();

export function cachedTotal(db: object, key: string): number | undefined {
  const hit = totals.get(db)?.get(key);
  return hit && Date.now() - hit.at < TTL_MS ? hit.value : undefined;
}

export function rememberTotal(db: object, key: string, value: number): void {
  const cache = totals.get(db) ?? new Map<string, { at: number; value: number }>();
  totals.set(db, cache);
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { at: Date.now(), value });
}

export function cachedFacets<T>(db: object, key: string, compute: () => Promise<T>): Promise<T> {
  const cache = caches.get(db) ?? new Map<string, { at: number; value: Promise<unknown> }>();
  caches.set(db, cache);
  const hit = cache.get(key);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.value as Promise<T>;
  if (cache.size >= MAX_ENTRIES) cache.clear();
  const value = compute();
  // A failed computation is not remembered.
  value.catch(() => cache.delete(key));
  cache.set(key, { at: Date.now(), value });
  return value;
}
