import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import type { ListingQuery, ListingSort } from './query.js';
import { listingPage } from './repository/listing-page.js';
import { correctTokens } from './repository/search-words.js';

/**
 * Hard ceiling of one search request's statements on PostgreSQL. The queries are bounded by design (capped
 * candidate sets, dictionary look-ups), so this only fires on a pathological plan; it turns "an anonymous
 * visitor can keep a connection busy for seconds" into a coded 503. PGlite has no timer to cancel a statement
 * (single-threaded WebAssembly), so there the bounded design is the only guard.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 1000;

// The shared Db type hides the driver's client; only node-postgres has a pg.Pool there.
function isPostgres(db: Db): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof pg.Pool;
}

function isStatementTimeout(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    e = e.cause as typeof e, depth += 1
  ) {
    if (e.code === '57014') return true;
  }
  return false;
}

/** Runs the search statements under SET LOCAL statement_timeout (PostgreSQL); a timeout is SEARCH_TIMEOUT. */
export async function boundedSearch<T>(db: Db, work: (db: Db) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return work(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql.raw(`SET LOCAL statement_timeout = ${SEARCH_STATEMENT_TIMEOUT_MS}`));
      // A transaction of the shared Db offers the same query API; Drizzle types it as a different class.
      return work(tx as unknown as Db);
    });
  } catch (err) {
    if (isStatementTimeout(err)) throw new AppError('SEARCH_TIMEOUT');
    throw err;
  }
}

/**
 * A listing page; a keyword search that matched nothing gets a typo pass: unknown keywords are corrected
 * against the search dictionary and the normal (index-backed) search runs again with the corrections. Nonsense
 * costs one dictionary look-up, never a similarity scan over every product.
 */
export async function searchPage(db: Db, query: ListingQuery, sort: ListingSort | null, limit: number, offset: number) {
  if (query.tokens.length === 0) return listingPage(db, query, sort, limit, offset);
  return boundedSearch(db, async (tx) => {
    const exact = await listingPage(tx, query, sort, limit, offset);
    if (exact.total > 0) return exact;
    // A colour word is no typo: it keeps its own condition (docs/decisions/0226-search-finds-colours.md).
    const groups = (await correctTokens(tx, query.tokens)).map((words, i) =>
      query.colours?.[i] ? [query.tokens[i]!] : words,
    );
    const unchanged = groups.every((words, i) => words.length === 1 && words[0] === query.tokens[i]);
    if (unchanged || groups.some((words) => words.length === 0)) return exact;
    const corrected = { ...query, tokens: groups.map((words) => words[0]!), alternatives: groups };
    return listingPage(tx, corrected, sort, limit, offset);
  });
}
