import { queryOptions } from '@tanstack/react-query';
import { isApiError, quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CmsPage } from '../../../lib/api-types.js';

/** The home page's slug (spec: "the home page slug is naslovna"). */
export const HOME_SLUG = 'naslovna';

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * A CMS page by slug via finder/decide, or null when there is none: the catch-all route then
 * shows the 404 page, so the lookup is `quiet` (no error toast for a missing page).
 */
export function cmsPageQueryOptions(api: ApiClient, slug: string) {
  return queryOptions({
    queryKey: ['cms', 'page', slug],
    queryFn: async (): Promise<CmsPage | null> => {
      // A slug the contract cannot accept is simply not a page (no request, no 400).
      if (!SLUG.test(slug)) return null;
      try {
        const result = await unwrap(
          api.GET('/api/v1/cms/finder/decide', { params: { query: { params: [slug] } }, middleware: [quiet] }),
        );
        return result.data;
      } catch (error) {
        if (isApiError(error) && (error.statusCode === 404 || error.statusCode === 400)) return null;
        throw error;
      }
    },
    staleTime: 5 * 60_000,
  });
}
