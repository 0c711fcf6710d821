import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { couponMachine } from '@machines/coupon/coupon.machine.js';
import { COUPON_CODE_MAX_LENGTH } from '@shared/validation/coupon.js';
import { submitTo } from '../../../components/ui/form/form-machine.js';
import { errorText } from '../../../lib/error-texts.js';
import { formatPrice } from '../../../lib/format.js';
import * as calls from '../api/cart-calls.js';
import type { Cart } from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { cartTexts } from '../texts.js';

/** The coupon form of the side panel: it renders the coupon machine's code, error and failure. */
export function CouponForm({ cart, runtime }: { cart: Cart; runtime: CartCalls }) {
  const { api, toasts } = runtime.deps;
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
        notifyFailure: (_, p) => void toasts.show({ kind: 'error', message: errorText(p.failure) }),
      },
    }),
    { input: { couponCode: cart.couponCode } },
  );
  useEffect(() => actor.send({ type: 'cart.updated', couponCode: cart.couponCode }), [actor, cart.couponCode]);
  const state = useSelector(actor, (s) => s);
  const { applied, values, errors, failure } = state.context;
  const error = errors.code ?? (failure ? errorText(failure) : null);
  if (state.matches('applied') || state.matches('removing')) {
    return (
      <div className="coupon coupon--applied" data-testid="coupon-applied">
        <span>
          {cartTexts.coupon}: <strong>{applied}</strong> (−
          {cart.coupon?.discountType === 'amount'
            ? formatPrice(cart.coupon.amount ?? 0)
            : `${cart.coupon?.commercialProfile.discountAmount ?? 0} %`}
          )
        </span>
        {cart.coupon?.notes.map((note) => (
          <small key={note} className="coupon__note" data-testid="coupon-note">
            {note}
          </small>
        ))}
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
    <form className="coupon" noValidate onSubmit={submitTo(actor.send)}>
      <label htmlFor="coupon-code">{cartTexts.coupon}</label>
      <div className="coupon__row">
        <input
          id="coupon-code"
          value={values.code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          placeholder={cartTexts.couponPlaceholder}
          onChange={(e) => actor.send({ type: 'field.change', field: 'code', value: e.target.value })}
          aria-invalid={error !== null}
          aria-describedby={error ? 'coupon-error' : undefined}
        />
        <button type="submit" className="btn btn--secondary" disabled={state.matches('adding')}>
          {cartTexts.couponAdd}
        </button>
      </div>
      {error && (
        <p id="coupon-error" className="field-error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
