import { describe, expect, it } from 'vitest';
import { isPersonalisationNumber, isPersonalisationText, sanitiseNumber, sanitiseText } from './personalisation.js';

describe('personalisation rules', () => {
  it('should say that a 0 typed alone is refused rather than drop it without a word', () => {
    expect(sanitiseNumber('0')).toEqual({ value: '', capped: false, zero: true });
    expect(sanitiseNumber('00')).toEqual({ value: '', capped: false, zero: true });
    expect(sanitiseNumber('')).toEqual({ value: '', capped: false, zero: false });
  });

  it('should accept the numbers 1 to 99 only', () => {
    expect(['1', '10', '99'].every(isPersonalisationNumber)).toBe(true);
    expect(['0', '100', '7a', ''].some(isPersonalisationNumber)).toBe(false);
  });

  it('should accept letters with Croatian diacritics and digits, at most twelve', () => {
    expect(isPersonalisationText('ŠIMIĆ10')).toBe(true);
    expect(isPersonalisationText('HORVAT-JR')).toBe(false);
    expect(isPersonalisationText('A'.repeat(13))).toBe(false);
  });

  it('should keep what the field accepts of a keypress and say when typing went past the limit', () => {
    expect(sanitiseNumber('0123')).toEqual({ value: '12', capped: true, zero: false });
    expect(sanitiseNumber('07')).toEqual({ value: '7', capped: false, zero: false });
    expect(sanitiseText('šimić jr.')).toEqual({ value: 'ŠIMIĆJR', capped: false });
  });
});
