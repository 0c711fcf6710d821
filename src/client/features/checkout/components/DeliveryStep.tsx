import type { ShippingMethod } from '@machines/checkout/checkout.machine.js';
import { formatPrice } from '../../../lib/format.js';
import { checkoutTexts as tx } from '../texts.js';
import { ChosenSummary } from './ChosenSummary.js';
import { MethodsStep } from './MethodsStep.js';
import type { StepProps } from './step-props.js';

const kilometres = (metres: number) => (metres / 1000).toLocaleString('hr-HR', { maximumFractionDigits: 1 });

/** DOSTAVA ('METODA DOSTAVE'): the methods with price, name and description; BoxNow lists its lockers nearby. */
export function DeliveryStep({ snapshot, send }: StepProps) {
  const { context } = snapshot;
  const loading = snapshot.matches({ delivery: 'loading' });
  const saving = snapshot.matches({ delivery: 'saving' });
  const failed = snapshot.matches({ delivery: 'failed' });
  return (
    <MethodsStep
      heading={tx.deliveryHeading}
      summary={context.checkout && <ChosenSummary checkout={context.checkout} withDelivery={false} send={send} />}
      loading={loading}
      failed={failed}
      loadingText={tx.loadingDelivery}
      send={send}
      submit={{ type: 'delivery.submit' }}
    >
      <fieldset
        className="checkout-methods"
        aria-describedby={context.choiceErrors.method ? 'method-error' : undefined}
      >
        <legend className="visually-hidden">{tx.deliveryHeading}</legend>
        {context.deliveryMethods.map((method) => (
          <DeliveryOption
            key={method.id}
            method={method}
            chosen={context.methodId === method.id}
            branchId={context.branchId}
            branchError={context.methodId === method.id ? context.choiceErrors.branch : undefined}
            onChoose={() => send({ type: 'delivery.choose', methodId: method.id })}
            onLocker={(branchId) => send({ type: 'locker.choose', branchId })}
          />
        ))}
        {context.choiceErrors.method && (
          <p id="method-error" className="field__error" role="alert">
            {context.choiceErrors.method}
          </p>
        )}
      </fieldset>
      <div className="checkout__actions">
        <button
          type="button"
          className="checkout-link checkout__back"
          onClick={() => send({ type: 'step.request', step: 'address', push: true })}
        >
          {tx.backToAddress}
        </button>
        <button type="submit" className="btn btn--primary" disabled={saving} aria-busy={saving || undefined}>
          {saving ? tx.submitting : tx.submit}
        </button>
      </div>
    </MethodsStep>
  );
}

function DeliveryOption({
  method,
  chosen,
  branchId,
  branchError,
  onChoose,
  onLocker,
}: {
  method: ShippingMethod;
  chosen: boolean;
  branchId: string | null;
  branchError: string | undefined;
  onChoose: () => void;
  onLocker: (branchId: string) => void;
}) {
  const locker = method.config.model === 'BoxNow';
  return (
    <div className={`checkout-method${chosen ? ' checkout-method--chosen' : ''}`}>
      <label className="checkout-method__head">
        <input
          type="radio"
          name="deliveryMethod"
          value={method.id}
          checked={chosen}
          onChange={onChoose}
          disabled={!method.available}
        />
        <span className="checkout-method__name">{method.name}</span>
        <span className="checkout-method__price">{method.price > 0 ? formatPrice(method.price) : tx.free}</span>
      </label>
      {method.description && <p className="checkout-method__description">{method.description}</p>}
      {!method.available && method.message && (
        <p className="field__error" role="alert">
          {method.message}
        </p>
      )}
      {!locker && method.options.length > 0 && (
        <ul className="checkout-points">
          {method.options.map((point) => (
            <li key={point.id} className="checkout-point">
              <strong>{point.name}</strong>
              <span>
                {point.address.street} {point.address.houseNumber}, {point.address.zipCode} {point.address.city}
              </span>
              <span>
                {tx.workhours}: {point.workhours}
              </span>
            </li>
          ))}
        </ul>
      )}
      {locker && chosen && method.available && (
        <fieldset className="checkout-points" aria-describedby={branchError ? 'branch-error' : undefined}>
          <legend>{tx.lockersTitle}</legend>
          {method.options.map((point) => (
            <label
              key={point.id}
              className={`checkout-point checkout-point--choice${branchId === point.id ? ' checkout-point--chosen' : ''}`}
            >
              <input
                type="radio"
                name="locker"
                value={point.id}
                checked={branchId === point.id}
                onChange={() => onLocker(point.id)}
              />
              <span className="checkout-point__text">
                <strong>{point.name}</strong>
                <span>
                  {point.address.street} {point.address.houseNumber}, {point.address.zipCode} {point.address.city}
                </span>
                {point.address.distance !== null && <span>{tx.distance(kilometres(point.address.distance))}</span>}
                <span>
                  {tx.workhours}: {point.workhours}
                </span>
              </span>
            </label>
          ))}
          {branchError && (
            <p id="branch-error" className="field__error" role="alert">
              {branchError}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
