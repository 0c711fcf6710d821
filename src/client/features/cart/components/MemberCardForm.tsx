import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { membershipCardMachine } from '@machines/membership-card/membership-card.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { fieldMessages } from '@shared/validation/messages.js';
import { memberCardInput, memberCardPinInput } from '@shared/validation/member-card.js';
import type { AuthSession } from '../../../lib/auth-session.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';
import { errorText } from '../../../lib/error-texts.js';
import * as calls from '../api/cart-calls.js';
import type { Cart } from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { CART_COOKIE_MAX_AGE } from '../session-cookies.js';
import { cartTexts } from '../texts.js';

interface Props {
  cart: Cart;
  runtime: CartCalls;
  auth: AuthSession;
  loggedIn: boolean;
  userBarcode: string | null;
}

/**
 * The side panel's membership section (docs/decisions/0088-membership-card-from-the-cart.md): a guest gets the
 * registration prompt with the way to log in and bring the card; a logged-in customer enters the card here
 * (machines/membership-card), and the cart answers with member prices.
 */
export function MemberCard(props: Props) {
  const titleId = useId();
  return (
    <section className="member-box" aria-labelledby={titleId} data-testid="member-card">
      <h3 id={titleId} className="member-box__title">
        {cartTexts.memberCard}
      </h3>
      {props.loggedIn ? <MemberCardForm {...props} /> : <GuestPrompt auth={props.auth} />}
    </section>
  );
}

function GuestPrompt({ auth }: { auth: AuthSession }) {
  return (
    <>
      <p className="member-box__lead">{cartTexts.guestMemberPrompt}</p>
      <p className="member-box__hint">{cartTexts.guestMemberHint}</p>
      <div className="member-box__actions">
        <Link to="/registracija" className="btn btn--primary">
          {cartTexts.register}
        </Link>
        <Link
          to="/prijava"
          className="btn btn--outline"
          // After logging in the shopper comes back to the cart to enter the card.
          onClick={() => void auth.runtime().then((r) => r.rememberReturnPath('/kosarica'))}
        >
          {cartTexts.login}
        </Link>
      </div>
    </>
  );
}

/** What the field says under itself for a refusal: the spec's inline text for a wrong length, else the code's text. */
function refusalText(refusal: Failure): string {
  return refusal.code === 'MEMBER_CARD_FORMAT' ? fieldMessages.memberCardInline : errorText(refusal);
}

function MemberCardForm({ cart, runtime, auth, userBarcode }: Props) {
  const { api, toasts } = runtime.deps;
  const [barcode, setBarcode] = useState('');
  const [pin, setPin] = useState('');
  const inputId = useId();
  const pinId = useId();
  const actor = useActorRef(
    membershipCardMachine.provide({
      actors: {
        applyMemberCard: fromPromise(async ({ input }) => {
          const next = await runtime.call((s) => calls.applyMemberCard(api, s, input.barcode, input.pin));
          return { applied: next.memberCard.applied };
        }),
      },
      actions: {
        saveCookie: (_, p) => writeCookie('memberCardBarcode', p.barcode, CART_COOKIE_MAX_AGE),
        notifyLoginRequired: () => void toasts.show({ kind: 'info', message: cartTexts.memberLogin }),
        notifyEmpty: () => void toasts.show({ kind: 'info', message: cartTexts.memberEmpty }),
        notifyFormat: () => void toasts.show({ kind: 'error', message: fieldMessages.memberCardFormat }),
        notifyApplied: () => void toasts.show({ kind: 'success', message: cartTexts.memberApplied }),
        notifyRefused: (_, failure) => void toasts.show({ kind: 'error', message: errorText(failure) }),
        // The server stored the card on a profile that had none: the session's user follows (spec: refetched).
        cardAdded: (_, p) => {
          const user = auth.getStatus().user;
          if (user && !user.memberCardBarcode)
            void auth.runtime().then((r) => r.userUpdated({ ...user, memberCardBarcode: p.barcode }));
        },
      },
    }),
    {
      input: {
        loggedIn: true,
        cookieBarcode: cart.memberCard.applied ? readCookie('memberCardBarcode') : null,
        userBarcode,
      },
    },
  );
  const state = useSelector(actor, (s) => s);
  const busy = state.matches('applying') || state.matches('checking') || state.matches('scheduled');
  if (state.matches('applied') && cart.memberCard.applied)
    return (
      <>
        {cart.memberCard.barcode && (
          <p className="member-box__hint">{cartTexts.memberCardOf(cart.memberCard.barcode)}</p>
        )}
        <p className="member-note member-note--applied">{cartTexts.memberNote}</p>
      </>
    );
  const refusal = state.context.refusal;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <form
      className="member-card"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'card.apply', barcode, pin });
      }}
    >
      {!userBarcode && <p className="member-box__lead">{cartTexts.addCardIntro}</p>}
      <label htmlFor={inputId}>{cartTexts.memberCardLabel}</label>
      <input
        id={inputId}
        inputMode="numeric"
        autoComplete="off"
        maxLength={12}
        value={barcode}
        placeholder={cartTexts.memberCardPlaceholder}
        onChange={(e) => setBarcode(memberCardInput(e.target.value))}
        aria-invalid={refusal !== null}
        aria-describedby={refusal ? `${errorId} ${hintId}` : hintId}
      />
      {/* The PIN printed on the card: a card not yet on this account is claimed with it (decision 0136). */}
      <label htmlFor={pinId}>{cartTexts.memberPinLabel}</label>
      <div className="coupon__row">
        <input
          id={pinId}
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          value={pin}
          data-testid="member-card-pin"
          onChange={(e) => setPin(memberCardPinInput(e.target.value))}
          aria-invalid={refusal?.code === 'MEMBER_CARD_PIN_WRONG' || refusal?.code === 'MEMBER_CARD_PIN_FORMAT'}
          aria-describedby={refusal ? `${errorId} ${hintId}` : hintId}
        />
        <button type="submit" className="btn btn--secondary" disabled={busy}>
          {busy ? cartTexts.memberApplying : cartTexts.memberApply}
        </button>
      </div>
      {refusal && (
        <p id={errorId} className="field-error" role="alert">
          {refusalText(refusal)}
        </p>
      )}
      <p id={hintId} className="member-box__hint">
        {cartTexts.memberCardHint}
      </p>
    </form>
  );
}
