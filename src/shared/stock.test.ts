import { describe, expect, it } from 'vitest';
import { bundleQuantity, clampCartQuantity, quantityForApi, quantityFromApi, usableStock } from './stock.js';

describe('usable stock', () => {
  it('should keep two units back as a buffer', () => {
    expect(usableStock({ stockQuantity: 10, infiniteQuantity: false })).toBe(8);
    expect(usableStock({ stockQuantity: 3, infiniteQuantity: false })).toBe(1);
  });

  it('should never go below zero', () => {
    for (const stockQuantity of [2, 1, 0, -5]) expect(usableStock({ stockQuantity, infiniteQuantity: false })).toBe(0);
  });

  it('should be infinite for infinite quantity whatever the stock says', () => {
    expect(usableStock({ stockQuantity: 0, infiniteQuantity: true })).toBe(Number.POSITIVE_INFINITY);
  });

  it('should map infinity to null for the API and back', () => {
    expect(quantityForApi(Number.POSITIVE_INFINITY)).toBeNull();
    expect(quantityForApi(4)).toBe(4);
    expect(quantityFromApi(null)).toBe(Number.POSITIVE_INFINITY);
    expect(quantityFromApi(4)).toBe(4);
  });
});

describe('bundle quantity', () => {
  it('should be the minimum over parts of usable stock divided by the part quantity, rounded down', () => {
    expect(
      bundleQuantity([
        { usable: 10, quantity: 3 },
        { usable: 8, quantity: 1 },
      ]),
    ).toBe(3);
    expect(
      bundleQuantity([
        { usable: 10, quantity: 2 },
        { usable: 3, quantity: 2 },
      ]),
    ).toBe(1);
  });

  it('should be zero when one part cannot fill a single bundle', () => {
    expect(
      bundleQuantity([
        { usable: 10, quantity: 1 },
        { usable: 1, quantity: 2 },
      ]),
    ).toBe(0);
  });

  it('should ignore infinite parts and be infinite when every part is', () => {
    expect(
      bundleQuantity([
        { usable: Infinity, quantity: 2 },
        { usable: 5, quantity: 2 },
      ]),
    ).toBe(2);
    expect(bundleQuantity([{ usable: Infinity, quantity: 2 }])).toBe(Infinity);
  });

  it('should sell no bundle without parts', () => {
    expect(bundleQuantity([])).toBe(0);
  });
});

describe('cart quantity clamp', () => {
  it('should keep quantities between 1 and 999 and within usable stock', () => {
    expect(clampCartQuantity(5, 10)).toBe(5);
    expect(clampCartQuantity(0, 10)).toBe(1);
    expect(clampCartQuantity(-3, 10)).toBe(1);
    expect(clampCartQuantity(2.7, 10)).toBe(2);
    expect(clampCartQuantity(5000, Infinity)).toBe(999);
    expect(clampCartQuantity(50, 7)).toBe(7);
    expect(clampCartQuantity(Number.NaN, 7)).toBe(1);
  });
});
