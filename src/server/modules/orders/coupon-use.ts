import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { couponUsages } from '../../db/schema/coupons.js';
import { AppError } from '../../errors/index.js';
import { consumeCoupon } from '../coupons/index.js';
import type { CartContents } from './cart-contents.js';

/**
 * Takes one use of the cart's coupon. The conditional UPDATE locks the coupon row until commit, so the per-user
 * count read after it sees every committed use: a single-use or once-per-customer coupon is used once.
 */
export async function spendCoupon(
  tx: Db,
  coupon: NonNullable<CartContents['coupon']>,
  userId: number | null,
  orderRef: string,
) {
  const used = await consumeCoupon(tx, coupon.id, { userId, orderRef });
  if (!used) throw new AppError('COUPON_USED_UP', { payload: { couponCode: coupon.code } });
  if (userId === null || coupon.perUserLimit === null) return;
  const [row] = await tx
    .select({ n: count() })
    .from(couponUsages)
    .where(and(eq(couponUsages.couponId, coupon.id), eq(couponUsages.userId, userId)));
  if (Number(row?.n ?? 0) > coupon.perUserLimit)
    throw new AppError('COUPON_USED_UP', { payload: { couponCode: coupon.code } });
}
