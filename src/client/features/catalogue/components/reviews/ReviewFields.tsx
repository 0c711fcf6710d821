import type { ReviewFormContext, ReviewFormEvent } from '@machines/review-form/review-form.machine.js';
import { REVIEW_STARS } from '@shared/rating.js';
import { REVIEW_LIMITS } from '@shared/reviews.js';

const STAR_WORDS = ['', 'loše', 'slabo', 'dobro', 'vrlo dobro', 'odlično'];

/** The stars as a radio group (arrow keys choose) and the comment with its count of characters left. */
export function ReviewFields({
  context,
  send,
}: {
  context: ReviewFormContext;
  send: (event: ReviewFormEvent) => void;
}) {
  const { values, errors } = context;
  const left = REVIEW_LIMITS.comment - values.comment.length;
  return (
    <>
      <fieldset
        className={`field review-stars${errors.rating ? ' field--invalid' : ''}`}
        aria-describedby={errors.rating ? 'review-rating-error' : undefined}
      >
        <legend className="field__label">
          Ocjena{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </legend>
        <div className="review-stars__choices">
          {Array.from({ length: REVIEW_STARS }, (_, i) => i + 1).map((n) => (
            <label key={n} className={n <= values.rating ? 'review-stars__star is-on' : 'review-stars__star'}>
              <input
                type="radio"
                name="rating"
                value={n}
                checked={values.rating === n}
                aria-invalid={errors.rating ? true : undefined}
                onChange={() => send({ type: 'field.change', field: 'rating', value: n })}
              />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">
                {n} od {REVIEW_STARS} ({STAR_WORDS[n]})
              </span>
            </label>
          ))}
        </div>
        {errors.rating && (
          <p id="review-rating-error" className="field__error">
            {errors.rating}
          </p>
        )}
      </fieldset>
      <div className={`field${errors.comment ? ' field--invalid' : ''}`}>
        <label htmlFor="review-comment" className="field__label">
          Komentar{' '}
          <span className="field__required" aria-hidden="true">
            *
          </span>
        </label>
        <textarea
          id="review-comment"
          name="comment"
          className="field__input review-form__comment"
          rows={5}
          maxLength={REVIEW_LIMITS.comment}
          value={values.comment}
          onChange={(e) => send({ type: 'field.change', field: 'comment', value: e.target.value })}
          aria-required
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={`review-comment-left${errors.comment ? ' review-comment-error' : ''}`}
        />
        <p id="review-comment-left" className="field__hint">
          Od {REVIEW_LIMITS.commentMin} do {REVIEW_LIMITS.comment} znakova, samo tekst. Preostalo: {left}.
        </p>
        {errors.comment && (
          <p id="review-comment-error" className="field__error">
            {errors.comment}
          </p>
        )}
      </div>
    </>
  );
}
