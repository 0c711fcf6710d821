import { describe, expect, it } from 'vitest';
import { paymentMethodOf, proRataLines } from './lines.js';

const line = (vatRate: number, totalCents: number) => ({
  name: `PDV ${vatRate}`,
  quantity: 1,
  unitPriceCents: totalCents,
  totalCents,
  vatRate,
});

describe('receipt lines of orders', () => {
  it('should name the payment method as CIS does', () => {
    expect(['wspay_hpp', 'tcom_hpp', 'pouzece', 'virman', 'paypal'].map(paymentMethodOf)).toEqual([
      'K',
      'K',
      'G',
      'T',
      'O',
    ]);
  });

  it('should give a partial amount back as one line per VAT rate, in proportion, summing to the cent', () => {
    // 80,00 € sold at 25 % and 15,00 € at 13 %: 10,01 € back is 842,95 and 158,05 cents, the spare cent to 25 %.
    const sold = [line(25, 6999), line(13, 1500), line(25, 1001)];
    const parts = proRataLines(sold, 1001);
    expect(parts.map((p) => [p.vatRate, p.totalCents])).toEqual([
      [25, 843],
      [13, 158],
    ]);
    expect(parts.reduce((sum, p) => sum + p.totalCents, 0)).toBe(1001);
    expect(parts[0]).toMatchObject({ name: 'Povrat dijela iznosa (PDV 25 %)', quantity: 1, unitPriceCents: 843 });
  });

  it('should keep every cent for any amount up to the whole sale', () => {
    const sold = [line(25, 333), line(13, 333), line(5, 334)];
    for (let amount = 1; amount <= 1000; amount++) {
      const parts = proRataLines(sold, amount);
      expect(parts.reduce((sum, p) => sum + p.totalCents, 0)).toBe(amount);
      expect(parts.every((p) => p.totalCents > 0)).toBe(true);
    }
  });
});
