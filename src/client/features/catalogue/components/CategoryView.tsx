import { startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Link, useHydrated, useNavigate, useParams, useRouteContext, useSearch } from '@tanstack/react-router';
import { keepPreviousData, useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { t } from '../../../lib/i18n.js';
import type { Category } from '../../../lib/api-types.js';
import { productCountText } from '@shared/plural.js';
import { visibleSorts } from '@shared/sorts.js';
import { categoryQueryOptions } from '../api/category.js';
import { productListQueryOptions } from '../api/product-list.js';
import { PAGE_SIZES, type CategorySearch, type FilterQuery } from '../api/category-search.js';
import {
  categoryListRequest,
  categoryViewOf,
  writeCategoryPrefs,
  type CategoryView as View,
} from '../api/category-list.js';
import { ProductGrid } from './ProductGrid.js';
import { SortSelect } from './SortSelect.js';
import { GridSkeleton } from './GridSkeleton.js';
import { Pagination } from './Pagination.js';
import { usePagedRequest } from './use-paged-request.js';
import './catalogue-pages.css';
import './category-list.css';
import { FilterPanel } from './filters/LazyFilterPanel.js';

/**
 * The category page of src/client/routes/_shop/shop/$slug.tsx: its category (the loader has it in the cache) and the
 * view of its URL. Here rather than in the route file, so that the route's own chunk is only a reference to this one
 * (docs/targets.md P1).
 */
export function CategoryPage() {
  const { api } = useRouteContext({ from: '__root__' });
  const { slug } = useParams({ from: '/_shop/shop/$slug' });
  const search = useSearch({ from: '/_shop/shop/$slug' });
  // False on the server and in the hydrating render only: the stored page size and sort apply after it.
  const hydrated = useHydrated();
  const category = useSuspenseQuery(categoryQueryOptions(api, slug)).data;
  if (!category) return null;
  return (
    <CategoryView
      key={category.slug}
      category={category}
      search={search}
      view={categoryViewOf(category, search, hydrated)}
    />
  );
}

interface Props {
  category: Category;
  search: CategorySearch;
  view: View;
}

/**
 * A category list: title, 'N proizvoda', sort and page-size selects, the filter panel, a 3-column grid
 * (2 up to 1024 px) with a 6-item skeleton, and numbered pagination. Everything it shows is read from the URL.
 */
export function CategoryView({ category, search, view }: Props) {
  const { api } = useRouteContext({ from: '__root__' });
  const navigate = useNavigate({ from: '/shop/$slug' });
  usePageTitle(category.name);
  const paged = usePagedRequest(
    categoryListRequest(category.slug, view),
    (r) => productListQueryOptions(api, r).queryKey,
  );
  // The previous selection's cards stay, dimmed, while the next list loads: no skeleton, nothing jumps
  // (docs/decisions/0238-filters-apply-at-once.md).
  const list = useQuery({ ...productListQueryOptions(api, paged.request), placeholderData: keepPreviousData });
  const sorts = visibleSorts(category);
  // A filter click shows at once in the panel; until the new list arrives (and while the price slider settles)
  // the grid says it is about to change (dimmed, aria-busy) instead of looking as if nothing happened.
  const [filtersPending, setFiltersPending] = useState(false);
  // The dimming is drawn in a transition, after the click's own frame (the box and the chips) is painted
  // (docs/decisions/0246-filter-click-paints-first.md). React's own startTransition: the hook's would render its
  // pending flag in the click's frame.
  const onFiltersPending = useCallback((pending: boolean) => startTransition(() => setFiltersPending(pending)), []);
  const busy = filtersPending || list.isFetching;

  const firstRender = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page number changes, which is all it is for.
  useEffect(() => {
    // Spec: the view scrolls to the top on a page change (not on the first render: scroll restoration owns that).
    if (firstRender.current) firstRender.current = false;
    else window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [view.page]);

  const withoutPage = ({ page: _page, ...rest }: CategorySearch) => rest;
  const setSort = (sort: string) => {
    writeCategoryPrefs(category.slug, { sort });
    void navigate({ search: (prev: CategorySearch) => ({ ...withoutPage(prev), sort }) });
  };
  const setLimit = (limit: number) => {
    writeCategoryPrefs(category.slug, { limit });
    void navigate({ search: (prev: CategorySearch) => ({ ...withoutPage(prev), limit }) });
  };
  const withFilters = (filters: FilterQuery) => ({
    ...(search.sort ? { sort: search.sort } : {}),
    ...(search.limit ? { limit: search.limit } : {}),
    ...filters,
  });
  // Filters replace the old ones; the page goes back to 1.
  const commitFilters = (filters: FilterQuery) => void navigate({ search: () => withFilters(filters) });
  /**
   * An old link's ids become slugs in the address bar (docs/decisions/0235-filter-value-slugs.md); the panel files
   * this list's answer under the slugs' key first (`listKey`), so nothing is fetched twice.
   */
  const listKey = (filters: FilterQuery) =>
    productListQueryOptions(api, categoryListRequest(category.slug, { ...view, filters })).queryKey;
  const onSlugged = (filters: FilterQuery) =>
    void navigate({
      search: () => ({ ...withFilters(filters), ...(search.page ? { page: search.page } : {}) }),
      replace: true,
    });

  // While a page change waits for its debounce the grid shows the skeleton, not the previous page's products.
  const data = paged.waiting ? undefined : list.data;
  return (
    <div className="page container category-page">
      <nav className="breadcrumbs" aria-label="Putanja">
        <Link to="/">Naslovna</Link> <span aria-hidden="true">/</span> <Link to="/shop">Shop</Link>{' '}
        <span aria-hidden="true">/</span> <span aria-current="page">{category.name}</span>
      </nav>
      <header className="category-head">
        <h1 className="page-title">{category.name}</h1>
        <p className="category-head__count" aria-live="polite">
          {list.data ? productCountText(list.data.totalRecords) : '\u00a0'}
        </p>
      </header>
      {category.children.length > 0 && (
        <ul className="chips" role="list" aria-label="Podkategorije">
          {category.children.map((child) => (
            <li key={child.id}>
              <Link to="/shop/$slug" params={{ slug: child.slug }} className="chip">
                {child.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="category-layout">
        <Suspense fallback={<aside className="filter-panel filter-panel--loading" aria-label="Filteri" />}>
          <FilterPanel
            scope={{ mainCategory: category.slug }}
            filters={view.filters}
            onCommit={commitFilters}
            onSlugged={onSlugged}
            listKey={listKey}
            onPendingChange={onFiltersPending}
          />
        </Suspense>
        <div className="category-main" aria-busy={busy} data-testid="category-results">
          <div className="category-toolbar">
            <SortSelect sorts={sorts} value={view.sortKey} onChange={setSort} />
            <label className="select-field">
              <span>Prikaži</span>
              <select value={view.limit} onChange={(e) => setLimit(Number(e.target.value))}>
                {PAGE_SIZES.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </label>
          </div>
          {/* The cards' names are h3: the list gets its h2, so the outline has no gap (axe heading-order). */}
          <h2 className="visually-hidden">{t.productList}</h2>
          {!data ? (
            <GridSkeleton count={6} />
          ) : data.records.length === 0 && data.totalRecords > 0 ? (
            // A page past the last one (an old or typed link): said, with the way back (docs/decisions/0193-page-past-the-last.md).
            <p className="category-empty">
              {t.emptyPage}{' '}
              <Link to="/shop/$slug" params={{ slug: category.slug }} search={withoutPage}>
                {t.toFirstPage}
              </Link>
            </p>
          ) : data.records.length === 0 ? (
            <p className="category-empty">{t.emptyCategory}</p>
          ) : (
            <ProductGrid products={data.records} eager={3} className="product-grid--category" />
          )}
          {/* The page numbers stay while a page change waits, so the visitor can keep paging. */}
          {list.data && (
            <Pagination
              page={view.page}
              totalPages={list.data.totalPages}
              link={(page, content, props) => (
                <Link
                  key={`${page}-${props.className}-${props['aria-label']}`}
                  to="/shop/$slug"
                  params={{ slug: category.slug }}
                  search={(prev: CategorySearch) => ({ ...withoutPage(prev), ...(page > 1 ? { page } : {}) })}
                  {...props}
                >
                  {content}
                </Link>
              )}
            />
          )}
        </div>
      </div>
    </div>
  );
}
