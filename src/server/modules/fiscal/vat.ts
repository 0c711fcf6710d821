import type { Cents } from '@shared/money.js';
import type { ReceiptLineInput, VatPart } from './types.js';

/** VAT rates Croatian receipts use (percent). */
export const VAT_RATES: readonly number[] = [25, 13, 5, 0];

/** Half away from zero, so a correcting receipt's breakdown mirrors the original's cent for cent. */
const roundHalfAway = (value: number): number => Math.sign(value) * Math.round(Math.abs(value));

/**
 * The Pdv breakdown: shop prices include VAT, so per rate the gross line totals are summed and split into base
 * and tax once, on the sum (base + tax always equals the gross exactly, which the total check of CIS relies on).
 */
export function vatBreakdown(lines: readonly ReceiptLineInput[]): VatPart[] {
  const gross = new Map<number, Cents>();
  for (const line of lines) gross.set(line.vatRate, (gross.get(line.vatRate) ?? 0) + line.totalCents);
  return [...gross.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, total]) => {
      const baseCents = roundHalfAway((total * 100) / (100 + rate));
      return { rate, baseCents, amountCents: total - baseCents };
    });
}
