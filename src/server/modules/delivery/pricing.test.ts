import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMERCE_SETTINGS } from '../settings/index.js';
import { deliveryPrice } from './pricing.js';

const [courier, pickup, boxnow] = DEFAULT_COMMERCE_SETTINGS.deliveryMethods as [
  (typeof DEFAULT_COMMERCE_SETTINGS.deliveryMethods)[number],
  (typeof DEFAULT_COMMERCE_SETTINGS.deliveryMethods)[number],
  (typeof DEFAULT_COMMERCE_SETTINGS.deliveryMethods)[number],
];

describe('delivery price', () => {
  it('should charge the courier by country and deliver free in Croatia from the threshold on', () => {
    expect(deliveryPrice(courier, 'HR', 6999)).toBe(499);
    expect(deliveryPrice(courier, 'HR', 7000)).toBe(0);
    expect(deliveryPrice(courier, 'SI', 100_000)).toBe(1290);
    expect(deliveryPrice(courier, 'RS', 10)).toBe(1590);
  });

  it('should not offer a method to a country it has no rate for', () => {
    expect(deliveryPrice(courier, 'DE', 5000)).toBeNull();
    expect(deliveryPrice(boxnow, 'SI', 5000)).toBeNull();
  });

  it('should let the club-shop pick-up cost nothing wherever the buyer lives', () => {
    expect(deliveryPrice(pickup, 'HR', 100)).toBe(0);
    expect(deliveryPrice(pickup, 'BA', 100)).toBe(0);
  });
});
