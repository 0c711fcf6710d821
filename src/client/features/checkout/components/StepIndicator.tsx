import { type Checkout, type CheckoutStep, STEP_ORDER } from '@machines/checkout/checkout.machine.js';
import { checkoutTexts as tx } from '../texts.js';

/** ADRESA / DOSTAVA / NAPLATA: steps up to the current one are marked done; a skipped DOSTAVA says so. */
export function StepIndicator({ current, checkout }: { current: CheckoutStep; checkout: Checkout }) {
  const at = STEP_ORDER.indexOf(current);
  return (
    <ol className="checkout-steps" aria-label={tx.pageTitle}>
      {STEP_ORDER.map((step, index) => {
        const skipped = step === 'delivery' && !checkout.deliveryRequired;
        const state = skipped ? 'skipped' : index < at ? 'done' : index === at ? 'current' : 'todo';
        return (
          <li
            key={step}
            className={`checkout-steps__step checkout-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {state === 'done' ? '✓' : index + 1}
            </span>
            <span className="checkout-steps__label">{tx.steps[step]}</span>
            {state !== 'todo' && (
              <span className="visually-hidden">
                {' '}
                ({state === 'done' ? tx.stepDone : state === 'current' ? tx.stepCurrent : tx.stepSkipped})
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
