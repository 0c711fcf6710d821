/**
 * The category list's URL (docs/spec/shop.md 2 and 4): `page`, `sort` (a sort key), `limit` (12 or 24) and one key per
 * filter attribute code: comma ids ("3,7", a single id as a number), yes/no, or a range "10-49.99" (never
 * 0-0). The URL is the source of truth: the loader, the grid and the filter machine all read it from here.
 * Deliberately dependency-light: it runs in the route tree, which is part of the first-load JS (docs/targets.md P1).
 */
import type { ProductFilterRequest } from '../../../lib/api-types.js';
import { defaultSort, sortByKey, visibleSorts, type CategorySorts } from '@shared/sorts.js';
import { isHydrating } from '../../../ssr/hydration-phase.js';

export const PAGE_SIZES = [12, 24] as const;
export const DEFAULT_PAGE_SIZE = 12;
const RESERVED = new Set(['page', 'sort', 'limit']);
const CODE = /^[a-z][a-z0-9_]{0,63}$/i;
const IDS = /^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,99}$/;
const RANGE = /^(\d{1,9}(?:\.\d{1,2})?)-(\d{1,9}(?:\.\d{1,2})?)$/;

export type FilterQuery = Record<string, string | number>;
export interface CategorySearch {
  page?: number;
  sort?: string;
  limit?: number;
  [code: string]: string | number | undefined;
}

/** One filter value as the URL keeps it, or undefined when malformed or empty (0-0 ranges too). */
export function normaliseFilterValue(raw: unknown): string | number | undefined {
  // Numbers and strings as typed; anything else reads as text no filter matches.
  const text = String(raw ?? '')
    .trim()
    .toLowerCase();
  if (text === 'yes' || text === 'no') return text;
  if (IDS.test(text)) {
    const ids = [...new Set(text.split(',').map(Number))];
    return ids.length === 1 ? ids[0] : ids.join(',');
  }
  const range = RANGE.exec(text);
  if (range) {
    const [low, high] = [Number(range[1]), Number(range[2])].sort((a, b) => a - b) as [number, number];
    return low === 0 && high === 0 ? undefined : `${low}-${high}`;
  }
  return undefined;
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
    if (RESERVED.has(key) || !CODE.test(key)) continue;
    const value = normaliseFilterValue(raw);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/** The contract's filter list of a URL filter query: ranges as {min,max}, ids as lists, yes/no as is. */
export function filtersOfQuery(query: FilterQuery): NonNullable<ProductFilterRequest['filters']> {
  return Object.entries(query).map(([key, value]) => {
    const text = String(value);
    const range = RANGE.exec(text);
    if (range) return { key, value: { min: Number(range[1]), max: Number(range[2]) } };
    if (text === 'yes' || text === 'no') return { key, value: text };
    return { key, value: text.split(',').map(Number) };
  });
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
