/**
 * Product reviews over the typed client (docs/decisions/0211-product-reviews.md): the approved page anyone reads,
 * the signed-in customer's own review, and its writes. Writes are quiet: the review form machine keeps the failure
 * and the form words it by its code.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ReviewValues } from '@shared/validation/review.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

export const reviewKeys = {
  all: ['reviews'] as const,
  page: (productId: number, page: number) => ['reviews', productId, 'page', page] as const,
  mine: (productId: number) => ['reviews', productId, 'mine'] as const,
};

export function reviewPageQueryOptions(api: ApiClient, productId: number, page: number) {
  return queryOptions({
    queryKey: reviewKeys.page(productId, page),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/catalogue/products/{id}/reviews', {
          params: { path: { id: productId }, query: { page } },
          middleware: [quiet],
        }),
      ),
    staleTime: 60_000,
  });
}

export function myReviewQueryOptions(api: ApiClient, productId: number) {
  return queryOptions({
    queryKey: reviewKeys.mine(productId),
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/catalogue/products/{id}/reviews/mine', {
          params: { path: { id: productId } },
          middleware: [quiet],
        }),
      ),
  });
}

/** Writes a new review (id null) or edits the customer's own. */
export async function saveReview(api: ApiClient, productId: number, id: number | null, values: ReviewValues) {
  const body = { rating: values.rating, comment: values.comment.trim() };
  return id === null
    ? unwrap(
        api.POST('/api/v1/catalogue/products/{id}/reviews', {
          params: { path: { id: productId } },
          body,
          middleware: [quiet],
        }),
      )
    : unwrap(api.PUT('/api/v1/reviews/{id}', { params: { path: { id } }, body, middleware: [quiet] }));
}

export async function deleteReview(api: ApiClient, id: number): Promise<void> {
  await unwrap(api.DELETE('/api/v1/reviews/{id}', { params: { path: { id } }, middleware: [quiet] }));
}
