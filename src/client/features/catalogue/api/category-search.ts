/**
 * The category list's URL (docs/spec/shop.md 2 and 4): `page`, `sort` (a sort key), `limit` (12 or 24) and one key per
 * filter attribute code: comma value slugs ("m,l"; old links' numeric ids "3,7" still read, a single id as a
 * number: docs/decisions/0235-filter-value-slugs.md), yes/no, or a range "10-49.99" (never 0-0). The URL is the source of truth: the loader, the grid and the filter machine all read it from here.
 * Deliberately dependency-light: it runs in the route tree, which is part of the first-load JS (docs/targets.md P1);
 * what the list makes of the URL (its view, its request, old links' slugs) is category-list.ts, loaded with the list.
 */
import type { ProductFilterRequest } from '../../../lib/api-types.js';
import { sortByKey } from '@shared/sorts.js';
import { isValueId, parseValueRefs } from '@shared/filter-slugs.js';

export const PAGE_SIZES = [12, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;
const RESERVED = new Set(['page', 'sort', 'limit', 'search']);
// Attribute codes are lower case; "editPage" and other camel-cased parameters are no filter.
const CODE = /^[a-z][a-z0-9_]{0,63}$/;
/**
 * Parameters of ads, newsletters and social networks. A slug is any word, so "?utm_source=facebook" has a
 * filter's shape: these names never name a filter (docs/decisions/0080-unknown-query-parameters-ignored.md).
 */
const TRACKING =
  /^(?:utm_|_g|mc_|pk_|hsa_|fbclid$|gclid$|gbraid$|wbraid$|dclid$|msclkid$|yclid$|igshid$|ttclid$|twclid$|li_fat_id$|srsltid$|ref$|source$|campaign$)/;
const RANGE = /^(\d{1,9}(?:\.\d{1,2})?)-(\d{1,9}(?:\.\d{1,2})?)$/;
/**
 * The one range the shop writes: the price slider's. Any other value is a list, so a season's slug "2025-26" is
 * not read as a range (number attributes have no facet in the panel).
 */
export const RANGE_KEYS = new Set(['price']);

export type FilterQuery = Record<string, string | number>;
export interface CategorySearch {
  page?: number;
  sort?: string;
  limit?: number;
  [code: string]: string | number | undefined;
}

/** One filter value as the URL keeps it, or undefined when malformed or empty (0-0 ranges too). */
export function normaliseFilterValue(raw: unknown, key = 'price'): string | number | undefined {
  // Numbers and strings as typed; anything else reads as text no filter matches.
  const text = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (text === 'yes' || text === 'no') return text;
  const range = RANGE_KEYS.has(key) ? RANGE.exec(text) : null;
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    return low === 0 && high === 0 ? undefined : `${low}-${high}`;
  }
  if (RANGE_KEYS.has(key)) return undefined;
  const refs = text.length <= 2000 ? parseValueRefs(text) : null;
  if (!refs?.length || refs.length > 100) return undefined;
  const tokens = refs.map((ref) => ('id' in ref ? String(ref.id) : ref.slug));
  // A single id stays a number, as the router reads "?boja=11" (a string "11" would be written quoted).
  return tokens.length === 1 && 'id' in refs[0]! ? refs[0].id : tokens.join(',');
}

export function validateCategorySearch(search: Record<string, unknown>): CategorySearch {
  const out: CategorySearch = filterQueryOf(search);
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page <= 100_000) out.page = page;
  if (typeof search.sort === 'string' && sortByKey(search.sort)) out.sort = search.sort;
  const limit = Number(search.limit);
  if ((PAGE_SIZES as readonly number[]).includes(limit)) out.limit = limit;
  return out;
}

/**
 * The attribute filters of a search (everything but page, sort and limit). Only values a filter can have count:
 * the router keeps parameters the page does not know in the URL (fbclid, utm_source, gclid...) and they must not
 * become filters (docs/decisions/0080-unknown-query-parameters-ignored.md).
 */
export function filterQueryOf(search: Record<string, unknown>): FilterQuery {
  const out: FilterQuery = {};
  for (const [key, raw] of Object.entries(search)) {
    if (RESERVED.has(key) || !CODE.test(key) || TRACKING.test(key)) continue;
    const value = normaliseFilterValue(raw, key);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The contract's filter list of a URL filter query: ranges as {min,max}, slugs and ids as lists, yes/no as is. */
export function filtersOfQuery(query: FilterQuery): NonNullable<ProductFilterRequest['filters']> {
  return Object.entries(query).map(([key, value]) => {
    const text = String(value);
    const range = RANGE_KEYS.has(key) ? RANGE.exec(text) : null;
    if (range) return { key, value: { min: Number(range[1]), max: Number(range[2]) } };
    if (text === 'yes' || text === 'no') return { key, value: text };
    return { key, value: text.split(',').map((token) => (isValueId(token) ? Number(token) : token)) };
  });
}
