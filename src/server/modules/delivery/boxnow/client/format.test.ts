import { describe, expect, it } from 'vitest';
import { dotAmount, internationalPhone } from './format.js';

describe('dotAmount', () => {
  it('should write cents with a dot and exactly two decimals', () => {
    expect(dotAmount(2550)).toBe('25.50');
    expect(dotAmount(8999)).toBe('89.99');
    expect(dotAmount(5)).toBe('0.05');
    expect(dotAmount(0)).toBe('0.00');
    expect(dotAmount(123456)).toBe('1234.56');
  });

  it('should refuse negative and fractional cents', () => {
    expect(() => dotAmount(-1)).toThrow(RangeError);
    expect(() => dotAmount(10.5)).toThrow(RangeError);
  });
});

describe('internationalPhone', () => {
  it('should turn a Croatian national number into +385 form', () => {
    expect(internationalPhone('091 234 5678')).toBe('+385912345678');
    expect(internationalPhone('01/2345-678')).toBe('+38512345678');
  });

  it('should keep or convert numbers already international', () => {
    expect(internationalPhone('+385 (91) 234 5678')).toBe('+385912345678');
    expect(internationalPhone('00385912345678')).toBe('+385912345678');
    expect(internationalPhone('+49 30 1234567')).toBe('+49301234567');
  });

  it('should use the calling code of the address country', () => {
    expect(internationalPhone('031 234 567', 'SI')).toBe('+38631234567');
  });

  it('should leave an unreadable number for BoxNow to refuse', () => {
    expect(internationalPhone('12-34')).toBe('1234');
    expect(internationalPhone('nazovi me')).toBe('nazovime');
  });
});
