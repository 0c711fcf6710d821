/**
 * What the category page's loader does once it has the category (src/client/routes/_shop/shop/$slug.tsx), on a first
 * view and on a navigation to the page, not for a change on it: the list of its URL, waited for, and the filter
 * panel's counts, started. Loaded with the list, not in the route tree of every first view (docs/targets.md P1).
 */
import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.js';
import type { Category } from '../../../lib/api-types.js';
import { productListQueryOptions } from './product-list.js';
import { layeredNavigationQueryOptions } from './layered-navigation.js';
import type { CategorySearch } from './category-search.js';
import { categoryListRequest, categoryViewOf } from './category-list.js';

export async function loadCategoryList(
  queryClient: QueryClient,
  api: ApiClient,
  category: Category,
  search: CategorySearch,
) {
  const view = categoryViewOf(category, search);
  // The filter panel's counts are not waited for; the server's render waits for them, so its page has them
  // (docs/decisions/0106-server-rendering.md).
  void queryClient.prefetchQuery(layeredNavigationQueryOptions(api, { mainCategory: category.slug }, view.filters));
  try {
    await queryClient.ensureQueryData(productListQueryOptions(api, categoryListRequest(category.slug, view)));
  } catch (error) {
    // A parameter shaped like a filter that names none of the shop's (`?foo=bar`) leaves the address: the
    // category lists as without it, on the server's render too (docs/decisions/0235-filter-value-slugs.md).
    const { unknownFilterKeys } = await import('./filter-rewrites.js');
    const unknown = unknownFilterKeys(error);
    if (unknown.length === 0) throw error;
    const rest = Object.fromEntries(Object.entries(search).filter(([key]) => !unknown.includes(key)));
    throw redirect({ to: '/shop/$slug', params: { slug: category.slug }, search: rest, replace: true });
  }
}
