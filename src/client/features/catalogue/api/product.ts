import { queryOptions } from '@tanstack/react-query';
import { isApiError, quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ProductDetail } from '../../../lib/api-types.js';

/** One product by slug, or null when there is none (the route shows the 404 page). */
export function productQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['catalogue', 'product', slug],
    queryFn: async (): Promise<ProductDetail | null> => {
      try {
        return await unwrap(api.GET('/api/v1/product/web/get', { params: { query: { slug } }, middleware: [quiet] }));
      } catch (error) {
        if (isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) return null;
        throw error;
      }
    },
  });
}
