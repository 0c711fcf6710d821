import { describe, expect, it } from 'vitest';
import { mayLoad, parseAcceptedCookies, serialiseConsent } from './consent.cookie.js';

describe('acceptedCookies cookie', () => {
  it('should write the chosen categories as a comma list in canonical order', () => {
    expect(serialiseConsent({ necessary: true, marketing: false, analytics: true })).toBe('necessary,analytics');
  });

  it('should read a stored list back, ignoring unknown words, spaces and case', () => {
    expect(parseAcceptedCookies(' Analytics ,necessary,tracking')).toEqual({
      necessary: true,
      marketing: false,
      analytics: true,
    });
  });

  it('should treat an absent, empty or unknown-only cookie as no decision', () => {
    expect(parseAcceptedCookies(undefined)).toBeNull();
    expect(parseAcceptedCookies('')).toBeNull();
    expect(parseAcceptedCookies('foo,bar')).toBeNull();
  });

  it('should let only necessary scripts load before the visitor decides', () => {
    expect(mayLoad(null, 'necessary')).toBe(true);
    expect(mayLoad(null, 'marketing')).toBe(false);
    expect(mayLoad({ necessary: true, marketing: true, analytics: false }, 'marketing')).toBe(true);
    expect(mayLoad({ necessary: true, marketing: true, analytics: false }, 'analytics')).toBe(false);
  });
});
