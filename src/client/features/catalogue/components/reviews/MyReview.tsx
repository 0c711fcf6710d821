import { useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { reviewFormMachine } from '@machines/review-form/review-form.machine.js';
import { REVIEW_STATUS_TEXT, type ReviewStatus } from '@shared/reviews.js';
import { useAuthStatus } from '../../../../lib/auth-session.js';
import { loginHrefBackTo } from '../../../../lib/login-href.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { useFormMachine } from '../../../../components/ui/form/form-machine.js';
import { deleteReview, myReviewQueryOptions, reviewKeys, saveReview } from '../../api/reviews.js';
import { ReviewFields } from './ReviewFields.js';

/**
 * The customer's side of the reviews (docs/decisions/0211-product-reviews.md): a guest is asked to sign in, staff
 * are told reviews are for customers, a signed-in customer writes, edits or deletes their one review.
 */
export function MyReview({ productId }: { productId: number }) {
  const { api, auth } = useRouteContext({ from: '__root__' });
  const status = useAuthStatus(auth);
  const customer = status.status === 'authenticated' && status.user && !status.user.isBackofficeUser;
  const mine = useQuery({ ...myReviewQueryOptions(api, productId), enabled: Boolean(customer) });
  if (status.status === 'unknown') return null;
  if (status.status === 'anonymous')
    return (
      <p className="reviews__login">
        <a href={loginHrefBackTo(window.location)}>Prijavite se</a> da biste napisali recenziju.
      </p>
    );
  if (!customer) return <p className="reviews__login">Recenzije pišu kupci prijavljeni svojim računom.</p>;
  if (mine.isError)
    return (
      <Notice kind="error">
        <FailureText failure={mine.error} />
      </Notice>
    );
  if (!mine.data) return null;
  return <ReviewForm productId={productId} state={mine.data} />;
}

interface MyState {
  review: { id: number; rating: number; comment: string; status: string; rejectReason: string | null } | null;
  verifiedBuyer: boolean;
  blocked: boolean;
}

function ReviewForm({ productId, state }: { productId: number; state: MyState }) {
  const { api } = useRouteContext({ from: '__root__' });
  const queries = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const status = state.review?.status as ReviewStatus | undefined;
  const [snapshot, send] = useFormMachine(
    reviewFormMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => {
          const saved = await saveReview(api, productId, input.id, input.values);
          void queries.invalidateQueries({ queryKey: reviewKeys.mine(productId) });
          return saved;
        }),
        remove: fromPromise(async ({ input }) => {
          await deleteReview(api, input.id);
          void queries.invalidateQueries({ queryKey: reviewKeys.all });
        }),
      },
      actions: {
        focusFirstError: () =>
          setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0),
      },
    }),
    { input: { review: state.review, blocked: state.blocked } },
  );
  const { context } = snapshot;
  const failure = context.failure && (
    <Notice kind="error">
      <FailureText failure={context.failure} />
    </Notice>
  );
  if (snapshot.matches('blocked'))
    return <Notice kind="info">Vaš račun ne može pisati recenzije. Za pojašnjenje nam se javite.</Notice>;
  if (snapshot.matches('editing') || snapshot.matches('saving'))
    return (
      <form
        ref={formRef}
        className="form review-form"
        noValidate
        aria-label={context.review ? 'Uredi recenziju' : 'Napišite recenziju'}
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'form.submit' });
        }}
      >
        <h3 className="review-form__title">{context.review ? 'Uredi recenziju' : 'Napišite recenziju'}</h3>
        {failure}
        <ReviewFields context={context} send={send} />
        {context.review && (
          <p className="review-form__hint">Izmijenjena recenzija ponovno čeka odobrenje prije objave.</p>
        )}
        <div className="review-form__actions">
          <button type="submit" className="btn btn--primary" aria-disabled={snapshot.matches('saving') || undefined}>
            {snapshot.matches('saving') ? 'SPREMAM...' : 'OBJAVI RECENZIJU'}
          </button>
          <button type="button" className="btn btn--outline" onClick={() => send({ type: 'form.cancel' })}>
            Odustani
          </button>
        </div>
      </form>
    );
  const review = context.review;
  const shownStatus = snapshot.matches('saved') ? 'pending' : (status ?? 'pending');
  return (
    <div className="review-mine">
      {failure}
      {snapshot.matches('saved') && <Notice kind="success">Hvala! Vaša recenzija čeka odobrenje.</Notice>}
      {review ? (
        <>
          <h3 className="review-form__title">Vaša recenzija</h3>
          <p className="review-mine__status">
            {'★'.repeat(review.rating)} · {REVIEW_STATUS_TEXT[shownStatus]}
            {!snapshot.matches('saved') && state.review?.rejectReason && `: ${state.review.rejectReason}`}
          </p>
          <p className="review__comment">{review.comment}</p>
          {snapshot.matches('confirmingDelete') || snapshot.matches('deleting') ? (
            <div className="review-form__actions">
              <span role="status">Obrisati recenziju?</span>
              <button type="button" className="btn btn--primary" onClick={() => send({ type: 'delete.confirm' })}>
                Da, obriši
              </button>
              <button type="button" className="btn btn--outline" onClick={() => send({ type: 'delete.cancel' })}>
                Odustani
              </button>
            </div>
          ) : (
            <div className="review-form__actions">
              <button type="button" className="btn btn--outline" onClick={() => send({ type: 'review.open' })}>
                Uredi recenziju
              </button>
              <button type="button" className="btn btn--outline" onClick={() => send({ type: 'review.delete' })}>
                Obriši recenziju
              </button>
            </div>
          )}
        </>
      ) : (
        <button type="button" className="btn btn--primary" onClick={() => send({ type: 'review.open' })}>
          NAPIŠITE RECENZIJU
        </button>
      )}
      {state.verifiedBuyer && !review && (
        <p className="review-form__hint">Kupili ste ovaj proizvod: recenzija će nositi oznaku „Provjereni kupac”.</p>
      )}
    </div>
  );
}
