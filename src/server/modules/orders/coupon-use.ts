import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { consumeCoupon, usesByCustomer } from '../coupons/index.js';
import type { CartContents } from './cart-contents.js';

/**
 * Takes one use of the cart's coupon. The conditional UPDATE locks the coupon row until commit, so the count read
 * after it sees every committed use: a single-use coupon is used once, and a once-per-customer coupon once per
 * e-mail address (trimmed, lower-cased) or account, guest or not, even when two orders race
 * (docs/decisions/0138-once-per-customer-is-once-per-email.md). The count includes this order's own use.
 */
export async function spendCoupon(
  tx: Db,
  coupon: NonNullable<CartContents['coupon']>,
  customer: { userId: number | null; email: string },
  orderRef: string,
) {
  const used = await consumeCoupon(tx, coupon.id, { userId: customer.userId, email: customer.email, orderRef });
  if (!used) throw new AppError('COUPON_USED_UP', { payload: { couponCode: coupon.code } });
  if (coupon.perUserLimit === null) return;
  if ((await usesByCustomer(tx, coupon.id, customer)) > coupon.perUserLimit)
    throw new AppError('COUPON_USED_UP', { payload: { couponCode: coupon.code } });
}
