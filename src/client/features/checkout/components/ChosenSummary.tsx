import type { Checkout, CheckoutEvent } from '@machines/checkout/checkout.machine.js';
import { formatPrice } from '../../../lib/format.js';
import { checkoutTexts as tx } from '../texts.js';

/**
 * What the earlier steps saved, each with 'Promijeni': contact and address go back to ADRESA, the delivery method
 * to DOSTAVA (after the step switch). DOSTAVA shows contact and address; NAPLATA also the delivery.
 */
export function ChosenSummary({
  checkout,
  withDelivery,
  send,
}: {
  checkout: Checkout;
  withDelivery: boolean;
  send: (event: CheckoutEvent) => void;
}) {
  const a = checkout.deliveryAddress;
  // A list of terms and descriptions holds nothing else: the way to change one is a description of its own.
  const change = (step: 'address' | 'delivery', what: string) => (
    <dd className="checkout-chosen__change">
      <button
        type="button"
        className="checkout-link"
        aria-label={`${tx.change}: ${what}`}
        onClick={() => send({ type: 'step.request', step, push: true })}
      >
        {tx.change}
      </button>
    </dd>
  );
  const d = checkout.delivery;
  return (
    <dl className="checkout-chosen">
      {a && (
        <>
          <div className="checkout-chosen__row">
            <dt>{tx.contact}</dt>
            <dd>
              {a.firstName} {a.lastName}, {a.contactEmail}, {a.contactPhone}
            </dd>
            {change('address', tx.contact)}
          </div>
          <div className="checkout-chosen__row">
            <dt>{tx.address}</dt>
            <dd>
              {a.street} {a.houseNumber}, {a.zipCode} {a.city}, {a.country}
              {a.companyName && (
                <>
                  <br />
                  {a.companyName} (OIB {a.companyOIB})
                </>
              )}
            </dd>
            {change('address', tx.address)}
          </div>
        </>
      )}
      {withDelivery && d && (
        <div className="checkout-chosen__row">
          <dt>{tx.delivery}</dt>
          <dd>
            {d.name}
            {d.pickupPoint &&
              ` – ${d.pickupPoint.name}, ${d.pickupPoint.address.street} ${d.pickupPoint.address.houseNumber}`}{' '}
            ({d.price > 0 ? formatPrice(d.price) : tx.free})
          </dd>
          {change('delivery', tx.delivery)}
        </div>
      )}
    </dl>
  );
}
