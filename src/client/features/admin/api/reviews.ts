import { queryOptions } from '@tanstack/react-query';
import type { DecideInput } from '@machines/review-moderation/review-moderation.machine.js';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';

/** Review moderation's calls (docs/decisions/0212-review-moderation.md); quiet: the screen shows its own failures. */
export type ReviewFilters = NonNullable<paths['/api/v1/admin/reviews']['get']['parameters']['query']>;
export type AdminReview = ResponseData<'/api/v1/admin/reviews', 'get'>['records'][number];

export const reviewsAdminKey = ['user', 'admin', 'reviews'] as const;

export const adminReviewsQueryOptions = (api: ApiClient, filters: ReviewFilters) =>
  queryOptions({
    queryKey: [...reviewsAdminKey, filters],
    queryFn: () => unwrap(api.GET('/api/v1/admin/reviews', { params: { query: filters }, middleware: [quiet] })),
  });

export const decideReview = (api: ApiClient, id: number, body: DecideInput) =>
  unwrap(api.POST('/api/v1/admin/reviews/{id}/decision', { params: { path: { id } }, body, middleware: [quiet] }));

export const replyToReview = (api: ApiClient, id: number, text: string) =>
  unwrap(
    api.PUT('/api/v1/admin/reviews/{id}/reply', { params: { path: { id } }, body: { text }, middleware: [quiet] }),
  );
