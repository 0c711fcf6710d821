import { useInfiniteQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { quiet, unwrap } from '../../../lib/api-client.js';
import { wishlistTexts } from '../texts.js';
import type { ReactNode } from 'react';
import type { ProductListItem } from '../../../lib/api-types.js';
import './wishlist.css';

type WishedProduct = ProductListItem;

export const WISHLIST_PAGE_SIZE = 9;

/**
 * The profile tab lista_zelja: wished products 9 per page with 'Učitaj još', a skeleton while loading
 * and 'Nema proizvoda!' when empty. Cards come from the caller (the catalogue's card), hearts included; a product
 * change refetches these pages of 9 (never a list of 9999, docs/decisions/0018-wishlist-ids-and-idempotent-calls.md).
 */
export default function WishlistTab({ renderCard }: { renderCard: (product: WishedProduct) => ReactNode }) {
  const { api } = useRouteContext({ from: '__root__' });
  const pages = useInfiniteQuery({
    queryKey: ['wishlist', 'page'],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      unwrap(
        api.GET('/api/v1/wishlist/filter', {
          params: { query: { limit: WISHLIST_PAGE_SIZE, page: pageParam } },
          middleware: [quiet],
        }),
      ),
    getNextPageParam: (last, all) => (all.length * WISHLIST_PAGE_SIZE < last.totalRecords ? all.length + 1 : undefined),
  });
  if (pages.isPending) {
    return (
      <ul className="product-grid wishlist-grid" aria-busy="true" aria-label={wishlistTexts.title}>
        {Array.from({ length: WISHLIST_PAGE_SIZE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, told apart by position only.
          <li key={i} className="wishlist-grid__skeleton" aria-hidden="true" />
        ))}
      </ul>
    );
  }
  const products = pages.data?.pages.flatMap((p) => p.records) ?? [];
  if (products.length === 0) return <p className="wishlist-empty">{wishlistTexts.empty}</p>;
  return (
    <>
      <ul className="product-grid wishlist-grid" aria-label={wishlistTexts.title}>
        {products.map((product) => (
          <li key={product.id}>{renderCard(product)}</li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => void pages.fetchNextPage()}
          disabled={pages.isFetchingNextPage}
        >
          {wishlistTexts.loadMore}
        </button>
      )}
    </>
  );
}
