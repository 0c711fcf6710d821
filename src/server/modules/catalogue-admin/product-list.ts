import { LOW_STOCK_LIMIT, type ProductStatus } from '@shared/catalogue-admin.js';
import { mediaUrl } from '@shared/media.js';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';
import { type ProductFilters, productFilterSql, USABLE_STOCK, USABLE_STOCK_TEXT } from './product-filters.js';

export const ADMIN_PRODUCT_SORTS = ['updated', 'name', 'price', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

const ORDER: Record<AdminProductSort, string> = {
  updated: 'p.updated_at DESC, p.id DESC',
  name: 'p.name_sort ASC, p.id ASC',
  price: 'p.final_price ASC, p.id ASC',
  stock: 'usable ASC, p.id ASC',
};

interface Row {
  id: number;
  name: string;
  sku: string;
  slug: string;
  format: string;
  status: ProductStatus;
  publishAt: Date | string | null;
  retailPrice: number;
  finalPrice: number;
  memberPrice: number | null;
  usable: number | string;
  infinite: boolean;
  variants: number | string;
  category: string | null;
  mediaId: number | null;
  mediaTitle: string | null;
  mediaExtension: string | null;
  updatedAt: Date | string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * One page of the back office's products (main products; a configurable one with its variants' stock summed). The
 * page's ids come first from the filter alone (the trigram index answers a search; the sort keys are columns, except
 * stock), then what the rows show is read for those 25 only, and the total is a plain count of the filter.
 */
export async function listAdminProducts(
  db: Db,
  filters: ProductFilters & { sort: AdminProductSort; page: number; limit: number },
  apiKeyId: number,
) {
  const where = productFilterSql(filters);
  const [pageIds, totalRecords] = await Promise.all([
    db.execute(sql`
      SELECT p.id FROM products p WHERE ${where}
      ORDER BY ${sql.raw(ORDER[filters.sort].replace('usable', USABLE_STOCK_TEXT))}
      LIMIT ${filters.limit} OFFSET ${(filters.page - 1) * filters.limit}`),
    countOnly(db, filters),
  ]);
  const ids = rowsOf<{ id: number }>(pageIds).map((r) => Number(r.id));
  const rows =
    ids.length === 0
      ? []
      : rowsOf<Row>(
          await db.execute(sql`
    SELECT p.id, p.name, p.sku, p.slug, p.format, p.status, p.publish_at AS "publishAt",
      p.retail_price AS "retailPrice", p.final_price AS "finalPrice", p.member_price AS "memberPrice",
      ${USABLE_STOCK} AS usable, p.infinite_quantity AS infinite,
      (SELECT count(*) FROM products v WHERE v.parent_id = p.id AND NOT v.archived) AS variants,
      (SELECT c.name FROM product_categories pc JOIN categories c ON c.id = pc.category_id
        WHERE pc.product_id = p.id AND pc.direct ORDER BY pc.is_main DESC, c.position LIMIT 1) AS category,
      m.id AS "mediaId", m.title AS "mediaTitle", m.extension AS "mediaExtension",
      p.updated_at AS "updatedAt"
    FROM products p
    LEFT JOIN LATERAL (SELECT md.id, md.title, md.extension FROM product_media pm JOIN media md ON md.id = pm.media_id
      WHERE pm.product_id = p.id ORDER BY pm.is_default DESC, pm.position LIMIT 1) m ON true
    WHERE p.id = ANY(${sql.raw(`'{${ids.join(',')}}'::int[]`)})`),
        );
  const byId = new Map(rows.map((r) => [Number(r.id), r]));
  return {
    records: ids
      .map((id) => byId.get(id))
      .filter((row): row is Row => row !== undefined)
      .map((row) => {
        const usable = row.infinite ? null : Number(row.usable);
        return {
          id: row.id,
          name: row.name,
          sku: row.sku,
          slug: row.slug,
          format: row.format,
          status: row.status,
          publishAt: iso(row.publishAt),
          regularPrice: row.retailPrice,
          finalPrice: row.finalPrice,
          memberPrice: row.memberPrice,
          usableStock: usable,
          stockState:
            usable === null || usable > LOW_STOCK_LIMIT
              ? ('in' as const)
              : usable === 0
                ? ('out' as const)
                : ('low' as const),
          variants: Number(row.variants),
          category: row.category,
          thumbnail:
            row.mediaId === null
              ? null
              : mediaUrl(
                  { id: row.mediaId, title: row.mediaTitle ?? '', extension: row.mediaExtension ?? 'jpg' },
                  'thumbnail',
                  undefined,
                  apiKeyId,
                ),
          updatedAt: iso(row.updatedAt)!,
        };
      }),
    totalRecords,
    page: filters.page,
    totalPages: Math.max(1, Math.ceil(totalRecords / filters.limit)),
  };
}

/** The filter's total. */
async function countOnly(db: Db, filters: ProductFilters): Promise<number> {
  const result = await db.execute(sql`SELECT count(*) AS n FROM products p WHERE ${productFilterSql(filters)}`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** Every product id of a filter (a bulk action over 'the whole filter'), at most `max`. */
export async function productIdsOf(db: Db, filters: ProductFilters, max: number): Promise<number[]> {
  const result = await db.execute(
    sql`SELECT p.id FROM products p WHERE ${productFilterSql(filters)} ORDER BY p.id LIMIT ${max}`,
  );
  return rowsOf<{ id: number }>(result).map((r) => r.id);
}
