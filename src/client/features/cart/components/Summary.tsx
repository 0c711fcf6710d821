import { formatPrice } from '../../../lib/format.js';
import type { Cart } from '../api/cart-calls.js';
import { cartTexts } from '../texts.js';

/** The price summary exactly as the server priced it (no arithmetic here, docs/decisions/0019-service-lines-recomputed-on-server.md). */
export function Summary({ cart }: { cart: Cart }) {
  const p = cart.prices;
  return (
    <dl className="cart-summary">
      <div>
        <dt>{cartTexts.itemsTotal}</dt>
        <dd>{formatPrice(p.itemsTotal)}</dd>
      </div>
      {p.coupon > 0 && (
        <div>
          <dt>{cartTexts.couponDiscount}</dt>
          <dd data-testid="coupon-discount">−{formatPrice(p.coupon)}</dd>
        </div>
      )}
      {p.loyalty > 0 && (
        <div>
          <dt>{cartTexts.memberSaving}</dt>
          <dd>{formatPrice(p.loyalty)}</dd>
        </div>
      )}
      <div className="cart-summary__total">
        <dt>{cartTexts.total}</dt>
        <dd data-testid="cart-total">{formatPrice(p.orderTotal)}</dd>
      </div>
      <div className="cart-summary__tax">
        <dt className="visually-hidden">PDV</dt>
        <dd>{cartTexts.taxIncluded(formatPrice(p.tax.orderTotal))}</dd>
      </div>
    </dl>
  );
}
