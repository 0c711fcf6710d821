import type { CheckoutStep } from '@machines/checkout/checkout.machine.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { PageLoader } from '../../../components/ui/PageLoader.js';
import { usePageTitle } from '../../../app/title.js';
import { type CheckoutCartAccess, useCheckout } from '../use-checkout.js';
import { checkoutTexts as tx } from '../texts.js';
import { AddressStep } from './AddressStep.js';
import { CheckoutSidebar } from './CheckoutSidebar.js';
import { CheckoutVoucher } from './CheckoutVoucher.js';
import { DeliveryStep } from './DeliveryStep.js';
import { PaymentStep } from './PaymentStep.js';
import { StepIndicator } from './StepIndicator.js';
import { Unavailable } from './Unavailable.js';
import './checkout.css';

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
            <p className="checkout__loading" role="status">
              {tx.loading}
            </p>
          ) : current === 'address' ? (
            <AddressStep snapshot={snapshot} send={send} formRef={formRef} loggedIn={loggedIn} />
          ) : current === 'delivery' ? (
            <DeliveryStep snapshot={snapshot} send={send} />
          ) : (
            <>
              <CheckoutVoucher cart={cart} checkout={checkout} orderFailure={context.failure} />
              <PaymentStep snapshot={snapshot} send={send} />
            </>
          )}
        </div>
        <CheckoutSidebar checkout={checkout} />
      </div>
    </section>
  );
}
