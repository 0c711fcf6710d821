import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.js';

describe('initials of the signed-in header badge', () => {
  it('should take the first and last word of the name, with diacritics', () => {
    expect(initialsOf('Ana Kovač', 'ana@primjer.hr')).toBe('AK');
    expect(initialsOf('  čedo  ivan šimić ', 'c@primjer.hr')).toBe('ČŠ');
    expect(initialsOf('Marija', 'm@primjer.hr')).toBe('M');
  });

  it('should fall back to the e-mail when there is no name', () => {
    expect(initialsOf('', 'kupac@zvijezda-shop.hr')).toBe('K');
  });
});
