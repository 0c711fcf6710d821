import { describe, expect, it } from 'vitest';
import { COUPON_NOT_ON_LINE, couponLineNote } from './coupon-words.js';

describe('the words of a coupon on a line', () => {
  it("should say the coupon's share of a line it reduced", () => {
    expect(couponLineNote(1100, true)).toBe('kupon −11,00\u00a0€');
  });

  it('should say that the coupon does not cover a line it left alone', () => {
    expect(couponLineNote(0, true)).toBe(COUPON_NOT_ON_LINE);
  });

  it('should say nothing when the order has no coupon', () => {
    expect(couponLineNote(0, false)).toBeNull();
  });
});
