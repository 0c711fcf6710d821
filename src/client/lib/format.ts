import { eurosToCents, formatMoney } from '@shared/money.js';

/** API prices are euros with 2 decimals; the shop prints them as "1.234,56 €" (shared money rule). */
export function formatPrice(euros: number): string {
  return formatMoney(eurosToCents(euros));
}
