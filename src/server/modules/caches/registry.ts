import type { FastifyInstance } from 'fastify';
import type { components } from '@api/openapi';
import {
  CATEGORY_CACHE_TTL_S,
  LISTING_CACHE_TTL_S,
  categoryCacheEntries,
  clearCategoryCaches,
  clearListingCache,
  listingCacheEntries,
} from '../catalogue/index.js';
import { clearVariantCache, mediaStorageFromConfig, variantCacheStats } from '../media/index.js';
import { SITEMAP_CACHE_TTL_S, invalidateSitemaps, sitemapCacheEntries } from '../seo/index.js';

export type CacheId = components['schemas']['CacheId'];
export type ShopCache = components['schemas']['ShopCache'];

interface CacheProbe {
  measure(): Promise<{ entries: number; bytes: number | null }> | { entries: number; bytes: number | null };
  ttlSeconds: number | null;
  clear(): Promise<void> | void;
}

/**
 * Every cache the shop keeps, in the order the back office lists them (docs/decisions/0117-clearing-the-shops-caches.md).
 * The memory caches belong to each server process; clearing reaches every process of the database
 * (docs/decisions/0111-caches-across-processes.md). The rendered image sizes are files under DATA_DIR.
 */
function probes(app: FastifyInstance): Record<CacheId, CacheProbe> {
  const { db } = app;
  const inMemory = (entries: number) => ({ entries, bytes: null });
  return {
    // The kept catalogue and CMS answers and pages (docs/decisions/0187-one-answer-cache.md) count and clear with the
    // listing.
    listing: {
      measure: () => inMemory(listingCacheEntries(db) + app.answerCache.size),
      ttlSeconds: LISTING_CACHE_TTL_S,
      clear: () => {
        clearListingCache(db);
        app.answerCache.clear();
      },
    },
    categories: {
      measure: () => inMemory(categoryCacheEntries(db)),
      ttlSeconds: CATEGORY_CACHE_TTL_S,
      clear: () => {
        clearCategoryCaches(db);
        app.answerCache.clear();
      },
    },
    sitemaps: {
      measure: () => inMemory(sitemapCacheEntries(db)),
      ttlSeconds: SITEMAP_CACHE_TTL_S,
      clear: () => invalidateSitemaps(db),
    },
    domains: {
      measure: () => inMemory(app.domains.entries),
      ttlSeconds: app.domains.ttlSeconds,
      clear: () => {
        app.domains.invalidate();
        // A kept page carries its domain's configuration (its apiKey among it): it must not outlive the domain.
        app.answerCache.clear();
      },
    },
    lockers: {
      measure: () => inMemory(app.boxnow.lockerCache.entries),
      ttlSeconds: app.boxnow.lockerCache.ttlSeconds,
      clear: () => app.boxnow.clearLockerCache(),
    },
    media: {
      measure: async () => {
        const { files, bytes } = await variantCacheStats(app.config.mediaDir);
        return { entries: files, bytes };
      },
      ttlSeconds: null,
      clear: () => clearVariantCache(mediaStorageFromConfig(app.config)),
    },
  };
}

export async function describeCaches(app: FastifyInstance): Promise<ShopCache[]> {
  return Promise.all(
    Object.entries(probes(app)).map(async ([id, probe]) => ({
      id: id as CacheId,
      ...(await probe.measure()),
      ttlSeconds: probe.ttlSeconds,
    })),
  );
}

export async function clearCaches(app: FastifyInstance, ids: readonly CacheId[]): Promise<void> {
  const all = probes(app);
  for (const id of ids) await all[id].clear();
}
