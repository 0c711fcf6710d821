import { useEffect, useState } from 'react';
import { translateServerMessage } from '../../../lib/i18n.js';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { couponMachine } from '@machines/coupon/coupon.machine.js';
import * as calls from '../api/cart-calls.js';
import type { Cart } from '../api/cart-calls.js';
import type { CartRuntime } from '../runtime.js';
import { cartTexts } from '../texts.js';

/** The coupon form of the side panel, driven by the coupon machine. */
export function CouponForm({ cart, runtime }: { cart: Cart; runtime: CartRuntime }) {
  const { api, toasts } = runtime.deps;
  const [code, setCode] = useState('');
  const actor = useActorRef(
    couponMachine.provide({
      actors: {
        applyCoupon: fromPromise(
          async ({ input }) => (await runtime.call((s) => calls.applyCoupon(api, s, input.code))).couponCode,
        ),
        removeCoupon: fromPromise<void>(async () => {
          await runtime.call((s) => calls.removeCoupon(api, s));
        }),
      },
      actions: {
        notifyCouponError: (_, p) => void toasts.show({ kind: 'error', message: translateServerMessage(p.message) }),
      },
    }),
    { input: { couponCode: cart.couponCode } },
  );
  useEffect(() => actor.send({ type: 'cart.updated', couponCode: cart.couponCode }), [actor, cart.couponCode]);
  const state = useSelector(actor, (s) => s);
  const error = state.context.error;
  if (state.matches('applied') || state.matches('removing')) {
    return (
      <div className="coupon coupon--applied" data-testid="coupon-applied">
        <span>
          {cartTexts.coupon}: <strong>{state.context.code}</strong> (−
          {cart.coupon?.commercialProfile.discountAmount ?? 0} %)
        </span>
        <button
          type="button"
          className="link-button"
          onClick={() => actor.send({ type: 'coupon.remove' })}
          disabled={state.matches('removing')}
        >
          {cartTexts.couponRemove}
        </button>
      </div>
    );
  }
  return (
    <form
      className="coupon"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'coupon.add', code });
      }}
    >
      <label htmlFor="coupon-code">{cartTexts.coupon}</label>
      <div className="coupon__row">
        <input
          id="coupon-code"
          value={code}
          maxLength={40}
          placeholder={cartTexts.couponPlaceholder}
          onChange={(e) => setCode(e.target.value)}
          aria-invalid={error !== null}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn btn--secondary" disabled={state.matches('adding')}>
          {cartTexts.couponAdd}
        </button>
      </div>
      {error && (
        <p id="coupon-error" className="field-error" role="alert">
          {translateServerMessage(error)}
        </p>
      )}
    </form>
  );
}
