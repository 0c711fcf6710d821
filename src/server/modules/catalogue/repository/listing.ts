import { sql } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client.js';
import type { ListingQuery } from '../query.js';
import { listingSource } from './listing-sql.js';

function rowsOf<T>(result: unknown): T[] {
  // node-postgres and PGlite both answer { rows }.
  return (result as { rows: T[] }).rows;
}

/** Attribute value id -> number of matching products (values of every product's facet_values). */
export async function countFacetValues(
  db: Db,
  q: ListingQuery,
  onlyValues?: readonly number[],
): Promise<Map<number, number>> {
  const source = listingSource(q);
  const restrict = onlyValues ? sql`WHERE v = ANY(${sql.raw(`'{${onlyValues.join(',')}}'::int[]`)})` : sql``;
  const result = await db.execute(sql`
    SELECT v AS value_id, count(*)::int AS total
    FROM (SELECT unnest(l.facet_values) AS v FROM ${source.from} WHERE ${source.where}) f
    ${restrict}
    GROUP BY v`);
  return new Map(rowsOf<{ value_id: number; total: number }>(result).map((r) => [Number(r.value_id), Number(r.total)]));
}

/** Lowest and highest final price (cents) among the matching products; nulls when none match. */
export async function priceBounds(db: Db, q: ListingQuery): Promise<{ min: number | null; max: number | null }> {
  const source = listingSource(q);
  const result = await db.execute(sql`
    SELECT min(l.final_price)::int AS min, max(l.final_price)::int AS max FROM ${source.from} WHERE ${source.where}`);
  const row = rowsOf<{ min: number | null; max: number | null }>(result)[0];
  return { min: row?.min ?? null, max: row?.max ?? null };
}
