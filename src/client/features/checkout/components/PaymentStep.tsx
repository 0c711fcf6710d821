import { Link } from '@tanstack/react-router';
import { PAYMENT_RULE_TEXT, paymentRulesOf } from '@shared/payment-rules.js';
import { formatPrice } from '../../../lib/format.js';
import { checkoutTexts as tx } from '../texts.js';
import { ChosenSummary } from './ChosenSummary.js';
import { MethodsStep } from './MethodsStep.js';
import type { StepProps } from './step-props.js';

const CARD = 1;

/**
 * NAPLATA ('METODA PLAĆANJA'): what was chosen with 'Promijeni', the payment methods, the pre-contract information
 * and the order button that says what it does (docs/decisions/0087-order-button-and-pre-contract-information.md).
 */
export function PaymentStep({ snapshot, send }: StepProps) {
  const { context } = snapshot;
  const checkout = context.checkout!;
  const loading = snapshot.matches({ payment: 'loading' });
  const failed = snapshot.matches({ payment: 'failed' });
  const placing = snapshot.matches({ payment: 'placing' }) || snapshot.matches('placed');
  const redrawing = snapshot.matches({ payment: 'savingMethod' }) || snapshot.matches({ payment: 'rerendering' });
  const prices = checkout.cart.prices;
  const excluded = checkout.cart.items.filter((item) => checkout.nonWithdrawableItemIds.includes(item.itemId));
  const chosen = context.paymentMethods.find((m) => m.id === context.paymentMethodId);
  // Why cash on delivery or the transfer is missing, in the words of the shared rule the server filters with.
  const d = checkout.deliveryRequired ? checkout.delivery : null;
  const rules = paymentRulesOf({
    delivery: d ? { id: d.methodId, model: d.config.model, toTheDoor: d.pickupPoint === null } : null,
    productSlugs: checkout.cart.items.map((item) => item.productData.slug),
  });
  return (
    <MethodsStep
      heading={tx.paymentHeading}
      summary={<ChosenSummary checkout={checkout} withDelivery={checkout.deliveryRequired} send={send} />}
      loading={loading}
      failed={failed}
      loadingText={tx.loadingPayment}
      send={send}
      submit={{ type: 'order.place' }}
    >
      {/* Locked while a choice is saved and drawn again: the machine takes the next choice only after that. */}
      <fieldset className="checkout-methods" disabled={placing || redrawing}>
        <legend className="visually-hidden">{tx.paymentHeading}</legend>
        {context.paymentMethods.map((method) => (
          <div
            key={method.id}
            className={`checkout-method${context.paymentMethodId === method.id ? ' checkout-method--chosen' : ''}`}
          >
            <label className="checkout-method__head">
              <input
                type="radio"
                name="paymentMethod"
                value={method.id}
                checked={context.paymentMethodId === method.id}
                onChange={() => send({ type: 'payment.choose', paymentMethodId: method.id })}
              />
              <span className="checkout-method__name">{method.name}</span>
              {method.fee > 0 && <span className="checkout-method__price">+ {formatPrice(method.fee)}</span>}
            </label>
            {method.description && <p className="checkout-method__description">{method.description}</p>}
            {method.methodCode === CARD && (
              <p className="checkout-method__cards">
                <span>VISA</span> <span>Mastercard</span> <span>Maestro</span> <span>Diners</span>
              </p>
            )}
          </div>
        ))}
      </fieldset>
      {context.paymentMethods.filter((m) => m.methodCode === CARD).length > 1 && (
        <p className="checkout-method__description">{tx.cardChoice}</p>
      )}
      {rules.length > 0 && (
        <ul className="checkout-payment-rules" data-testid="payment-rules">
          {rules.map((rule) => (
            <li key={rule}>{PAYMENT_RULE_TEXT[rule]}</li>
          ))}
        </ul>
      )}
      <section className="checkout-precontract" aria-live="polite" aria-busy={redrawing || undefined}>
        <p className="checkout-precontract__total">
          <span>{tx.total}</span>
          <strong data-testid="checkout-total">{formatPrice(prices.orderTotal)}</strong>
        </p>
        <p className="checkout-precontract__tax">{tx.taxIncluded(formatPrice(prices.tax.orderTotal))}</p>
        <p>{tx.withdrawalRight}</p>
        {excluded.length > 0 && (
          <div className="checkout-precontract__excluded">
            <p>{tx.withdrawalExcluded}</p>
            <ul>
              {excluded.map((item) => (
                <li key={item.itemId}>{item.productData.name}</li>
              ))}
            </ul>
          </div>
        )}
        <p>
          {tx.termsLead}{' '}
          <Link to="/$" params={{ _splat: 'uvjeti-kupnje' }}>
            {tx.terms}
          </Link>{' '}
          {tx.and}{' '}
          <Link to="/$" params={{ _splat: 'pravila-privatnosti' }}>
            {tx.privacy}
          </Link>
          .
        </p>
        {chosen?.methodCode === CARD && <p>{tx.cardNote}</p>}
      </section>
      <div className="checkout__actions">
        <button
          type="button"
          className="checkout-link checkout__back"
          onClick={() =>
            send({ type: 'step.request', step: checkout.deliveryRequired ? 'delivery' : 'address', push: true })
          }
        >
          {checkout.deliveryRequired ? tx.backToDelivery : tx.backToAddress}
        </button>
        <button
          type="submit"
          className="btn btn--accent checkout__order"
          disabled={placing || redrawing}
          aria-busy={placing || undefined}
        >
          {placing ? tx.orderPending : tx.orderButton}
        </button>
      </div>
    </MethodsStep>
  );
}
