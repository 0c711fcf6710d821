import { describe, expect, it } from 'vitest';
import { centsToEuros, eurosToCents, formatMoney, multiplyCents, percentOf, sumCents } from './money.js';

describe('money', () => {
  it('should format cents the Croatian way with dot thousands and comma decimals', () => {
    expect(formatMoney(123456)).toBe('1.234,56\u00a0€');
    expect(formatMoney(6999)).toBe('69,99\u00a0€');
    expect(formatMoney(5)).toBe('0,05\u00a0€');
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(123456789)).toBe('1.234.567,89\u00a0€');
  });

  it('should join the amount and the symbol with a no-break space so they never wrap apart', () => {
    expect(formatMoney(10999)).toBe('109,99\u00a0€');
    expect(formatMoney(10999)).not.toContain(' ');
  });

  it('should format negative amounts and leave out the symbol on request', () => {
    expect(formatMoney(-150)).toBe('-1,50\u00a0€');
    expect(formatMoney(100000, { symbol: false })).toBe('1.000,00');
  });

  it('should convert euros to cents without float drift', () => {
    expect(eurosToCents(1.005)).toBe(101);
    expect(eurosToCents(69.99)).toBe(6999);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(19.999)).toBe(2000);
    expect(eurosToCents('1234,56')).toBe(123456);
    expect(eurosToCents('-2.5')).toBe(-250);
    expect(eurosToCents(1e-7)).toBe(0);
  });

  it('should refuse text that is not an amount', () => {
    expect(() => eurosToCents('abc')).toThrow(RangeError);
    expect(() => eurosToCents('')).toThrow(RangeError);
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
  });

  it('should convert cents to euro numbers with at most two decimals', () => {
    expect(centsToEuros(6999)).toBe(69.99);
    expect(centsToEuros(100)).toBe(1);
    expect(JSON.stringify(centsToEuros(1010))).toBe('10.1');
  });

  it('should keep every round trip of cents exact', () => {
    for (let cents = 0; cents < 20000; cents += 7) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it('should multiply, sum and take percentages in whole cents', () => {
    expect(multiplyCents(1999, 3)).toBe(5997);
    expect(() => multiplyCents(1999, 1.5)).toThrow(RangeError);
    expect(sumCents([1, 2, 3])).toBe(6);
    expect(percentOf(999, 10)).toBe(100);
    expect(percentOf(-999, 10)).toBe(-100);
  });
});
