import { describe, expect, it } from 'vitest';
import { priceCart, type PricingLine } from './pricing.js';

const line = (itemId: number, finalPrice: number, qty = 1, over: Partial<PricingLine> = {}): PricingLine => ({
  itemId,
  type: 'product',
  qty,
  retailPrice: finalPrice,
  finalPrice,
  memberPrice: null,
  ...over,
});

// docs/decisions/0203-coupon-rules.md: a coupon's discount only on its lines, and totals that are sums of lines (R11).
describe('coupon pricing', () => {
  it('should take a percent off the eligible lines only, services left out unless included', () => {
    const lines = [line(1, 2000), line(2, 1000, 1, { type: 'service' }), line(3, 500, 1, { couponEligible: false })];
    const priced = priceCart(lines, { member: false, coupon: { percent: 10 } });
    expect(priced.lines.map((l) => l.couponDiscount)).toEqual([200, 0, 0]);
    const withService = priceCart(
      lines.map((l) => (l.type === 'service' ? { ...l, couponEligible: true } : l)),
      { member: false, coupon: { percent: 10 } },
    );
    expect(withService.lines.map((l) => l.couponDiscount)).toEqual([200, 100, 0]);
  });

  it('should share a fixed amount by rows, the cents left over to the first rows, never above the rows', () => {
    const priced = priceCart([line(1, 1000), line(2, 2000), line(3, 999, 1, { couponEligible: false })], {
      member: false,
      coupon: { amount: 500 },
    });
    expect(priced.lines.map((l) => l.couponDiscount)).toEqual([167, 333, 0]);
    expect(priced.totals.coupon).toBe(500);
    expect(priced.totals.cartTotal).toBe(priced.lines.reduce((n, l) => n + l.total, 0));
    const capped = priceCart([line(1, 300, 2)], { member: false, coupon: { amount: 10_000 } });
    expect(capped.lines[0]!.couponDiscount).toBe(600);
    expect(capped.totals.cartTotal).toBe(0);
  });
});
