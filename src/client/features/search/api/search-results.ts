import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type ApiClient, unwrap } from '../../../lib/api-client.js';
import { cardPage } from '../../../lib/card-product.js';
import type { ProductFilterRequest } from '../../../lib/api-types.js';

/** What the results page narrows the search by: a sort and the filters of the URL, in the contract's terms. */
export type SearchNarrowing = Pick<ProductFilterRequest, 'sort' | 'filters'>;

export const SEARCH_PAGE_SIZE = 8;
/** Below this many characters nothing is searched. */
export const SEARCH_MIN_LENGTH = 3;

/** One page of the shop search for a term (8 results per page, as cards); the previous page stays while the next loads. */
export function searchResultsQueryOptions(api: ApiClient, term: string, page: number, narrowing: SearchNarrowing = {}) {
  return queryOptions({
    queryKey: ['catalogue', 'search', term, page, narrowing],
    // A sort or filter replaced by the next click cancels its request (the signal).
    queryFn: async ({ signal }) =>
      cardPage(
        await unwrap(
          api.POST('/api/v1/product/web/filter', {
            body: { keywords: term, limit: SEARCH_PAGE_SIZE, page, ...narrowing },
            signal,
          }),
        ),
      ),
    enabled: term.length >= SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
