import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client.js';
import type { ProductRow } from '../../../platform/db/schema/catalogue.js';
import type { MediaRow } from '../../../platform/db/schema/media.js';
import type { CardRow } from '../mappers.js';
import { cachedTotal, rememberTotal } from '../facet-cache.js';
import { isPlainListing, type ListingQuery, type ListingSort } from '../query.js';
import { listingSource, orderBy } from './listing-sql.js';
import { relevanceOrder, searchCandidates } from './search-sql.js';
import type { MediaLink } from './products.js';

/**
 * A listing page in ONE statement: the total, the page's product rows and their first two media entries.
 * On PGlite every statement costs a fixed round trip through the WebAssembly engine, so the four queries a
 * page would otherwise take (ids, count, rows, media) are folded into one; PostgreSQL gains a little too.
 */
const PRODUCT_COLUMNS =
  sql.raw(`p.id, p.type, p.format, p.sku, p.slug, p.name, p.short_description AS "shortDescription",
  p.description, p.manufacturer, p.brand, p.featured, p.archived, p.is_purchasable AS "isPurchasable", p.available,
  p.stock_quantity AS "stockQuantity", p.infinite_quantity AS "infiniteQuantity", p.retail_price AS "retailPrice",
  p.final_price AS "finalPrice", p.member_price AS "memberPrice", p.lowest_price AS "lowestPrice",
  p.discount_percentage AS "discountPercentage", p.category_priority AS "categoryPriority", p.rating, p.rating_count AS "ratingCount",
  p.parent_id AS "parentId", p.is_visible_individually AS "isVisibleIndividually"`);

const MEDIA_JSON =
  sql.raw(`(SELECT COALESCE(json_agg(x ORDER BY x.position, x."isDefault" DESC, x."entryId"), '[]'::json) FROM (
    SELECT pm.id AS "entryId", pm.product_id AS "productId", pm.position, pm.is_default AS "isDefault", pm.description,
      json_build_object('id', m.id, 'title', m.title, 'description', m.description, 'mime', m.mime, 'extension', m.extension,
        'width', m.width, 'height', m.height, 'access', m.access, 'focusX', m.focus_x, 'focusY', m.focus_y) AS media
    FROM product_media pm JOIN media m ON m.id = pm.media_id
    WHERE pm.product_id = p.id ORDER BY pm.position, pm.is_default DESC, pm.id LIMIT 2) x)`);

/** A product of a listing page: its card's columns, with the two the page reads besides. */
export type ListedRow = CardRow & Pick<ProductRow, 'description' | 'parentId'> & { media: MediaLink[] };

/** `sort` null: relevance order of a keyword search. */
export async function listingPage(db: Db, q: ListingQuery, sort: ListingSort | null, limit: number, offset: number) {
  const source = listingSource(q);
  const order = sort ? orderBy(source, sort) : relevanceOrder(q, source.product, source.pid);
  // A category's first view counts its products once a minute, not on every page (facet-cache.ts).
  const totalKey = isPlainListing(q) ? `total:${q.categoryId ?? 'all'}` : null;
  const knownTotal = totalKey ? cachedTotal(db, totalKey) : undefined;
  // A keyword search pages through a bounded candidate set (search-sql.ts); a plain listing through everything.
  const { ctes, pageIds, total } =
    q.tokens.length > 0
      ? searchCandidates(q, source, sort, limit, offset)
      : {
          ctes: sql``,
          pageIds: sql`SELECT ${source.pid} FROM ${source.from} WHERE ${source.where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`,
          total:
            knownTotal !== undefined
              ? sql`${knownTotal}::int`
              : sql`(SELECT count(*)::int FROM ${source.from} WHERE ${source.where})`,
        };
  const result = await db.execute(sql`
    WITH ${ctes} page AS (
      SELECT t.id, t.ord FROM unnest(ARRAY(${pageIds})) WITH ORDINALITY AS t(id, ord)
    )
    SELECT ${total} AS total,
      (SELECT COALESCE(json_agg(r ORDER BY r.ord), '[]'::json) FROM (
        SELECT page.ord, ${PRODUCT_COLUMNS}, ${MEDIA_JSON} AS media FROM page JOIN products p ON p.id = page.id
      ) r) AS records`);
  const row = rowsOf<{ total: number; records: unknown }>(result)[0];
  const records = (typeof row?.records === 'string' ? JSON.parse(row.records) : (row?.records ?? [])) as Array<
    ListedRow & { ord: number }
  >;
  for (const record of records) {
    for (const link of record.media) link.media = link.media as MediaRow;
  }
  const count = Number(row?.total ?? 0);
  if (totalKey && knownTotal === undefined) rememberTotal(db, totalKey, count);
  return { total: count, records };
}
