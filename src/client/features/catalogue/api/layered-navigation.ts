import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';
import { filtersOfQuery, type FilterQuery } from './category-search.js';

export type LayeredFilter = ResponseData<'/api/v1/product/web/layeredNavigation', 'post'>[number];

/** Whose facets: a category's (its list page) or a search term's (the search page). */
export type FacetScope = { mainCategory: string } | { keywords: string };

/** The filters with disjunctive counts for the current selection (docs/spec/shop.md 7 "layered navigation"). */
export function layeredNavigationQueryOptions(api: ApiClient, scope: FacetScope, filters: FilterQuery) {
  const list = filtersOfQuery(filters);
  return queryOptions({
    queryKey: ['catalogue', 'layered', scope, filters],
    // The signal cancels the counts of a selection already replaced by the next click.
    queryFn: ({ signal }) =>
      unwrap(
        api.POST('/api/v1/product/web/layeredNavigation', {
          body: { ...scope, ...(list.length ? { filters: list } : {}) },
          signal,
        }),
      ),
    // Counts change with the selection; the previous ones stay on screen meanwhile (no panel flicker).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
