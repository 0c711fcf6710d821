import { describe, expect, it } from 'vitest';
import { formatIban, isValidHrIban, normaliseIban } from './iban.js';

describe('Croatian IBAN', () => {
  it('should accept an IBAN whose mod 97 check holds, with spaces or in small letters', () => {
    expect(isValidHrIban('HR1210010051863000160')).toBe(true);
    expect(isValidHrIban('hr12 1001 0051 8630 0016 0')).toBe(true);
  });

  it('should refuse a wrong check, another country, or the wrong length', () => {
    expect(isValidHrIban('HR1310010051863000160')).toBe(false);
    expect(isValidHrIban('HR121001005186300016')).toBe(false);
    expect(isValidHrIban('DE89370400440532013000')).toBe(false);
    expect(isValidHrIban('')).toBe(false);
  });

  it('should store without spaces and show in groups of four', () => {
    expect(normaliseIban(' hr12 1001 0051 8630 0016 0 ')).toBe('HR1210010051863000160');
    expect(formatIban('HR1210010051863000160')).toBe('HR12 1001 0051 8630 0016 0');
  });
});
