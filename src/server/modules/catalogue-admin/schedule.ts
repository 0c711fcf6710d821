import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { products } from '../../platform/db/schema/catalogue.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { announceCatalogueChange, refreshAfterWrite } from './announce.js';
import { applyPricesNow, productsWithDuePrices } from './prices.js';

/**
 * What staff planned that has come due at `now`: prices whose period started (docs/decisions/0178-price-timeline.md)
 * and drafts whose publication moment passed (docs/decisions/0176-product-status-drives-archived.md). Each
 * product's change is its own short transaction; every process may run it (the updates are idempotent).
 */
export async function applyCatalogueSchedule(
  app: FastifyInstance,
  now: Date,
): Promise<{ prices: number; published: number }> {
  const due = await productsWithDuePrices(app.db, now);
  const published = await app.db.transaction(async (tx) => {
    const rows = await tx
      .update(products)
      .set({ status: 'published', archived: false, publishAt: null, updatedAt: now })
      .where(and(eq(products.status, 'draft'), isNotNull(products.publishAt), lte(products.publishAt, now)))
      .returning({ id: products.id });
    const priced = await applyPricesNow(tx, due, now);
    const touched = [...new Set([...rows.map((r) => r.id), ...priced])];
    if (touched.length > 0) {
      const owners = await tx
        .select({ id: products.id, parentId: products.parentId })
        .from(products)
        .where(inArray(products.id, touched));
      await refreshAfterWrite(tx, [...new Set(owners.map((o) => o.parentId ?? o.id))]);
    }
    return { published: rows.length, prices: priced.length };
  });
  if (published.published + published.prices > 0) await announceCatalogueChange(app);
  return published;
}

/** Runs the schedule with the periodic sweeps (off in tests, which call `applyCatalogueSchedule` with their clock). */
export const catalogueSchedulePlugin = fp(
  async (app) => {
    periodicSweep(app, 'catalogue schedule', (now) => applyCatalogueSchedule(app, now));
  },
  { name: 'catalogue-schedule', dependencies: ['db'] },
);
