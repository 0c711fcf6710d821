import { type Cents, formatMoney } from './money.js';

/**
 * One way to say a coupon, wherever an order's lines are shown: the cart, its popup, the checkout, the confirmation
 * e-mail and the order PDF (docs/decisions/0232-one-way-to-show-a-coupon.md). A line shows its amount before the
 * coupon (quantity × unit price = row); beside it, the coupon's share of the line, or that the coupon does not cover
 * it (a service line, a product outside the coupon's scope). The coupon is taken off once, in the totals:
 * 'Iznos proizvoda' (the rows) − 'Popust kupona' = what the products cost.
 */
export const COUPON_NOT_ON_LINE = 'Kupon se ne odnosi na ovu stavku';

/** 'kupon −10,99 €', 'Kupon se ne odnosi na ovu stavku', or null when the order has no coupon. */
export function couponLineNote(couponDiscount: Cents, orderHasCoupon: boolean): string | null {
  if (!orderHasCoupon) return null;
  return couponDiscount > 0 ? `kupon −${formatMoney(couponDiscount)}` : COUPON_NOT_ON_LINE;
}
