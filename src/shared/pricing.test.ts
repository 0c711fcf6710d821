import { describe, expect, it } from 'vitest';
import {
  basicFromRetail,
  discountPercentage,
  lowestPriceBefore,
  memberPriceFor,
  reductionStart,
  summarisePrice,
  type PriceHistoryEntry,
} from './pricing.js';

const day = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 86_400_000);
const entry = (price: number, from: number, to: number | null): PriceHistoryEntry => ({
  price,
  validFrom: day(from),
  validTo: to === null ? null : day(to),
});

describe('prices', () => {
  it('should take the 25 % tax out of the retail price for the basic price', () => {
    expect(basicFromRetail(6999)).toBe(5599);
    expect(basicFromRetail(12500)).toBe(10000);
  });

  it('should show a member price only when it beats the final price', () => {
    expect(memberPriceFor(5999, 6999)).toBe(5999);
    expect(memberPriceFor(6999, 6999)).toBeNull();
    expect(memberPriceFor(null, 6999)).toBeNull();
  });

  it('should measure the discount in whole percent against the reference price', () => {
    expect(discountPercentage(10000, 7500)).toBe(25);
    expect(discountPercentage(6999, 5599)).toBe(20);
    expect(discountPercentage(5000, 6000)).toBe(0);
  });
});

describe('lowest price of the 30 days before the reduction', () => {
  // Regular 80 €, a short 60 € promotion 50 days ago, back to 80 €, then 70 € 20 days before the reduction,
  // and the current reduction to 56 € that started on day 100.
  const history = [
    entry(8000, 0, 50),
    entry(6000, 50, 55),
    entry(8000, 55, 80),
    entry(7000, 80, 85),
    entry(8000, 85, 100),
    entry(5600, 100, null),
  ];

  it('should find when the current reduction started', () => {
    expect(reductionStart(history, 8000, day(110))).toEqual(day(100));
  });

  it('should treat progressive reductions as one reduction from its first day', () => {
    const progressive = [entry(8000, 0, 100), entry(7000, 100, 105), entry(6000, 105, null)];
    expect(reductionStart(progressive, 8000, day(110))).toEqual(day(100));
  });

  it('should have no reduction start when the current price is the regular one', () => {
    expect(reductionStart(history, 5600, day(110))).toBeNull();
    expect(reductionStart([], 8000, day(110))).toBeNull();
  });

  it('should take the lowest price in force during the 30 days before a date', () => {
    expect(lowestPriceBefore(history, day(100))).toBe(7000);
    expect(lowestPriceBefore(history, day(130))).toBe(5600);
    expect(lowestPriceBefore(history, day(0))).toBeNull();
  });

  it('should not look further back than 30 days', () => {
    expect(lowestPriceBefore(history, day(100))).not.toBe(6000);
  });

  it('should measure the discount badge against that lowest price, not the regular price', () => {
    const summary = summarisePrice({ retailPrice: 8000, finalPrice: 5600, memberPrice: null, history, now: day(110) });
    expect(summary).toMatchObject({ discounted: true, lowestPrice: 7000, discountPercentage: 20 });
  });

  it('should keep the same reference price while the reduction lasts', () => {
    const later = summarisePrice({ retailPrice: 8000, finalPrice: 5600, memberPrice: null, history, now: day(160) });
    expect(later.lowestPrice).toBe(7000);
  });

  it('should use the regular price as reference for a reduction without history', () => {
    const summary = summarisePrice({
      retailPrice: 8000,
      finalPrice: 6000,
      memberPrice: null,
      history: [],
      now: day(1),
    });
    expect(summary).toMatchObject({ lowestPrice: 8000, discountPercentage: 25 });
  });

  it('should report the lowest price of the last 30 days for a product at its regular price', () => {
    const regular = [entry(8000, 0, 90), entry(6000, 90, 95), entry(8000, 95, null)];
    const summary = summarisePrice({
      retailPrice: 8000,
      finalPrice: 8000,
      memberPrice: 7000,
      history: regular,
      now: day(100),
    });
    expect(summary).toMatchObject({ discounted: false, lowestPrice: 6000, discountPercentage: 0, memberPrice: 7000 });
  });
});
