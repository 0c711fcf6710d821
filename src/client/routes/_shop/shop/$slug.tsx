import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../../../app/NotFound.js';
import { categoryQueryOptions } from '../../../features/catalogue/api/category.js';
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
    // What the list makes of its URL loads with the list, as its component does, not in every first view's route
    // tree (docs/targets.md P1).
    if (cause !== 'stay') {
      const { loadCategoryList } = await import('../../../features/catalogue/api/category-load.js');
      await loadCategoryList(queryClient, api, category, deps.search);
    }
  },
  // The 404 renders here, inside the shop layout (a parent boundary would replace the layout).
  notFoundComponent: NotFound,
  component: CategoryPage,
});
