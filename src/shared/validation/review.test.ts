import { describe, expect, it } from 'vitest';
import { ratingLabel, ratingText, reviewCountText } from '../rating.js';
import { sanitizeReviewText } from '../reviews.js';
import { fieldErrors } from './fields.js';
import { reviewMessages, reviewSchema } from './review.js';

describe('review rules', () => {
  it('should need a rating with a comment and a comment with a rating', () => {
    expect(fieldErrors(reviewSchema, { rating: 0, comment: '' })).toEqual({ rating: reviewMessages.ratingOrComment });
    expect(fieldErrors(reviewSchema, { rating: 0, comment: 'Odličan dres, dobro pristaje.' })).toEqual({
      rating: reviewMessages.ratingNeeded,
    });
    expect(fieldErrors(reviewSchema, { rating: 4, comment: '  ' })).toEqual({ comment: reviewMessages.commentNeeded });
    expect(fieldErrors(reviewSchema, { rating: 4, comment: '<b></b>kratko' })).toHaveProperty('comment');
    expect(fieldErrors(reviewSchema, { rating: 4, comment: 'x'.repeat(1001) })).toHaveProperty('comment');
    expect(fieldErrors(reviewSchema, { rating: 5, comment: 'Odličan dres, dobro pristaje.' })).toEqual({});
  });

  it('should keep plain text only', () => {
    expect(sanitizeReviewText('  <script>alert(1)</script>Super   dres\u0000!\r\n\r\n\r\n\r\nPreporuka ')).toBe(
      'alert(1) Super dres !\n\nPreporuka',
    );
    expect(sanitizeReviewText('a\u202Eb')).toBe('a b');
  });

  it('should word the count and the stars for a screen reader', () => {
    expect([1, 2, 5, 11, 21, 22].map(reviewCountText)).toEqual([
      '1 recenzija',
      '2 recenzije',
      '5 recenzija',
      '11 recenzija',
      '21 recenzija',
      '22 recenzije',
    ]);
    expect(ratingLabel(4.333, 3)).toBe('Ocjena 4,3 od 5 (3 recenzije)');
    expect(ratingLabel(0, 0)).toBe('Još nema ocjena');
    expect([ratingText(4.96), ratingText(4), ratingText(3.25)]).toEqual(['5', '4', '3,3']);
  });
});
