import type { FastifyInstance } from 'fastify';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import type { Db } from '../../platform/db/client.js';
import { refreshListingKeys } from '../catalogue/index.js';
import { notifyRestocked } from '../stock-requests/index.js';

/** Inside a write's transaction: the listing keys of the products it touched follow, committed with it. */
export async function refreshAfterWrite(tx: Db, productIds: readonly number[]): Promise<void> {
  await refreshListingKeys(tx, productIds);
}

/**
 * After the commit: every server process of the database drops what it cached from the catalogue
 * (docs/decisions/0111-caches-across-processes.md); this one at once, the others through the change feed. A write
 * that brought a sold-out product back mails its 'Obavijesti me' requests, once each
 * (docs/decisions/0208-back-in-stock-requests.md).
 */
export async function announceCatalogueChange(app: FastifyInstance): Promise<void> {
  await changeFeedOf(app.db)?.publish({ kind: 'data' });
  await notifyRestocked(app);
}
