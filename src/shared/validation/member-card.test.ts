import { describe, expect, it } from 'vitest';
import { isMemberCardBarcode, memberCardInput } from './member-card.js';

describe('membership card number', () => {
  it('should block typing past 12 digits and drop everything but digits', () => {
    expect(memberCardInput('1234-5678-9012-99')).toBe('123456789012');
  });

  it('should take exactly twelve digits as a card number', () => {
    expect(isMemberCardBarcode('385000000017')).toBe(true);
    expect(isMemberCardBarcode('38500000001')).toBe(false);
    expect(isMemberCardBarcode('38500000001a')).toBe(false);
  });
});
