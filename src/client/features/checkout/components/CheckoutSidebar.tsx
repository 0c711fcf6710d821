import type { Checkout } from '@machines/checkout/checkout.machine.js';
import { couponLineNote } from '@shared/coupon-words.js';
import { eurosToCents } from '@shared/money.js';
import { formatPrice } from '../../../lib/format.js';
import { checkoutTexts as tx } from '../texts.js';

/** The order summary beside every step: the lines and the totals exactly as the server priced them. */
export function CheckoutSidebar({ checkout }: { checkout: Checkout }) {
  const { cart } = checkout;
  const p = cart.prices;
  const couponOn = p.coupon > 0;
  return (
    <aside className="checkout-sidebar" aria-label={tx.summary}>
      <h2 className="checkout-sidebar__title">{tx.summary}</h2>
      <ul className="checkout-sidebar__lines">
        {cart.items.map((item) => (
          <li key={item.itemId} className="checkout-sidebar__line">
            <span className="checkout-sidebar__name">
              {item.productData.name}
              <span className="checkout-sidebar__qty"> × {item.qty}</span>
            </span>
            {/* The row before the coupon, as 'Iznos proizvoda' adds it up (docs/decisions/0232-one-way-to-show-a-coupon.md). */}
            <span className="checkout-sidebar__amount">
              {formatPrice(item.prices.converted.row)}
              {couponOn && (
                <small className="checkout-sidebar__coupon">
                  {couponLineNote(eurosToCents(item.prices.converted.couponDiscount), true)}
                </small>
              )}
            </span>
          </li>
        ))}
      </ul>
      <dl className="checkout-totals">
        <div>
          <dt>{tx.itemsTotal}</dt>
          <dd>{formatPrice(p.itemsTotal)}</dd>
        </div>
        {p.coupon > 0 && (
          <div>
            <dt>{tx.coupon}</dt>
            <dd>−{formatPrice(p.coupon)}</dd>
          </div>
        )}
        {p.loyalty > 0 && (
          <div>
            <dt>{tx.memberSaving}</dt>
            <dd>{formatPrice(p.loyalty)}</dd>
          </div>
        )}
        {checkout.deliveryRequired && checkout.delivery && (
          <div>
            <dt>{tx.deliveryPrice}</dt>
            <dd data-testid="delivery-price">{p.delivery > 0 ? formatPrice(p.delivery) : tx.free}</dd>
          </div>
        )}
        {p.paymentFee > 0 && (
          <div>
            <dt>{tx.paymentFee}</dt>
            <dd>{formatPrice(p.paymentFee)}</dd>
          </div>
        )}
        <div className="checkout-totals__total">
          <dt>{tx.sidebarTotal}</dt>
          <dd data-testid="sidebar-total">{formatPrice(p.orderTotal)}</dd>
        </div>
        <div className="checkout-totals__tax">
          <dt className="visually-hidden">PDV</dt>
          <dd>{tx.taxIncluded(formatPrice(p.tax.orderTotal))}</dd>
        </div>
      </dl>
    </aside>
  );
}
