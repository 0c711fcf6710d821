import type { ProductStatus, StockState } from '@shared/catalogue-admin.js';
import { LOW_STOCK_LIMIT } from '@shared/catalogue-admin.js';
import { normaliseSearchText } from '@shared/search-text.js';
import { STOCK_BUFFER } from '@shared/stock.js';
import { type SQL, sql } from 'drizzle-orm';

/** How the back office narrows its product list; a bulk action may take the same filter as its selection. */
export interface ProductFilters {
  q?: string;
  category?: number;
  status?: ProductStatus;
  stock?: StockState;
  sale?: boolean;
}

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Usable stock of a main product (`p`): its own, or its live variants' summed, each less the shop's buffer
 * (src/shared/stock.ts). A product with infinite quantity counts as plenty.
 */
export const USABLE_STOCK_TEXT = `(CASE
  WHEN p.infinite_quantity THEN 1000000
  WHEN p.format = 'configurable' THEN COALESCE((SELECT SUM(GREATEST(v.stock_quantity - ${STOCK_BUFFER}, 0))
    FROM products v WHERE v.parent_id = p.id AND NOT v.archived), 0)
  ELSE GREATEST(p.stock_quantity - ${STOCK_BUFFER}, 0) END)`;
export const USABLE_STOCK = sql.raw(USABLE_STOCK_TEXT);

/**
 * The WHERE of the back office's product list over `products p`: main products only (variants belong to theirs),
 * products and not services. Search folds diacritics like the shop's (the trigram index answers the LIKEs) and
 * also finds a variant's SKU.
 */
export function productFilterSql(filters: ProductFilters): SQL {
  const parts: SQL[] = [sql`p.parent_id IS NULL`, sql`p.type = 'product'`];
  const q = filters.q?.trim();
  if (q) {
    const words = normaliseSearchText(q).split(' ').filter(Boolean).slice(0, 8);
    const text = words.map((w) => sql`p.search_text LIKE ${likeText(w)}`);
    const byText = sql`(${sql.join(text.length > 0 ? text : [sql`false`], sql` AND `)})`;
    // A SKU has a digit or a dash: only then are SKUs (also the variants') searched, a scan the name search skips.
    if (/^[A-Za-z0-9._-]+$/.test(q) && /[\d-]/.test(q)) {
      const sku = likeText(q.toUpperCase()).replace(/^%/, '');
      parts.push(sql`(${byText} OR upper(p.sku) LIKE ${sku}
        OR p.id IN (SELECT v.parent_id FROM products v WHERE v.parent_id IS NOT NULL AND upper(v.sku) LIKE ${sku}))`);
    } else parts.push(byText);
  }
  if (filters.category !== undefined)
    parts.push(
      sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.product_id = p.id AND pc.category_id = ${filters.category})`,
    );
  if (filters.status) parts.push(sql`p.status = ${filters.status}`);
  if (filters.sale !== undefined)
    parts.push(filters.sale ? sql`p.final_price < p.retail_price` : sql`p.final_price >= p.retail_price`);
  if (filters.stock === 'out') parts.push(sql`${USABLE_STOCK} = 0`);
  if (filters.stock === 'low') parts.push(sql`${USABLE_STOCK} BETWEEN 1 AND ${LOW_STOCK_LIMIT}`);
  if (filters.stock === 'in') parts.push(sql`${USABLE_STOCK} > ${LOW_STOCK_LIMIT}`);
  return sql.join(parts, sql` AND `);
}
