import { describe, expect, it } from 'vitest';
import type { ReceiptInput } from './types.js';
import { checkReceiptInput } from './validate.js';

const sale: ReceiptInput = {
  issuedAt: new Date('2026-07-15T12:30:05Z'),
  lines: [{ name: 'Dres', quantity: 2, unitPriceCents: 5000, totalCents: 10000, vatRate: 25 }],
  totalCents: 10000,
  paymentMethod: 'K',
  reference: 'order-1',
};

const refusal = (input: Partial<ReceiptInput>, sign: 1 | -1 = 1) => {
  try {
    checkReceiptInput({ ...sale, ...input }, sign);
    return null;
  } catch (err) {
    return (err as { code: string; message: string }).message;
  }
};

describe('receipt input check', () => {
  it('should accept a well-formed card sale', () => {
    expect(refusal({})).toBeNull();
  });

  it('should refuse a total that is not the sum of the lines', () => {
    expect(refusal({ totalCents: 9999 })).toMatch(/zbroju stavki/);
  });

  it('should refuse an unknown payment method, such as the cheque that is gone', () => {
    expect(refusal({ paymentMethod: 'C' as ReceiptInput['paymentMethod'] })).toMatch(/G, K, T ili O/);
  });

  it('should refuse a buyer OIB with a bank transfer, and an OIB that fails its check digit', () => {
    expect(refusal({ buyerOib: '87452136902', paymentMethod: 'T' })).toMatch(/transakcijskim/);
    expect(refusal({ buyerOib: '87452136903' })).toMatch(/OIB kupca/);
  });

  it('should refuse a VAT rate Croatia does not have', () => {
    expect(refusal({ lines: [{ ...sale.lines[0]!, vatRate: 22 }] })).toMatch(/22 %/);
  });

  it('should refuse a card receipt above 10,000 euros', () => {
    const big = { ...sale.lines[0]!, quantity: 1, unitPriceCents: 1_000_001, totalCents: 1_000_001 };
    expect(refusal({ lines: [big], totalCents: 1_000_001 })).toMatch(/granicu/);
  });

  it('should want negative lines on a correcting receipt and positive ones on a sale', () => {
    const negative = { ...sale.lines[0]!, quantity: -2, totalCents: -10000 };
    expect(refusal({ lines: [negative], totalCents: -10000 })).not.toBeNull();
    expect(refusal({ lines: [negative], totalCents: -10000 }, -1)).toBeNull();
  });
});
