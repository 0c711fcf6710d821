import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';
import { filtersOfQuery, type FilterQuery } from './category-search.js';

export type LayeredFilter = ResponseData<'/api/v1/product/web/layeredNavigation', 'post'>[number];

/** The category's filters with disjunctive counts for the current selection (docs/spec/shop.md 7 "layered navigation"). */
export function layeredNavigationQueryOptions(api: ApiClient, mainCategory: string, filters: FilterQuery) {
  const list = filtersOfQuery(filters);
  return queryOptions({
    queryKey: ['catalogue', 'layered', mainCategory, filters],
    queryFn: () =>
      unwrap(
        api.POST('/api/v1/product/web/layeredNavigation', {
          body: { mainCategory, ...(list.length ? { filters: list } : {}) },
        }),
      ),
    // Counts change with the selection; the previous ones stay on screen meanwhile (no panel flicker).
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
