import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../platform/db/client.js';

/**
 * The search dictionary (table search_words): distinct words of listed products' search text, 3 to 60 letters,
 * with at least one letter (numbers and SKU counters are never typos worth correcting). A full refresh rebuilds
 * it; a refresh for some products only adds their words. A word that no product holds any more does no harm:
 * a correction to it simply finds nothing.
 */
export async function refreshSearchWords(db: Db, productIds?: readonly number[]): Promise<void> {
  const only = productIds ? sql`AND p.id = ANY(${sql.raw(`'{${productIds.map(Number).join(',')}}'::int[]`)})` : sql``;
  if (!productIds) await db.execute(sql`DELETE FROM search_words`);
  await db.execute(sql`
    INSERT INTO search_words (word)
    SELECT DISTINCT w FROM products p, unnest(string_to_array(p.search_text, ' ')) AS w
    WHERE p.listed ${only} AND length(w) BETWEEN 3 AND 60 AND w ~ '[a-z]'
    ON CONFLICT (word) DO NOTHING`);
}

/** Below this trigram similarity a dictionary word is not a plausible correction ("majcia" ~ "majica" is 0.27). */
export const MIN_CORRECTION_SIMILARITY = 0.25;
/** Nearest words kept per unknown keyword: a typo may be nearest to a few words ("salica", "salovi"). */
const CORRECTIONS_PER_WORD = 3;

/**
 * Each keyword with its replacements: a keyword that some dictionary word contains stays as it is (the exact
 * pass matches it); an unknown one becomes its nearest dictionary words by trigram distance (GiST KNN, so the
 * cost is a few index pages whatever the catalogue size). An empty list means the keyword matches nothing.
 * One statement for all keywords.
 */
export async function correctTokens(db: Db, tokens: readonly string[]): Promise<string[][]> {
  const list = sql.raw(`ARRAY[${tokens.map((t) => `'${t.replace(/[^a-z0-9]/g, '')}'`).join(',')}]::text[]`);
  const result = await db.execute(sql`
    SELECT t.ord, EXISTS (SELECT 1 FROM search_words w WHERE w.word LIKE '%' || t.token || '%') AS known,
      ARRAY(SELECT n.word FROM (SELECT w.word FROM search_words w ORDER BY w.word <-> t.token LIMIT ${CORRECTIONS_PER_WORD}) n
        WHERE similarity(n.word, t.token) >= ${MIN_CORRECTION_SIMILARITY}) AS near
    FROM unnest(${list}) WITH ORDINALITY AS t(token, ord) ORDER BY t.ord`);
  const rows = rowsOf<{ ord: number; known: boolean; near: string[] | string }>(result);
  return rows.map((row, i) => (row.known ? [tokens[i]!] : parseArray(row.near)));
}

/** node-postgres parses text[]; be tolerant of the '{a,b}' literal form too. */
function parseArray(value: string[] | string): string[] {
  if (Array.isArray(value)) return value;
  const inner = value.replace(/^\{|\}$/g, '');
  return inner ? inner.split(',') : [];
}
