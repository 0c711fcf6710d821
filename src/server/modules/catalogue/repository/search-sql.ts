import { sql, type SQL } from 'drizzle-orm';
import type { ListingQuery, ListingSort } from '../query.js';
import { listingSource, orderBy, type ListingSource } from './listing-sql.js';

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
 * - a colour word (q.colours, docs/decisions/0226-search-finds-colours.md) matches its stem in the text ("plavi"
 *   finds "plavo-bijeli") or a product (or a variant of it) whose colour attribute has that colour: facet_values
 *   holds both, so "crveni dres" finds a jersey that says its colour only as a swatch. The typo pass leaves it be.
 * Tokens are [a-z0-9] only (normaliseSearchText), so they never carry LIKE wildcards.
 */
export function keywordCondition(q: ListingQuery, product: SQL): SQL {
  const like = (word: string) => sql`${product}.search_text LIKE ${`%${word}%`}`;
  const groups = q.alternatives ?? q.tokens.map((token) => [token]);
  return sql.join(
    groups.map((words, i) => {
      const colour = q.colours?.[i];
      if (colour) {
        if (colour.valueIds.length === 0) return like(colour.stem);
        const ids = sql.raw(`'{${colour.valueIds.map(Number).join(',')}}'::int[]`);
        return sql`(${like(colour.stem)} OR ${product}.facet_values && ${ids})`;
      }
      return words.length === 1 ? like(words[0]!) : sql`(${sql.join(words.map(like), sql` OR `)})`;
    }),
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
 * matching 8,000 of 100,000 products is never ranked, counted or paged in full. Candidates are, first, up to CAP
 * products whose normalised name starts with the query (the best relevance tiers), then, only while fewer
 * than CAP were found, other matches in table order (LIMIT stops the trigram scan early). The two parts are
 * disjoint, so the total is the candidate count: exact whenever fewer than CAP products match.
 *
 * The name-prefix part needs no keyword test: name_sort is the folded name, which search_text holds word for
 * word, so a name starting with "majica plava" contains every keyword. It is a plain range read of the
 * prefix btree that stops after CAP rows; a common word then never reaches the trigram part at all.
 */
export const SEARCH_RESULT_CAP = 1000;

export function searchCandidates(
  q: ListingQuery,
  source: ListingSource,
  sort: ListingSort | null,
  limit: number,
  offset: number,
) {
  const prefix = `${q.tokens.join(' ')}%`;
  const pageLimit = Math.max(0, Math.min(limit, SEARCH_RESULT_CAP - offset));
  // The same filters without the keyword test (and without the join it may need) for the name-prefix part.
  const named = listingSource({ ...q, tokens: [], alternatives: undefined });
  // Candidates carry every sort key, so ranking them reads no table again (aliased `l` like a listing source).
  const columns = (s: ListingSource) => sql`${s.pid} AS id, ${s.product}.name_sort, l.final_price, l.category_priority`;
  const ranked: ListingSource = { from: sql`candidates l`, where: sql`true`, pid: sql`l.id`, product: sql`l` };
  const order = sort ? orderBy(ranked, sort) : relevanceOrder(q, ranked.product, ranked.pid);
  return {
    ctes: sql`named AS MATERIALIZED (
      SELECT ${columns(named)} FROM ${named.from} WHERE ${named.where} AND ${named.product}.name_sort LIKE ${prefix} LIMIT ${SEARCH_RESULT_CAP}
    ),
    candidates AS MATERIALIZED (
      SELECT * FROM named
      UNION ALL
      (SELECT ${columns(source)} FROM ${source.from} WHERE ${source.where} AND ${source.product}.name_sort NOT LIKE ${prefix}
        LIMIT ${SEARCH_RESULT_CAP} - (SELECT count(*) FROM named))
    ),`,
    pageIds: sql`SELECT l.id FROM candidates l ORDER BY ${order} LIMIT ${pageLimit} OFFSET ${offset}`,
    total: sql`(SELECT count(*)::int FROM candidates)`,
  };
}
