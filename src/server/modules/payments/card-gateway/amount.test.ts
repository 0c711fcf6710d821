import { describe, expect, it } from 'vitest';
import { actionAmount, formAmount, parseGatewayAmount, signatureAmount } from './amount.js';

describe('formAmount (TotalAmount of the hosted form)', () => {
  it('should write one cent as 0,01', () => {
    expect(formAmount(1)).toBe('0,01');
  });

  it('should write two decimals after a comma and no thousands separator', () => {
    expect(formAmount(123456)).toBe('1234,56');
    expect(formAmount(1000)).toBe('10,00');
    expect(formAmount(1525)).toBe('15,25');
    expect(formAmount(10)).toBe('0,10');
    expect(formAmount(100)).toBe('1,00');
  });

  it('should write large amounts digit for digit, up to the largest safe integer of cents', () => {
    expect(formAmount(100_000_000_00)).toBe('100000000,00');
    expect(formAmount(Number.MAX_SAFE_INTEGER)).toBe('90071992547409,91');
  });

  it('should refuse zero, negative, fractional and unsafe amounts instead of rounding them', () => {
    for (const bad of [0, -1, 12.5, 0.1 + 0.2, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1]) {
      expect(() => formAmount(bad)).toThrow(RangeError);
    }
  });
});

describe('signatureAmount and actionAmount', () => {
  it('should be the form amount without its comma: the cents as digits', () => {
    for (const cents of [1, 10, 1525, 123456, 99_999_999]) {
      expect(signatureAmount(cents)).toBe(
        formAmount(cents)
          .replace(',', '')
          .replace(/^0+(?=\d)/, ''),
      );
    }
    expect(signatureAmount(1)).toBe('1');
    expect(signatureAmount(123456)).toBe('123456');
  });

  it('should give completion, refund and void the integer cents', () => {
    expect(actionAmount(1525)).toBe(1525);
    expect(() => actionAmount(15.25)).toThrow(RangeError);
  });
});

describe('parseGatewayAmount', () => {
  it('should read report numbers and return texts into cents without float arithmetic', () => {
    expect(parseGatewayAmount(80.55)).toBe(8055);
    expect(parseGatewayAmount(78)).toBe(7800);
    expect(parseGatewayAmount(1.1)).toBe(110);
    expect(parseGatewayAmount('1234,56')).toBe(123456);
    expect(parseGatewayAmount('0,01')).toBe(1);
    expect(parseGatewayAmount('10.5')).toBe(1050);
  });

  it('should refuse what is not an amount with at most two decimals', () => {
    // 0.1 + 0.2 is 0.30000000000000004: a drifted float is refused rather than rounded into a plausible amount.
    for (const bad of [
      0.1 + 0.2,
      0.001,
      -1,
      '1.234,56',
      '12,345',
      'abc',
      '',
      ' ',
      '1e3',
      null,
      undefined,
      {},
      Number.NaN,
      1e21,
    ]) {
      expect(parseGatewayAmount(bad)).toBeNull();
    }
  });

  it('should refuse an amount whose cents are not a safe integer', () => {
    expect(parseGatewayAmount('999999999999999,99')).toBeNull();
  });
});
