import { describe, expect, it } from 'vitest';
import { isBundlePurchasable, isPurchasable, type PurchasabilityInput } from './purchasability.js';

const simple = (overrides: Partial<PurchasabilityInput> = {}): PurchasabilityInput => ({
  format: 'simple',
  isPurchasable: true,
  available: true,
  stockQuantity: 10,
  infiniteQuantity: false,
  ...overrides,
});

describe('purchasability', () => {
  it('should be purchasable when flagged purchasable, available and with usable stock of at least 1', () => {
    expect(isPurchasable(simple({ stockQuantity: 3 }))).toBe(true);
  });

  it('should not be purchasable when the buffer eats the whole stock', () => {
    for (const stockQuantity of [0, 1, 2]) expect(isPurchasable(simple({ stockQuantity }))).toBe(false);
  });

  it('should not be purchasable when the flag or availability is off', () => {
    expect(isPurchasable(simple({ isPurchasable: false }))).toBe(false);
    expect(isPurchasable(simple({ available: false }))).toBe(false);
  });

  it('should make a simple product with infinite quantity purchasable', () => {
    expect(isPurchasable(simple({ infiniteQuantity: true, stockQuantity: 0, available: false }))).toBe(true);
  });

  it('should always count a configurable product as purchasable', () => {
    expect(isPurchasable(simple({ format: 'configurable', stockQuantity: 0, isPurchasable: false }))).toBe(true);
  });

  it('should stop a simple product once the cart holds its whole usable stock', () => {
    expect(isPurchasable(simple({ stockQuantity: 5 }), { inCart: 2 })).toBe(true);
    expect(isPurchasable(simple({ stockQuantity: 5 }), { inCart: 3 })).toBe(false);
  });

  it('should apply the general rule to eProducts and bundles', () => {
    expect(isPurchasable(simple({ format: 'eProduct', infiniteQuantity: true }))).toBe(true);
    expect(isPurchasable(simple({ format: 'eProduct', stockQuantity: 0 }))).toBe(false);
    expect(isPurchasable(simple({ format: 'bundle', stockQuantity: 3 }), { inCart: 50 })).toBe(true);
  });
});

describe('bundle purchasability', () => {
  const bundle = { isPurchasable: true, available: true };

  it('should sell a bundle whose parts make at least one bundle', () => {
    expect(isBundlePurchasable(bundle, [{ usable: 4, quantity: 2, purchasable: true }])).toBe(true);
  });

  it('should not sell a bundle with a missing part, a short part or its flags off', () => {
    expect(isBundlePurchasable(bundle, [{ usable: 4, quantity: 2, purchasable: false }])).toBe(false);
    expect(isBundlePurchasable(bundle, [{ usable: 1, quantity: 2, purchasable: true }])).toBe(false);
    expect(isBundlePurchasable({ ...bundle, available: false }, [{ usable: 4, quantity: 1, purchasable: true }])).toBe(
      false,
    );
    expect(isBundlePurchasable(bundle, [])).toBe(false);
  });
});
