import { createFileRoute } from '@tanstack/react-router';
import { searchSchema, text, page } from '@shared/search-params.js';
import { SearchPage, type SearchResultsProps } from '../../features/search/components/SearchPage.js';
import { ProductGrid } from '../../features/catalogue/components/ProductGrid.js';
import { Pagination } from '../../features/catalogue/components/Pagination.js';
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

/** Search page (query `search`, `page`): results of the shop search, 8 per page. */
export const Route = createFileRoute('/_shop/pretraga')({
  validateSearch: searchSchema({ search: text(), page }),
  component: function SearchRoute() {
    const { search, page } = Route.useSearch();
    return <SearchPage search={search} page={page ?? 1} Results={SearchResults} />;
  },
});
