import { createFileRoute, notFound, redirect } from '@tanstack/react-router';
import { NotFound } from '../../../app/NotFound.js';
import { categoryQueryOptions } from '../../../features/catalogue/api/category.js';
import { productListQueryOptions } from '../../../features/catalogue/api/product-list.js';
import { layeredNavigationQueryOptions } from '../../../features/catalogue/api/layered-navigation.js';
import { validateCategorySearch } from '../../../features/catalogue/api/category-search.js';
import { CategoryPage } from '../../../features/catalogue/components/CategoryView.js';

/**
 * Category list (docs/spec/shop.md 2, 4): page, sort, page size and the filters all live in the URL, so reload, Back and a
 * shared link show the same view. The first visit waits for the products (no skeleton flash); later changes on
 * the page show the skeleton instead of the page loader.
 */
export const Route = createFileRoute('/_shop/shop/$slug')({
  validateSearch: validateCategorySearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: async ({ context: { queryClient, api }, params, deps, cause }) => {
    const category = await queryClient.ensureQueryData(categoryQueryOptions(api, params.slug));
    if (!category) throw notFound();
    // A change on the page ('stay') is fetched by the view, which debounces page changes (docs/spec/shop.md 9).
    if (cause !== 'stay') {
      // What the list makes of its URL loads with the list, as its component does, not in every first view's route
      // tree (docs/targets.md P1).
      const list = await import('../../../features/catalogue/api/category-list.js');
      const view = list.categoryViewOf(category, deps.search);
      // The filter panel's counts are not waited for; the server's render waits for them, so its page has them
      // (docs/decisions/0106-server-rendering.md).
      void queryClient.prefetchQuery(layeredNavigationQueryOptions(api, { mainCategory: category.slug }, view.filters));
      try {
        await queryClient.ensureQueryData(productListQueryOptions(api, list.categoryListRequest(category.slug, view)));
      } catch (error) {
        // A parameter shaped like a filter that names none of the shop's (`?foo=bar`) leaves the address: the
        // category lists as without it, on the server's render too (docs/decisions/0235-filter-value-slugs.md).
        const { unknownFilterKeys } = await import('../../../features/catalogue/api/filter-rewrites.js');
        const unknown = unknownFilterKeys(error);
        if (unknown.length === 0) throw error;
        const search = Object.fromEntries(Object.entries(deps.search).filter(([key]) => !unknown.includes(key)));
        throw redirect({ to: '/shop/$slug', params, search, replace: true });
      }
    }
  },
  // The 404 renders here, inside the shop layout (a parent boundary would replace the layout).
  notFoundComponent: NotFound,
  component: CategoryPage,
});
