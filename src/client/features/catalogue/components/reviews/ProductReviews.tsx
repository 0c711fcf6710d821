import { useState } from 'react';
import { useHydrated, useRouteContext } from '@tanstack/react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { reviewPageQueryOptions } from '../../api/reviews.js';
import { Stars } from '../product/Stars.js';
import { MyReview } from './MyReview.js';
import { ReviewItem } from './ReviewItem.js';
import './reviews.css';

/**
 * 'Recenzije' under the product (docs/decisions/0211-product-reviews.md): the average and count, the approved
 * reviews newest first a page at a time, and the signed-in customer's own review or the way to write one.
 */
export function ProductReviews({ product }: { product: Pick<ProductDetail, 'id' | 'rating' | 'ratingCount'> }) {
  const { api } = useRouteContext({ from: '__root__' });
  const hydrated = useHydrated();
  const [page, setPage] = useState(1);
  const list = useQuery({
    ...reviewPageQueryOptions(api, product.id, page),
    enabled: hydrated && product.ratingCount > 0,
    placeholderData: keepPreviousData,
  });
  const count = list.data?.count ?? product.ratingCount;
  const pages = Math.max(1, Math.ceil(count / (list.data?.perPage ?? 5)));
  return (
    <section className="reviews" id="recenzije" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className="reviews__title">
        Recenzije {count > 0 && <span className="reviews__count">({count})</span>}
      </h2>
      <div className="reviews__summary">
        <Stars rating={list.data?.average ?? product.rating} count={count} />
      </div>
      {count === 0 && (
        <p className="reviews__empty">Još nema recenzija. Budite prvi koji će ocijeniti ovaj proizvod.</p>
      )}
      {list.isError && <p className="reviews__empty">Recenzije trenutno nije moguće učitati.</p>}
      {list.data && list.data.records.length > 0 && (
        <ol className="reviews__list" aria-busy={list.isFetching || undefined}>
          {list.data.records.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ol>
      )}
      {pages > 1 && (
        <nav className="reviews__pager" aria-label="Stranice recenzija">
          <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Novije
          </button>
          <span aria-live="polite">
            Stranica {page} od {pages}
          </span>
          <button type="button" className="btn btn--outline" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            Starije
          </button>
        </nav>
      )}
      {hydrated && <MyReview productId={product.id} />}
    </section>
  );
}
