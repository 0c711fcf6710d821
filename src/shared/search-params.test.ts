import { describe, expect, it } from 'vitest';
import { oneOf, page, positiveInt, searchSchema, text } from './search-params.js';

describe('route search parameters', () => {
  const search = searchSchema({ search: text(), page, tab: oneOf(['lista_zelja', 'upravljaj_lozinkom']) });

  it('should keep what it can read, trimmed, and leave out the rest', () => {
    expect(search({ search: '  dres ', page: '2', tab: 'lista_zelja', extra: 'x' })).toEqual({
      search: 'dres',
      page: 2,
      tab: 'lista_zelja',
    });
  });

  it('should drop an empty term, a page that is not a positive whole number and an unknown tab', () => {
    expect(search({ search: '   ', page: '1.5', tab: 'admin' })).toEqual({});
    expect(search({ page: 0 })).toEqual({});
    expect(search({ page: 100_001 })).toEqual({});
  });

  it('should cut a long term and read a numeric one as its digits', () => {
    expect(text(5)('abcdefgh')).toBe('abcde');
    expect(text()(12)).toBe('12');
  });

  it('should read ids as positive 32-bit whole numbers only', () => {
    expect(positiveInt()('42')).toBe(42);
    expect(positiveInt()('-3')).toBeUndefined();
    expect(positiveInt()(2_147_483_648)).toBeUndefined();
  });
});
