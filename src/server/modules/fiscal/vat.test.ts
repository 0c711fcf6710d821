import { describe, expect, it } from 'vitest';
import type { ReceiptLineInput } from './types.js';
import { vatBreakdown } from './vat.js';

const line = (totalCents: number, vatRate: number): ReceiptLineInput => ({
  name: 'Dres',
  quantity: 1,
  unitPriceCents: totalCents,
  totalCents,
  vatRate,
});

describe('VAT breakdown', () => {
  it('should split the gross of each rate into base and tax that add up to it exactly', () => {
    const parts = vatBreakdown([line(6999, 25), line(3001, 25), line(1500, 5)]);
    expect(parts).toEqual([
      { rate: 25, baseCents: 8000, amountCents: 2000 },
      { rate: 5, baseCents: 1429, amountCents: 71 },
    ]);
  });

  it('should mirror a sale exactly on its correcting receipt', () => {
    const sale = vatBreakdown([line(12345, 25)]);
    const correction = vatBreakdown([line(-12345, 25)]);
    expect(correction).toEqual(
      sale.map((p) => ({ rate: p.rate, baseCents: -p.baseCents, amountCents: -p.amountCents })),
    );
  });
});
