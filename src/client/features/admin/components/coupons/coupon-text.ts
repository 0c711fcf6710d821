import { money } from '../catalogue/format.js';

type CouponState = 'active' | 'expired' | 'inactive' | 'upcoming' | 'used_up';

/** The coupon states as the back office words them. */
export const COUPON_STATE_TEXT: Record<CouponState, string> = {
  active: 'Aktivan',
  expired: 'Istekao',
  inactive: 'Isključen',
  upcoming: 'Još ne vrijedi',
  used_up: 'Iskorišten',
};

export const COUPON_STATES = Object.keys(COUPON_STATE_TEXT) as CouponState[];

/** '15 %' or '5,00 €'. */
export const discountText = (c: { discountType: string; percent: number | null; amountCents: number | null }) =>
  c.discountType === 'amount' ? money(c.amountCents) : `${c.percent ?? 0} %`;
