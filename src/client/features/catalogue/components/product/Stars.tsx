import { ratingLabel, ratingText, REVIEW_STARS, reviewCountText } from '@shared/rating.js';
import './stars.css';

/**
 * The 5-star rating (docs/spec/shop.md 9: stars 5) of the approved reviews (docs/decisions/0211-product-reviews.md),
 * read out as one text: 'Ocjena 4,5 od 5 (3 recenzije)' or 'Još nema ocjena'. `small` is the card's size.
 */
export function Stars({ rating, count, small = false }: { rating: number; count: number; small?: boolean }) {
  const rounded = Math.round(rating * 2) / 2;
  const shown = count > 0 ? rounded : 0;
  return (
    // A div, not a p: a short paragraph of large bold stars reads to axe as a heading made of a paragraph.
    <div className={small ? 'stars stars--small' : 'stars'} role="img" aria-label={ratingLabel(rating, count)}>
      {Array.from({ length: REVIEW_STARS }, (_, i) => i + 1).map((n) => (
        <span
          key={n}
          aria-hidden="true"
          className={n <= shown ? 'stars__star is-on' : n - 0.5 === shown ? 'stars__star is-half' : 'stars__star'}
        >
          ★
        </span>
      ))}
      <span className="stars__text" aria-hidden="true">
        {count > 0 ? `${ratingText(rating)} (${small ? count : reviewCountText(count)})` : 'Još nema ocjena'}
      </span>
    </div>
  );
}
