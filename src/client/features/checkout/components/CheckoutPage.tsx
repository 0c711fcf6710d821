import { Suspense, useEffect } from 'react';
import type { CheckoutStep } from '@machines/checkout/checkout.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { usePageTitle } from '../../../app/title.js';
import { lazyPart, preloadParts } from '../../../app/lazy-part.js';
import { type CheckoutCartAccess, useCheckout } from '../use-checkout.js';
import { checkoutTexts as tx } from '../texts.js';
import { AddressStep } from './AddressStep.js';
import { CheckoutSidebar } from './CheckoutSidebar.js';
import { StepIndicator } from './StepIndicator.js';
import { Unavailable } from './Unavailable.js';
import './checkout.css';

// The checkout's first view is its address step (docs/targets.md P1): the later steps and the voucher box load on
// their own, once the page is up; a server page that shows one of them has its code loaded before hydration
// (docs/decisions/0119-lazy-parts-before-hydration.md).
const LATER_PARTS = {
  delivery: 'CheckoutDeliveryStep',
  payment: 'CheckoutPaymentStep',
  voucher: 'CheckoutVoucher',
} as const;
const DeliveryStep = lazyPart(LATER_PARTS.delivery, () =>
  import('./DeliveryStep.js').then((m) => ({ default: m.DeliveryStep })),
);
const PaymentStep = lazyPart(LATER_PARTS.payment, () =>
  import('./PaymentStep.js').then((m) => ({ default: m.PaymentStep })),
);
const CheckoutVoucher = lazyPart(LATER_PARTS.voucher, () =>
  import('./CheckoutVoucher.js').then((m) => ({ default: m.CheckoutVoucher })),
);

/**
 * /naplata: the step indicator, the step the checkout machine shows and the order summary beside it. Everything
 * here renders the machine's state; the clicks and keystrokes go to the machine.
 */
export function CheckoutPage({
  cart,
  step,
  loggedIn,
}: {
  cart: CheckoutCartAccess;
  step: CheckoutStep | undefined;
  loggedIn: boolean;
}) {
  const { snapshot, send, formRef } = useCheckout(cart, step, loggedIn);
  const { context } = snapshot;
  usePageTitle(tx.pageTitle);
  // The next steps are ready before the shopper gets to them.
  useEffect(() => void preloadParts(Object.values(LATER_PARTS)), []);
  if (snapshot.matches('loading')) return <PageLoader />;
  if (snapshot.matches('unavailable'))
    return <Unavailable failure={context.loadFailure} onRetry={() => send({ type: 'retry' })} />;
  const checkout = context.checkout;
  if (!checkout) return <PageLoader />;
  const current: CheckoutStep = snapshot.matches('delivery')
    ? 'delivery'
    : snapshot.matches('payment') || snapshot.matches('placed')
      ? 'payment'
      : snapshot.matches('address')
        ? 'address'
        : (context.requestedStep ?? 'address');
  const loading = (
    <p className="checkout__loading" role="status">
      {tx.loading}
    </p>
  );
  return (
    <section className="checkout container">
      <h1 className="visually-hidden">{tx.pageTitle}</h1>
      <StepIndicator current={current} checkout={checkout} />
      <div className="checkout__layout">
        <div className="checkout__main" aria-busy={snapshot.matches('switching') || undefined}>
          {context.failure && !snapshot.matches({ address: 'editing' }) && (
            <Notice kind="error">
              <FailureText failure={context.failure} />
            </Notice>
          )}
          {snapshot.matches('switching') || snapshot.matches('routing') ? (
            loading
          ) : current === 'address' ? (
            <AddressStep snapshot={snapshot} send={send} formRef={formRef} loggedIn={loggedIn} />
          ) : (
            <Suspense fallback={loading}>
              {current === 'delivery' ? (
                <DeliveryStep snapshot={snapshot} send={send} />
              ) : (
                <>
                  <CheckoutVoucher cart={cart} checkout={checkout} orderFailure={context.failure} />
                  <PaymentStep snapshot={snapshot} send={send} />
                </>
              )}
            </Suspense>
          )}
        </div>
        <CheckoutSidebar checkout={checkout} />
      </div>
    </section>
  );
}
