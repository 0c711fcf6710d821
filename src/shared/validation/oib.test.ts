import { describe, expect, it } from 'vitest';
import { isValidOib } from './oib.js';

describe('OIB check digit (ISO 7064 MOD 11,10)', () => {
  it('should accept valid OIBs and refuse wrong check digits and shapes', () => {
    expect(isValidOib('69435151530')).toBe(true);
    expect(isValidOib('94577403194')).toBe(true);
    expect(isValidOib('69435151531')).toBe(false);
    expect(isValidOib('12345678901')).toBe(false);
    expect(isValidOib('6943515153')).toBe(false);
    expect(isValidOib('6943515153a')).toBe(false);
  });
});
