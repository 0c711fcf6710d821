import { percentOf, sumCents, type Cents } from '@shared/money.js';
import { basicFromRetail } from '@shared/pricing.js';

/**
 * Cart pricing, pure and in integer cents (docs/decisions/0019-service-lines-recomputed-on-server.md). Every figure is a sum of line figures, so the totals
 * equal the sum of the lines by construction (docs/targets.md R11):
 *   line: unit = member price when it applies, else the final price; row = unit x qty;
 *         couponDiscount = the coupon's percent of the row, or the line's share of a fixed amount (by rows,
 *         the cents left over going to the first lines), on the lines the coupon applies to (product lines in its
 *         scope, and service lines when it includes them: docs/decisions/0203-coupon-rules.md); total = row - couponDiscount
 *   cart: itemsTotal = sum rows; loyalty = sum (regular row - row); coupon = sum couponDiscount;
 *         cartTotal = itemsTotal - coupon; orderTotal = cartTotal + delivery + paymentFee (the checkout's
 *         chosen delivery price and payment fee, e.g. cash on delivery).
 */
export interface PricingLine {
  itemId: number;
  type: 'product' | 'service';
  qty: number;
  retailPrice: Cents;
  finalPrice: Cents;
  memberPrice: Cents | null;
  /** The coupon applies to this line (default: product lines only, as coupons always did). */
  couponEligible?: boolean;
}

/** What a coupon takes off: a percent of each eligible row, or a fixed amount shared across them. */
export type CouponTerms = { percent: number } | { amount: Cents };

export interface PricedLine {
  itemId: number;
  unit: Cents;
  regularUnit: Cents;
  retailUnit: Cents;
  memberPriceApplied: boolean;
  /** What the member price saved on this line. */
  saving: Cents;
  row: Cents;
  couponDiscount: Cents;
  total: Cents;
}

export interface Figures {
  itemsTotal: Cents;
  loyalty: Cents;
  coupon: Cents;
  delivery: Cents;
  paymentFee: Cents;
  cartTotal: Cents;
  orderTotal: Cents;
}

export interface PricedCart {
  lines: PricedLine[];
  totals: Figures;
  tax: Figures;
}

export interface PricingContext {
  /** The member card belongs to the logged-in user (verified by the server for this pricing). */
  member: boolean;
  coupon: CouponTerms | null;
  delivery?: Cents;
  paymentFee?: Cents;
}

/** The member price counts for products that are not reduced anyway, and only when it is lower. */
function memberUnit(line: PricingLine, member: boolean): Cents | null {
  if (!member || line.type !== 'product' || line.memberPrice === null) return null;
  if (line.finalPrice < line.retailPrice || line.memberPrice >= line.finalPrice) return null;
  return line.memberPrice;
}

const eligible = (line: PricingLine) => line.couponEligible ?? line.type === 'product';

/** A fixed amount over the eligible rows: each its share by row, the cents left over to the first rows; never above a row. */
function amountShares(rows: readonly Cents[], flags: readonly boolean[], amount: Cents): Cents[] {
  const base = sumCents(rows.filter((_, i) => flags[i]));
  if (base <= 0) return rows.map(() => 0);
  const total = Math.min(amount, base);
  const shares = rows.map((row, i) => (flags[i] ? Math.floor((row * total) / base) : 0));
  let left = total - sumCents(shares);
  for (let i = 0; left > 0 && i < rows.length; i += 1) {
    if (!flags[i] || shares[i]! >= rows[i]!) continue;
    const more = Math.min(left, rows[i]! - shares[i]!);
    shares[i]! += more;
    left -= more;
  }
  return shares;
}

export function priceLine(line: PricingLine, ctx: PricingContext, share?: Cents): PricedLine {
  const member = memberUnit(line, ctx.member);
  const unit = member ?? line.finalPrice;
  const row = unit * line.qty;
  const coupon = ctx.coupon;
  const couponDiscount =
    share ?? (coupon && 'percent' in coupon && eligible(line) ? percentOf(row, coupon.percent) : 0);
  return {
    itemId: line.itemId,
    unit,
    regularUnit: line.finalPrice,
    retailUnit: line.retailPrice,
    memberPriceApplied: member !== null,
    saving: (line.finalPrice - unit) * line.qty,
    row,
    couponDiscount,
    total: row - couponDiscount,
  };
}

/** PDV part included in a gross amount (25 %). */
export const taxOf = (gross: Cents): Cents => gross - basicFromRetail(gross);

export function priceCart(lines: readonly PricingLine[], ctx: PricingContext): PricedCart {
  const terms = ctx.coupon;
  let shares: Cents[] | undefined;
  if (terms && 'amount' in terms) {
    const rows = lines.map((line) => priceLine(line, { ...ctx, coupon: null }).row);
    shares = amountShares(rows, lines.map(eligible), terms.amount);
  }
  const priced = lines.map((line, i) => priceLine(line, ctx, shares?.[i]));
  const itemsTotal = sumCents(priced.map((l) => l.row));
  const loyalty = sumCents(priced.map((l) => l.saving));
  const coupon = sumCents(priced.map((l) => l.couponDiscount));
  const delivery = ctx.delivery ?? 0;
  const paymentFee = ctx.paymentFee ?? 0;
  const cartTotal = itemsTotal - coupon;
  const orderTotal = cartTotal + delivery + paymentFee;
  const totals: Figures = { itemsTotal, loyalty, coupon, delivery, paymentFee, cartTotal, orderTotal };
  const tax: Figures = {
    itemsTotal: taxOf(itemsTotal),
    loyalty: taxOf(loyalty),
    coupon: taxOf(coupon),
    delivery: taxOf(delivery),
    paymentFee: taxOf(paymentFee),
    cartTotal: taxOf(cartTotal),
    orderTotal: taxOf(orderTotal),
  };
  return { lines: priced, totals, tax };
}
