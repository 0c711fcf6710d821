import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { membershipCardMachine } from '@machines/membership-card/membership-card.machine.js';
import { readCookie, writeCookie } from '../../../lib/cookies.js';
import * as calls from '../api/cart-calls.js';
import type { Cart } from '../api/cart-calls.js';
import type { CartRuntime } from '../runtime.js';
import { CART_COOKIE_MAX_AGE } from '../session-cookies.js';
import { cartTexts } from '../texts.js';

/** Membership note of the side panel: guests get the registration prompt, members the card form. */
export function MemberCard({
  cart,
  runtime,
  loggedIn,
  userBarcode,
}: {
  cart: Cart;
  runtime: CartRuntime;
  loggedIn: boolean;
  userBarcode: string | null;
}) {
  if (!loggedIn) {
    return (
      <p className="member-note">
        {cartTexts.guestMemberPrompt} <Link to="/registracija">{cartTexts.register}</Link>
      </p>
    );
  }
  return <MemberCardForm cart={cart} runtime={runtime} userBarcode={userBarcode} />;
}

function MemberCardForm({
  cart,
  runtime,
  userBarcode,
}: {
  cart: Cart;
  runtime: CartRuntime;
  userBarcode: string | null;
}) {
  const { api, toasts } = runtime.deps;
  const [barcode, setBarcode] = useState('');
  const actor = useActorRef(
    membershipCardMachine.provide({
      actors: {
        applyMemberCard: fromPromise(async ({ input }) => {
          const next = await runtime.call((s) => calls.applyMemberCard(api, s, input.barcode));
          return { applied: next.memberCard.applied };
        }),
      },
      actions: {
        saveCookie: (_, p) => writeCookie('memberCardBarcode', p.barcode, CART_COOKIE_MAX_AGE),
        notifyLoginRequired: () => void toasts.show({ kind: 'info', message: cartTexts.memberLogin }),
        notifyEmpty: () => void toasts.show({ kind: 'info', message: cartTexts.memberEmpty }),
        notifyApplied: () => void toasts.show({ kind: 'success', message: cartTexts.memberApplied }),
        notifyInvalid: () => void toasts.show({ kind: 'error', message: cartTexts.memberInvalid }),
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
    return <p className="member-note member-note--applied">{cartTexts.memberNote}</p>;
  return (
    <form
      className="member-card"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'card.apply', barcode });
      }}
    >
      <label htmlFor="member-barcode">{cartTexts.memberCard}</label>
      <input
        id="member-barcode"
        inputMode="numeric"
        maxLength={12}
        value={barcode}
        placeholder={cartTexts.memberCardPlaceholder}
        onChange={(e) => setBarcode(e.target.value.replace(/\D/g, ''))}
        aria-invalid={state.matches('incorrect')}
      />
      <button type="submit" className="btn btn--secondary" disabled={busy}>
        {busy ? cartTexts.memberApplying : cartTexts.memberApply}
      </button>
      {!busy && (
        <Link to="/profil" className="member-card__add">
          {cartTexts.addCard}
        </Link>
      )}
    </form>
  );
}
