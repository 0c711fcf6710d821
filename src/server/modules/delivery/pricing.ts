import type { Cents } from '@shared/money.js';
import type { DeliveryMethodSettings } from '../settings/index.js';

/** The rate of a method for a country: the country's own, else the 'ALL' rate; undefined when not offered there. */
export function rateFor(method: DeliveryMethodSettings, country: string) {
  return method.rates.find((r) => r.country === country) ?? method.rates.find((r) => r.country === 'ALL');
}

/**
 * What delivery costs with this method to the country for a cart worth `cartTotal` (items after coupon):
 * the country's price, or nothing once the cart reaches the rate's free-delivery threshold. null: not offered.
 */
export function deliveryPrice(method: DeliveryMethodSettings, country: string, cartTotal: Cents): Cents | null {
  const rate = rateFor(method, country);
  if (!rate) return null;
  return rate.freeFrom !== null && cartTotal >= rate.freeFrom ? 0 : rate.price;
}
