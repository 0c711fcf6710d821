import { Suspense, type ReactNode } from 'react';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { searchSchema, text, page } from '@shared/search-params.js';
import { sortByKey, visibleSorts } from '@shared/sorts.js';
import { SearchPage, type SearchResultsProps } from '../../features/search/components/SearchPage.js';
import { ProductGrid } from '../../features/catalogue/components/ProductGrid.js';
import { Pagination } from '../../features/catalogue/components/Pagination.js';
import { SortSelect } from '../../features/catalogue/components/SortSelect.js';
import { FilterPanel } from '../../features/catalogue/components/filters/LazyFilterPanel.js';
import { filterQueryOf, filtersOfQuery, type FilterQuery } from '../../features/catalogue/api/category-search.js';
import { unknownFilterKeys } from '../../features/catalogue/api/filter-rewrites.js';
import '../../features/catalogue/components/category-list.css';

/** Search results use the catalogue's grid and pagination: one look for every product list. */
function SearchResults({ products, page, totalPages, link }: SearchResultsProps) {
  return (
    <>
      {/* The cards' names are h3: the list gets its h2, so the outline has no gap (axe heading-order). */}
      <h2 className="visually-hidden">Proizvodi</h2>
      <ProductGrid products={products} eager={4} className="product-grid--search" />
      <Pagination page={page} totalPages={totalPages} length={5} link={link} />
    </>
  );
}

const readBase = searchSchema({ search: text(), page });
/** The listing's sorts (the priority ones stay hidden); without one the search's own ranking applies. */
const SORTS = visibleSorts();

/** `search`, `page`, `sort` and the filters, read as on the category list (value slugs, docs/decisions/0235). */
function validateSearch(raw: Record<string, unknown>) {
  const sort = typeof raw.sort === 'string' && SORTS.some((s) => s.key === raw.sort) ? raw.sort : undefined;
  return { ...filterQueryOf(raw), ...readBase(raw), ...(sort ? { sort } : {}) } as {
    search?: string;
    page?: number;
    sort?: string;
    [code: string]: string | number | undefined;
  };
}

const filtersOf = (search: ReturnType<typeof validateSearch>): FilterQuery => filterQueryOf(search);

/** The search's sort select and filter panel (the category list's own components) around its results. */
function SearchNarrowing({ term, busy, children }: { term: string; busy: boolean; children: ReactNode }) {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/pretraga' });
  const base = { search: search.search, ...(search.sort ? { sort: search.sort } : {}) };
  return (
    <div className="category-layout search-layout">
      <Suspense fallback={<aside className="filter-panel filter-panel--loading" aria-label="Filteri" />}>
        <FilterPanel
          key={term}
          scope={{ keywords: term }}
          filters={filtersOf(search)}
          onCommit={(filters) => void navigate({ search: () => ({ ...base, ...filters }) })}
          onSlugged={(filters) => void navigate({ search: () => ({ ...base, ...filters }), replace: true })}
        />
      </Suspense>
      <div className="category-main" aria-busy={busy} data-testid="search-results">
        <div className="category-toolbar">
          <SortSelect
            sorts={SORTS}
            leading="Najrelevantnije"
            value={search.sort ?? ''}
            onChange={(sort) =>
              void navigate({ search: ({ page: _page, ...prev }) => ({ ...prev, sort: sort || undefined }) })
            }
          />
        </div>
        {children}
      </div>
    </div>
  );
}

/** Search page (query `search`, `page`, `sort`, filters): results of the shop search, 8 per page. */
export const Route = createFileRoute('/_shop/pretraga')({
  validateSearch,
  component: function SearchRoute() {
    const search = Route.useSearch();
    const navigate = useNavigate({ from: '/pretraga' });
    const sort = search.sort ? sortByKey(search.sort) : undefined;
    const filters = filtersOfQuery(filtersOf(search));
    const narrowing = {
      ...(sort ? { sort: { param: sort.param, order: sort.order } } : {}),
      ...(filters.length ? { filters } : {}),
    };
    return (
      <SearchPage
        search={search.search}
        page={search.page ?? 1}
        narrowing={narrowing}
        Results={SearchResults}
        Filters={SearchNarrowing}
        onResultsError={(error) => {
          // A parameter shaped like a filter that names none of the shop's (`?foo=bar`) leaves the address, as on
          // the category list (docs/decisions/0235-filter-value-slugs.md).
          const unknown = unknownFilterKeys(error);
          if (unknown.length === 0) return;
          const kept = Object.fromEntries(Object.entries(search).filter(([key]) => !unknown.includes(key)));
          void navigate({ search: () => kept, replace: true });
        }}
      />
    );
  },
});
