import { sql } from 'drizzle-orm';
import { changeFeedOf } from '../../platform/db/change-feed.js';
import type { Db } from '../../platform/db/client.js';

/**
 * Keeps a product's `rating` and `rating_count` the average and number of its approved reviews
 * (docs/decisions/0211-product-reviews.md): the cards and the product page read these columns, so a listing needs
 * no join. Called in the transaction of every change that adds, removes or moves an approved review.
 */
export async function refreshProductRating(tx: Db, productId: number): Promise<void> {
  await tx.execute(sql`
    UPDATE products p SET
      rating = COALESCE(r.average, 0),
      rating_count = COALESCE(r.count, 0)
    FROM (
      SELECT round(avg(rating)::numeric, 2)::real AS average, count(*)::int AS count
      FROM product_reviews WHERE product_id = ${productId} AND status = 'approved'
    ) r
    WHERE p.id = ${productId}`);
}

/**
 * After the transaction committed: every server process drops its cached reads and pages, so the product's
 * stars, its cards and its review list are drawn again (docs/decisions/0111-caches-across-processes.md).
 */
export async function announceReviewsChanged(db: Db): Promise<void> {
  await changeFeedOf(db)?.publish({ kind: 'data' });
}
