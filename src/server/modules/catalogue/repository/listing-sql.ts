import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery, ListingSort } from '../query.js';
import { keywordCondition } from './search-sql.js';

/**
 * SQL pieces shared by listings and facet counts. The listing source `l` is product_categories when a category
 * is given (its partial indexes hold the sort keys), else products itself; product columns come from `p`,
 * joined only when a condition needs them, so the common "category + sort + page" case never touches products.
 */
export interface ListingSource {
  from: SQL;
  where: SQL;
  /** The product id column of `l`. */
  pid: SQL;
  /** The alias that holds product columns (name_sort, search_text): `p` when joined, else `l`. */
  product: SQL;
}

const intArray = (values: readonly number[]) =>
  sql.raw(`'{${values.filter((v) => Number.isInteger(v)).join(',')}}'::int[]`);

function needsProductColumns(q: ListingQuery): boolean {
  return (
    q.tokens.length > 0 || q.featured !== null || q.discount !== null || q.available !== null || q.formats !== null
  );
}

export function listingSource(q: ListingQuery): ListingSource {
  const inCategory = q.categoryId !== null;
  const joinProducts = inCategory && needsProductColumns(q);
  const from = inCategory
    ? joinProducts
      ? sql`product_categories l JOIN products p ON p.id = l.product_id`
      : sql`product_categories l`
    : sql`products l`;
  const pid = inCategory ? sql`l.product_id` : sql`l.id`;
  // Without the join, product_categories' own copies of the sort keys (name_sort, final_price) stand in.
  const p = joinProducts ? sql`p` : sql`l`;
  const parts: SQL[] = [sql`l.listed`];
  if (q.impossible) parts.push(sql`false`);
  if (inCategory) parts.push(sql`l.category_id = ${q.categoryId}`);
  for (const valueIds of q.facets.values()) parts.push(sql`l.facet_values && ${intArray(valueIds)}`);
  if (q.price) parts.push(sql`l.final_price BETWEEN ${q.price.min} AND ${q.price.max}`);
  if (q.ids) parts.push(sql`${pid} = ANY(${intArray(q.ids)})`);
  if (q.tokens.length > 0) parts.push(keywordCondition(q, p));
  if (q.featured !== null) parts.push(sql`${p}.featured = ${q.featured}`);
  if (q.discount !== null)
    parts.push(q.discount ? sql`${p}.final_price < ${p}.retail_price` : sql`${p}.final_price >= ${p}.retail_price`);
  if (q.available !== null) parts.push(sql`${p}.available = ${q.available}`);
  if (q.formats)
    parts.push(
      sql`${p}.format IN (${sql.join(
        q.formats.map((f) => sql`${f}`),
        sql`, `,
      )})`,
    );
  if (q.categoryIds) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM product_categories x WHERE x.product_id = ${pid} AND x.category_id = ANY(${intArray(q.categoryIds)}))`,
    );
  }
  if (q.tagIds) {
    parts.push(
      sql`EXISTS (SELECT 1 FROM product_tags t WHERE t.product_id = ${pid} AND t.tag_id = ANY(${intArray(q.tagIds)}))`,
    );
  }
  for (const r of q.numberRanges) {
    parts.push(sql`EXISTS (SELECT 1 FROM product_attribute_values a WHERE a.product_id = ${pid}
      AND a.attribute_id = ${r.attributeId} AND a.value_number BETWEEN ${r.min} AND ${r.max})`);
  }
  return { from, where: sql.join(parts, sql` AND `), pid, product: p };
}

const SORT_COLUMN: Record<ListingSort['param'], string> = {
  id: '',
  finalPrice: 'final_price',
  name: 'name_sort',
  categoryPriority: 'category_priority',
};

/** ORDER BY the sort key, then the id in the same direction: a stable order that matches the partial indexes. */
export function orderBy(source: ListingSource, sort: ListingSort): SQL {
  const dir = sql.raw(sort.order === 'asc' ? 'ASC' : 'DESC');
  const column = SORT_COLUMN[sort.param];
  return column ? sql`l.${sql.raw(column)} ${dir}, ${source.pid} ${dir}` : sql`${source.pid} ${dir}`;
}
