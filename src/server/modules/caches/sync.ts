import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import { dropCatalogueReads } from '../catalogue/index.js';
import { invalidateSitemaps } from '../seo/index.js';
import { type CacheId, clearCaches } from './registry.js';

/** Everything this process keeps that a catalogue or CMS write makes stale. */
export function dropStaleReads(app: FastifyInstance): void {
  dropCatalogueReads(app.db);
  invalidateSitemaps(app.db);
  app.answerCache.clear();
}

/**
 * Keeps this process's caches in step with writes made anywhere (docs/decisions/0111-caches-across-processes.md):
 * a data change drops every cached read; staff clearing caches on another process clears the same ones here.
 */
export const cacheSyncPlugin = fp(
  async (app) => {
    const feed = changeFeedOf(app.db);
    if (!feed) return;
    const unsubscribe = feed.subscribe((change) => {
      if (change.kind === 'data') dropStaleReads(app);
      else
        void clearCaches(app, change.caches as CacheId[]).catch((err: unknown) =>
          app.log.error({ err }, 'clearing caches told by another process failed'),
        );
    });
    app.addHook('onClose', async () => unsubscribe());
  },
  { name: 'cache-sync', dependencies: ['db', 'answer-cache'] },
);
