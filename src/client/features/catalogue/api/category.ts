import { queryOptions } from '@tanstack/react-query';
import { isApiError, quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { Category } from '../../../lib/api-types.js';

/** One category by slug, or null when there is none (the route shows the 404 page). */
export function categoryQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'category', slug],
    queryFn: async (): Promise<Category | null> => {
      try {
        return await unwrap(
          api.GET('/api/v1/product/web/category/get/{id}', { params: { path: { id: slug } }, middleware: [quiet] }),
        );
      } catch (error) {
        if (isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}

/** Top-level categories for the /shop index tiles. */
export function categoryIndexQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['catalogue', 'categories', 'top'],
    queryFn: () =>
      unwrap(
        api.POST('/api/v1/product/web/category/filter', {
          body: { filters: [{ key: 'parent', value: 'root' }], limit: 50, page: 1 },
        }),
      ),
    staleTime: 5 * 60_000,
  });
}
