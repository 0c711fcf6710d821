import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { cmsPageQueryOptions } from '../features/cms/api/page.js';
import { carouselRequest, productListQueryOptions } from '../features/catalogue/api/product-list.js';
import type { ApiClient } from '../lib/api-client.js';

/**
 * A CMS page route (home, /naslovna, the catch-all /{slug}): loads the page or throws notFound, and starts the
 * product carousels' requests at once instead of when each rail mounts.
 */
export async function loadCmsPage(queryClient: QueryClient, api: ApiClient, slug: string) {
  const page = await queryClient.ensureQueryData(cmsPageQueryOptions(api, slug));
  if (!page) throw notFound();
  for (const section of page.components) {
    if (section.type === 'productCarousel')
      void queryClient.prefetchQuery(productListQueryOptions(api, carouselRequest(section.filter)));
  }
}
