import { REVIEW_STARS } from '@shared/rating.js';
import type { ResponseData } from '../../../../lib/api-types.js';

type PublicReview = ResponseData<'/api/v1/catalogue/products/{id}/reviews', 'get'>['records'][number];

const date = (iso: string) => new Date(iso).toLocaleDateString('hr-HR', { timeZone: 'Europe/Zagreb' });

/** One approved review: its stars, author, 'Provjereni kupac', the comment as text, and the club's reply. */
export function ReviewItem({ review }: { review: PublicReview }) {
  return (
    <li className="review">
      <div className="review__stars" role="img" aria-label={`Ocjena ${review.rating} od ${REVIEW_STARS}`}>
        {'★'.repeat(review.rating)}
        <span className="review__stars-off">{'★'.repeat(REVIEW_STARS - review.rating)}</span>
      </div>
      <p className="review__meta">
        <strong>{review.authorName}</strong>
        {review.verifiedBuyer && <span className="review__verified">Provjereni kupac</span>}
        <span className="review__date">{date(review.createdAt)}</span>
      </p>
      <p className="review__comment">{review.comment}</p>
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-title">Odgovor kluba</p>
          <p className="review__comment">{review.reply.text}</p>
        </div>
      )}
    </li>
  );
}
