/**
 * What the category list makes of its URL (category-search.ts reads the URL): the view with the visitor's stored
 * page size and sort and the list's request. Loaded with the list (its loader and its components), not in the route
 * tree of every first view (docs/targets.md P1); the address's rewrites are filter-rewrites.ts.
 */
import type { ProductFilterRequest } from '../../../lib/api-types.js';
import { defaultSort, sortByKey, visibleSorts, type CategorySorts } from '@shared/sorts.js';
import { isHydrating } from '../../../ssr/hydration-phase.js';
import {
  type CategorySearch,
  DEFAULT_PAGE_SIZE,
  filterQueryOf,
  filtersOfQuery,
  type FilterQuery,
  PAGE_SIZES,
} from './category-search.js';

/** Stored preferences per category slug (docs/spec/shop.md 3: "sort name and items per page per category slug"). */
export interface CategoryPrefs {
  sort?: string;
  limit?: number;
}
const PREFS_KEY = (slug: string) => `catalogue:prefs:${slug}`;

function readCategoryPrefs(slug: string): CategoryPrefs {
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
function effectiveSort(category: CategorySorts, urlSort: string | undefined, storedSort: string | undefined) {
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
