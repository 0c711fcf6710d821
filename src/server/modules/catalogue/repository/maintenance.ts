import { sql } from 'drizzle-orm';
import { changeFeedOf } from '../../../platform/db/change-feed.js';
import type { Db } from '../../../platform/db/client.js';
import { invalidateFacetCache } from '../facet-cache.js';
import { invalidateCategorySearch } from '../search-service.js';
import { refreshSearchWords } from './search-words.js';

/**
 * Recomputes the denormalised listing keys after catalogue writes (seed, bulk seed, back office):
 * - products.facet_values: the product's own attribute value ids plus those of its variants, so a
 *   configurable jersey is found under every size it is sold in;
 * - product_categories: ancestors of directly assigned categories (a parent lists its children's products),
 *   and copies of listed, final price, name and priority sort keys and facet values;
 * - search_words: the dictionary of the typo pass.
 * Set-based SQL, so 100,000 products take seconds, not minutes. `productIds` limits the work to some products.
 * Last, every server process of the database is told, and drops what it cached from the catalogue
 * (docs/decisions/0111-caches-across-processes.md).
 */
export async function refreshListingKeys(db: Db, productIds?: readonly number[]): Promise<void> {
  // Cached facet counts and category suggestions describe the catalogue before this write.
  invalidateFacetCache(db);
  invalidateCategorySearch(db);
  const only = productIds ? sql`AND p.id = ANY(${sql.raw(`'{${productIds.map(Number).join(',')}}'::int[]`)})` : sql``;
  const owner = sql`COALESCE(c.parent_id, c.id)`;
  const onlyOwner = productIds
    ? sql`AND ${owner} = ANY(${sql.raw(`'{${productIds.map(Number).join(',')}}'::int[]`)})`
    : sql``;
  // One grouped pass over the attribute values (a variant's values count for its main product).
  await db.execute(sql`
    UPDATE products p SET facet_values = f.values
    FROM (
      SELECT ${owner} AS owner, array_agg(DISTINCT pav.value_id ORDER BY pav.value_id) AS values
      FROM product_attribute_values pav JOIN products c ON c.id = pav.product_id
      WHERE pav.value_id IS NOT NULL ${onlyOwner}
      GROUP BY 1
    ) f
    WHERE f.owner = p.id AND p.facet_values IS DISTINCT FROM f.values`);
  // Inherited rows: every ancestor of a directly assigned category (categories are a shallow tree).
  await db.execute(sql`
    WITH RECURSIVE up(product_id, category_id) AS (
      SELECT pc.product_id, c.parent_id FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id
        JOIN products p ON p.id = pc.product_id
        WHERE pc.direct AND c.parent_id IS NOT NULL ${only}
      UNION
      SELECT up.product_id, c.parent_id FROM up JOIN categories c ON c.id = up.category_id WHERE c.parent_id IS NOT NULL
    )
    INSERT INTO product_categories (category_id, product_id, is_main, direct)
    SELECT DISTINCT category_id, product_id, false, false FROM up
    ON CONFLICT (category_id, product_id) DO NOTHING`);
  await db.execute(sql`
    UPDATE product_categories pc SET
      listed = p.listed, final_price = p.final_price, name_sort = p.name_sort,
      category_priority = p.category_priority, facet_values = p.facet_values
    FROM products p
    WHERE p.id = pc.product_id ${only}`);
  await refreshSearchWords(db, productIds);
  await changeFeedOf(db)?.publish({ kind: 'data' });
}
