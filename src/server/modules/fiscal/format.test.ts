import { describe, expect, it } from 'vitest';
import { cisAmount, cisRate, qrDateTime, xmlDateTime, zagrebYear, zkiDateTime } from './format.js';

describe('CIS text forms', () => {
  it('should write times in Croatian summer time, two hours ahead of UTC', () => {
    const at = new Date('2026-07-15T12:30:05Z');
    expect(xmlDateTime(at)).toBe('15.07.2026T14:30:05');
    expect(zkiDateTime(at)).toBe('15.07.2026 14:30:05');
    expect(qrDateTime(at)).toBe('20260715_1430');
  });

  it('should write times in Croatian winter time, one hour ahead of UTC', () => {
    expect(xmlDateTime(new Date('2026-01-05T08:01:00Z'))).toBe('05.01.2026T09:01:00');
  });

  it('should count New Year’s night in Zagreb as the new year although it is still the old one in UTC', () => {
    const at = new Date('2026-12-31T23:30:00Z');
    expect(zagrebYear(at)).toBe(2027);
    expect(xmlDateTime(at)).toBe('01.01.2027T00:30:00');
  });

  it('should write amounts with a dot, two decimals and a minus for corrections', () => {
    expect(cisAmount(12345)).toBe('123.45');
    expect(cisAmount(5)).toBe('0.05');
    expect(cisAmount(0)).toBe('0.00');
    expect(cisAmount(-1050)).toBe('-10.50');
    expect(() => cisAmount(1.5)).toThrow(RangeError);
  });

  it('should write VAT rates with two decimals', () => {
    expect(cisRate(25)).toBe('25.00');
    expect(cisRate(5)).toBe('5.00');
  });
});
