import { REVIEW_STARS } from '@shared/rating.js';
import type { Db } from '../../platform/db/client.js';
import { listApproved } from './read.js';

/**
 * The Product JSON-LD's `aggregateRating` and `review` items (docs/decisions/0211-product-reviews.md): the average
 * and count of the approved reviews and the newest page of them, as the product page shows them.
 */
export async function reviewsJsonLd(db: Db, productId: number) {
  const page = await listApproved(db, productId, 1);
  if (page.count === 0) return {};
  return {
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: Math.round(page.average * 10) / 10,
      reviewCount: page.count,
      bestRating: REVIEW_STARS,
      worstRating: 1,
    },
    review: page.records.map((r) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: r.authorName },
      datePublished: r.createdAt.slice(0, 10),
      reviewBody: r.comment,
      reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: REVIEW_STARS, worstRating: 1 },
    })),
  };
}
