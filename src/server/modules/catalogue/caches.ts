import type { Db } from '../../platform/db/client.js';
import { facetCacheEntries, invalidateFacetCache } from './facet-cache.js';
import { invalidateAttributes } from './repository/attributes.js';
import { categoryIdEntries, invalidateCategoryIds } from './repository/categories.js';
import { categorySearchEntries, invalidateCategorySearch } from './search-service.js';

/**
 * The catalogue's caches as the back office sees them (docs/decisions/0117-clearing-the-shops-caches.md): the
 * listing's facet counts and totals (a minute), and the category list of the header search with the category
 * look-ups of listings (half a minute).
 */
export const LISTING_CACHE_TTL_S = 60;
export const CATEGORY_CACHE_TTL_S = 30;

export const listingCacheEntries = (db: Db) => facetCacheEntries(db);
export const clearListingCache = (db: Db) => invalidateFacetCache(db);

export const categoryCacheEntries = (db: Db) => categorySearchEntries(db) + categoryIdEntries(db);
export function clearCategoryCaches(db: Db): void {
  invalidateCategorySearch(db);
  invalidateCategoryIds(db);
}

/** Everything the catalogue keeps in memory, dropped after a write (docs/decisions/0111-caches-across-processes.md). */
export function dropCatalogueReads(db: Db): void {
  invalidateFacetCache(db);
  clearCategoryCaches(db);
  invalidateAttributes(db);
}
