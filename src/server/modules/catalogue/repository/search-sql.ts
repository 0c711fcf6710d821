import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery, ListingSort } from '../query.js';
import { orderBy, type ListingSource } from './listing-sql.js';

/**
 * Keyword search over products.search_text, which already holds the normalised text (lower case, Croatian
 * diacritics folded, see src/shared/search-text.ts) of the name, sku, brand, short description and category
 * names. Folding in JavaScript at write time keeps the column plain text, so its pg_trgm GIN index needs no
 * immutable unaccent() wrapper, and the query side folds keywords with the very same function.
 *
 * - exact pass: every word occurs somewhere in the text (LIKE '%word%', answered by the trigram index), so
 *   "sal" finds "Šal" and "Šalica" and "ovi" finds "Dresovi";
 * - typo pass (q.alternatives, run only when the exact pass found nothing): each unknown keyword was corrected
 *   to its nearest dictionary words (search-words.ts), any of which may occur ("dersovi" -> "dresovi").
 * Tokens are [a-z0-9] only (normaliseSearchText), so they never carry LIKE wildcards.
 */
export function keywordCondition(q: ListingQuery, product: SQL): SQL {
  const like = (word: string) => sql`${product}.search_text LIKE ${`%${word}%`}`;
  const groups = q.alternatives ?? q.tokens.map((token) => [token]);
  return sql.join(
    groups.map((words) => (words.length === 1 ? like(words[0]!) : sql`(${sql.join(words.map(like), sql` OR `)})`)),
    sql` AND `,
  );
}

/**
 * Relevance order of a keyword search: the exact name first, then names starting with the query, then names
 * with a word starting with it, then the rest; inside a tier the shorter name (the query covers more of it),
 * then the id keeps the order stable. Computing trigram similarity for every match instead cost ~4 µs a row,
 * far too much for a common word matching 15,000 of 100,000 products.
 */
export function relevanceOrder(q: ListingQuery, product: SQL, pid: SQL): SQL {
  const phrase = q.tokens.join(' ');
  const name = sql`${product}.name_sort`;
  return sql`CASE WHEN ${name} = ${phrase} THEN 0 WHEN ${name} LIKE ${`${phrase}%`} THEN 1
    WHEN ${name} LIKE ${`% ${phrase}%`} THEN 2 ELSE 3 END,
    length(${name}), ${pid} DESC`;
}

/**
 * A search lists at most SEARCH_RESULT_CAP products (docs/decisions/0024-search-bounds.md): a common word
 * matching 8,000 of 100,000 products is never ranked, counted or paged in full. Candidates are the first CAP
 * name-prefix matches (the best relevance tiers; btree on name_sort) plus the first CAP matches in table order
 * (LIMIT stops the trigram scan early). Those are ranked, the first CAP of them paged; the total is the capped
 * candidate count, exact whenever fewer than CAP products match.
 */
export const SEARCH_RESULT_CAP = 1000;

export function searchCandidates(q: ListingQuery, source: ListingSource, sort: ListingSort | null, limit: number, offset: number) {
  const { from, where, pid, product } = source;
  const prefix = `${q.tokens.join(' ')}%`;
  const pageLimit = Math.max(0, Math.min(limit, SEARCH_RESULT_CAP - offset));
  // Candidates carry every sort key, so ranking them reads no table again (aliased `l` like a listing source).
  const columns = sql`${pid} AS id, ${product}.name_sort, l.final_price, l.category_priority`;
  const ranked: ListingSource = { from: sql`candidates l`, where: sql`true`, pid: sql`l.id`, product: sql`l` };
  const order = sort ? orderBy(ranked, sort) : relevanceOrder(q, ranked.product, ranked.pid);
  return {
    ctes: sql`candidates AS MATERIALIZED (
      (SELECT ${columns} FROM ${from} WHERE ${where} AND ${product}.name_sort LIKE ${prefix} LIMIT ${SEARCH_RESULT_CAP})
      UNION
      (SELECT ${columns} FROM ${from} WHERE ${where} LIMIT ${SEARCH_RESULT_CAP})
    ),`,
    pageIds: sql`SELECT l.id FROM candidates l ORDER BY ${order} LIMIT ${pageLimit} OFFSET ${offset}`,
    total: sql`LEAST((SELECT count(*)::int FROM candidates), ${SEARCH_RESULT_CAP})`,
  };
}
