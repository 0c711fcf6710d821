import { useActorRef, useSelector } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { reviewModerationMachine } from '@machines/review-moderation/review-moderation.machine.js';
import { REVIEW_STARS } from '@shared/rating.js';
import { REVIEW_LIMITS, REVIEW_STATUS_TEXT } from '@shared/reviews.js';
import { errorText } from '../../../../lib/error-texts.js';
import { useStaff } from '../catalogue/use-staff.js';
import { dateTime } from '../catalogue/format.js';
import { type AdminReview, decideReview, replyToReview, reviewsAdminKey } from '../../api/reviews.js';

/** One review in the queue with its moderation: 'Odobri', 'Odbij' (reason, 'Blokiraj autora') and 'Odgovori'. */
export function ReviewCard({ review }: { review: AdminReview }) {
  const { api } = useStaff();
  const queries = useQueryClient();
  const actor = useActorRef(
    reviewModerationMachine.provide({
      actors: {
        decide: fromPromise(async ({ input }) => void (await decideReview(api, review.id, input))),
        reply: fromPromise(async ({ input }) => void (await replyToReview(api, review.id, input.text))),
      },
      actions: { changed: () => void queries.invalidateQueries({ queryKey: reviewsAdminKey }) },
    }),
    { input: { reply: review.reply?.text ?? '' } },
  );
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.matches('approving') || snapshot.matches('sendingReject') || snapshot.matches('sendingReply');
  const id = `review-${review.id}`;
  return (
    <li className={`review-queue__item is-${review.status}`} aria-labelledby={`${id}-title`}>
      <div className="review-queue__head">
        <h2 id={`${id}-title`} className="review-queue__title">
          <Link to="/product/$slug" params={{ slug: review.product.slug }}>
            {review.product.name}
          </Link>
        </h2>
        <span className={`review-queue__status is-${review.status}`}>{REVIEW_STATUS_TEXT[review.status]}</span>
      </div>
      <p className="review-queue__meta">
        <span role="img" aria-label={`Ocjena ${review.rating} od ${REVIEW_STARS}`} className="review-queue__stars">
          {'★'.repeat(review.rating)}
          {'☆'.repeat(REVIEW_STARS - review.rating)}
        </span>{' '}
        {review.author.name} ({review.author.email}){review.verifiedBuyer && ' · Provjereni kupac'}
        {review.authorBlocked && ' · Autor blokiran'} · {dateTime.format(new Date(review.updatedAt))}
      </p>
      <p className="review-queue__comment">{review.comment}</p>
      {review.rejectReason && <p className="review-queue__reason">Razlog odbijanja: {review.rejectReason}</p>}
      {review.reply && !snapshot.matches('replying') && (
        <p className="review-queue__reply">Odgovor kluba: {review.reply.text}</p>
      )}
      {context.failure && (
        <p role="alert" className="field__error">
          {errorText(context.failure)}
        </p>
      )}
      {snapshot.matches('rejecting') || snapshot.matches('sendingReject') ? (
        <form
          className="review-queue__form"
          noValidate
          aria-label="Odbij recenziju"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          <label htmlFor={`${id}-reason`}>Razlog odbijanja (autor ga vidi)</label>
          <textarea
            id={`${id}-reason`}
            rows={2}
            maxLength={REVIEW_LIMITS.rejectReason}
            value={context.reason}
            aria-invalid={context.errors.reason ? true : undefined}
            aria-describedby={context.errors.reason ? `${id}-reason-error` : undefined}
            onChange={(e) => actor.send({ type: 'reason.change', value: e.target.value })}
          />
          {context.errors.reason && (
            <p id={`${id}-reason-error`} className="field__error">
              {context.errors.reason}
            </p>
          )}
          <label className="review-queue__check">
            <input
              type="checkbox"
              checked={context.blockAuthor}
              onChange={() => actor.send({ type: 'block.toggle' })}
            />{' '}
            Blokiraj autora (više ne može pisati recenzije)
          </label>
          <div className="review-queue__buttons">
            <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
              Odbij recenziju
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'form.cancel' })}>
              Odustani
            </button>
          </div>
        </form>
      ) : snapshot.matches('replying') || snapshot.matches('sendingReply') ? (
        <form
          className="review-queue__form"
          noValidate
          aria-label="Odgovor kluba"
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: 'form.submit' });
          }}
        >
          <label htmlFor={`${id}-reply`}>Odgovor kluba (prikazuje se ispod recenzije)</label>
          <textarea
            id={`${id}-reply`}
            rows={3}
            maxLength={REVIEW_LIMITS.reply}
            value={context.reply}
            aria-invalid={context.errors.text ? true : undefined}
            aria-describedby={context.errors.text ? `${id}-reply-error` : undefined}
            onChange={(e) => actor.send({ type: 'reply.change', value: e.target.value })}
          />
          {context.errors.text && (
            <p id={`${id}-reply-error`} className="field__error">
              {context.errors.text}
            </p>
          )}
          <div className="review-queue__buttons">
            <button type="submit" className="btn btn--primary" aria-disabled={busy || undefined}>
              Objavi odgovor
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'form.cancel' })}>
              Odustani
            </button>
          </div>
        </form>
      ) : (
        <div className="review-queue__buttons">
          {review.status !== 'approved' && (
            <button
              type="button"
              className="btn btn--primary"
              aria-disabled={busy || undefined}
              onClick={() => actor.send({ type: 'approve' })}
            >
              Odobri
            </button>
          )}
          {review.status !== 'rejected' && (
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'reject.open' })}>
              Odbij
            </button>
          )}
          <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'reply.open' })}>
            {review.reply ? 'Uredi odgovor' : 'Odgovori'}
          </button>
        </div>
      )}
    </li>
  );
}
