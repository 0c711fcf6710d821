import type { Checkout } from '@machines/checkout/checkout.machine.js';
import { checkoutVoucherMachine } from '@machines/checkout-voucher/checkout-voucher.machine.js';
import type { Failure } from '@shared/errors/failure.js';
import { eurosToCents, formatMoney } from '@shared/money.js';
import { voucherShare } from '@shared/vouchers.js';
import { useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Field } from '../../../components/ui/form/Field.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../components/ui/form/form-machine.js';
import { applyVoucher, loadVoucher, removeVoucher } from '../api/voucher-calls.js';
import type { CheckoutCartAccess } from '../use-checkout.js';
import './checkout-voucher.css';

const date = (iso: string) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(new Date(iso))
    .replace(/\s/g, '');

/**
 * 'Poklon bon' on the payment step (docs/decisions/0215-vouchers-pay-at-checkout.md): the code field, or the voucher
 * entered with its balance, what it pays of this order (never the vouchers bought in it) and what is left to pay.
 * It reads the voucher again when the order was refused because a voucher changed.
 */
export function CheckoutVoucher({
  cart,
  checkout,
  orderFailure,
}: {
  cart: CheckoutCartAccess;
  checkout: Checkout;
  orderFailure: Failure | null;
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const session = async () => {
    const pair = await cart.session();
    if (!pair) throw Object.assign(new Error('SESSION_NOT_FOUND'), { code: 'SESSION_NOT_FOUND', statusCode: 404 });
    return pair;
  };
  const [snapshot, send] = useFormMachine(
    checkoutVoucherMachine.provide({
      actors: {
        loadVoucher: fromPromise(async () => loadVoucher(api, await session())),
        applyVoucher: fromPromise(async ({ input }) => applyVoucher(api, await session(), input.code)),
        removeVoucher: fromPromise(async () => removeVoucher(api, await session())),
      },
    }),
  );
  const failureCode = orderFailure?.code ?? '';
  useEffect(() => {
    if (failureCode.startsWith('VOUCHER_')) send({ type: 'voucher.reload' });
  }, [failureCode, send]);
  const { context } = snapshot;
  const busy = !snapshot.matches('none') && !snapshot.matches('applied');
  const total = eurosToCents(checkout.cart.prices.orderTotal);
  const vouchersBought = checkout.cart.items
    .filter((item) => item.productData.format === 'eProduct')
    .reduce((sum, item) => sum + eurosToCents(item.prices.converted.total), 0);
  const applied = context.applied;
  const pays = applied ? voucherShare(total, vouchersBought, applied.balanceCents) : 0;
  const field = fieldBinder(context, send);
  return (
    <section className="checkout-voucher" aria-labelledby="checkout-voucher-title" aria-busy={busy || undefined}>
      <h2 id="checkout-voucher-title" className="checkout-voucher__title">
        Poklon bon
      </h2>
      {applied ? (
        <div className="checkout-voucher__applied" data-testid="voucher-applied">
          <p>
            <strong className="checkout-voucher__code">{applied.code}</strong>
            <span>
              {' '}
              · stanje {formatMoney(applied.balanceCents)} · vrijedi do {date(applied.expiresAt)}
            </span>
          </p>
          <dl className="checkout-voucher__figures" aria-live="polite">
            <div>
              <dt>Plaća poklon bon</dt>
              <dd data-testid="voucher-pays">−{formatMoney(pays)}</dd>
            </div>
            <div>
              <dt>Preostaje za platiti</dt>
              <dd data-testid="voucher-due">{formatMoney(total - pays)}</dd>
            </div>
          </dl>
          {vouchersBought > 0 && (
            <p className="checkout-voucher__note">Poklon bonom se ne plaćaju poklon bonovi u ovoj narudžbi.</p>
          )}
          <button
            type="button"
            className="checkout-link"
            onClick={() => send({ type: 'voucher.remove' })}
            disabled={busy}
          >
            Ukloni bon
          </button>
        </div>
      ) : (
        <form className="checkout-voucher__form" onSubmit={submitTo(send)} noValidate>
          <Field
            {...field('code')}
            label="Kod poklon bona"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-EFGH-JKLM-NPQR"
            maxLength={40}
            disabled={busy}
            hint="Bon plaća narudžbu do svog iznosa; ostatak platite odabranim načinom plaćanja."
          />
          <button type="submit" className="btn btn--outline checkout-voucher__submit" disabled={busy}>
            {snapshot.matches('applying') ? 'Provjeravam…' : 'Iskoristi'}
          </button>
        </form>
      )}
      <div aria-live="polite">
        {context.failure && (
          <p className="checkout-voucher__error" role="alert" data-testid="voucher-error">
            <FailureText failure={context.failure} />
          </p>
        )}
      </div>
    </section>
  );
}
