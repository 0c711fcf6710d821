/**
 * The category list's URL (docs/spec/shop.md 2 and 4): `page`, `sort` (a sort key), `limit` (12 or 24) and one key per
 * filter attribute code: comma value slugs ("m,l"; old links' numeric ids "3,7" still read, a single id as a
 * number: docs/decisions/0235-filter-value-slugs.md), yes/no, or a range "10-49.99" (never 0-0). The URL is the source of truth: the loader, the grid and the filter machine all read it from here.
 * Deliberately dependency-light: it runs in the route tree, which is part of the first-load JS (docs/targets.md P1).
 */
import type { ProductFilterRequest } from '../../../lib/api-types.js';
import { isApiError } from '../../../lib/api-error.js';
import { defaultSort, sortByKey, visibleSorts, type CategorySorts } from '@shared/sorts.js';
import { isHydrating } from '../../../ssr/hydration-phase.js';
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
const RANGE_KEYS = new Set(['price']);

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

/** What the facets say of a value: enough to write an old link's id as its slug. */
export interface FacetValues {
  attributeCode: string;
  values: ReadonlyArray<{ attributeID: number; slug: string }>;
}

/**
 * An old link's filters with every id the facets know written as its slug ("?velicina=2" -> "?velicina=m"), or
 * null when there is nothing to rewrite. The page then replaces its URL, so what is shared and bookmarked reads.
 */
export function sluggedFilters(query: FilterQuery, facets: readonly FacetValues[]): FilterQuery | null {
  let changed = false;
  const out: FilterQuery = {};
  for (const [code, value] of Object.entries(query)) {
    const facet = facets.find((f) => f.attributeCode === code);
    const text = String(value);
    if (!facet || RANGE_KEYS.has(code) || text === 'yes' || text === 'no') {
      out[code] = value;
      continue;
    }
    const tokens = text.split(',').map((token) => {
      const slug = isValueId(token) ? facet.values.find((v) => v.attributeID === Number(token))?.slug : undefined;
      if (slug) changed = true;
      return slug ?? token;
    });
    out[code] = normaliseFilterValue(tokens.join(','), code) ?? value;
  }
  return changed ? out : null;
}

/** Stored preferences per category slug (docs/spec/shop.md 3: "sort name and items per page per category slug"). */
export interface CategoryPrefs {
  sort?: string;
  limit?: number;
}
const PREFS_KEY = (slug: string) => `catalogue:prefs:${slug}`;

export function readCategoryPrefs(slug: string): CategoryPrefs {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(PREFS_KEY(slug)) ?? 'null');
    if (!parsed || typeof parsed !== 'object') return {};
    const { sort, limit } = parsed as CategoryPrefs;
    return {
      ...(typeof sort === 'string' && sortByKey(sort) ? { sort } : {}),
      ...((PAGE_SIZES as readonly unknown[]).includes(limit) ? { limit } : {}),
    };
  } catch {
    // Storage blocked (private mode) or garbage: the defaults apply.
    return {};
  }
}

export function writeCategoryPrefs(slug: string, prefs: CategoryPrefs): void {
  try {
    globalThis.localStorage?.setItem(PREFS_KEY(slug), JSON.stringify({ ...readCategoryPrefs(slug), ...prefs }));
  } catch {
    // Not storable: the choice still holds for this visit through the URL.
  }
}

/** The sort in effect: the URL's, else the stored one, else the category default, always one the category allows. */
export function effectiveSort(category: CategorySorts, urlSort: string | undefined, storedSort: string | undefined) {
  const allowed = visibleSorts(category);
  for (const key of [urlSort, storedSort]) {
    const sort = key ? allowed.find((s) => s.key === key) : undefined;
    if (sort) return sort;
  }
  return defaultSort(category);
}

export interface CategoryView {
  page: number;
  limit: number;
  sortKey: string;
  filters: FilterQuery;
}

/**
 * `withPrefs`: whether the visitor's stored page size and sort apply. The server knows no one's preferences, so
 * while the page hydrates the view is the server's (docs/decisions/0107-cacheable-anonymous-html.md); the
 * category page applies them right after.
 */
export function categoryViewOf(
  category: CategorySorts & { slug: string },
  search: CategorySearch,
  withPrefs = !isHydrating(),
): CategoryView {
  const prefs = withPrefs ? readCategoryPrefs(category.slug) : {};
  return {
    page: search.page ?? 1,
    limit: search.limit ?? prefs.limit ?? DEFAULT_PAGE_SIZE,
    sortKey: effectiveSort(category, search.sort, prefs.sort).key,
    filters: filterQueryOf(search),
  };
}

export function categoryListRequest(slug: string, view: CategoryView): ProductFilterRequest {
  const sort = sortByKey(view.sortKey);
  const filters = filtersOfQuery(view.filters);
  return {
    mainCategory: slug,
    limit: view.limit,
    page: view.page,
    ...(sort ? { sort: { param: sort.param, order: sort.order } } : {}),
    ...(filters.length ? { filters } : {}),
  };
}

/**
 * The filters of a URL the API named as unknown (a parameter that has a filter's shape but names no attribute of
 * the shop, e.g. `?foo=bar` or a campaign's own parameter): the page drops them from its address instead of
 * listing nothing (docs/decisions/0235-filter-value-slugs.md).
 */
export function unknownFilterKeys(error: unknown): string[] {
  if (!isApiError(error) || error.code !== 'VALIDATION_FAILED') return [];
  const fields = (error.payload as { fields?: { field?: unknown; message?: unknown }[] } | undefined)?.fields ?? [];
  const keys = fields.map((f) =>
    typeof f.field === 'string' && f.message === 'unknown filter' ? f.field.match(/^body\/filters\/(.+)$/)?.[1] : null,
  );
  return keys.length > 0 && keys.every((k): k is string => typeof k === 'string') ? keys : [];
}
