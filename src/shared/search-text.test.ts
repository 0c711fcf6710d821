import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseSearchText, searchTokens, slugify } from './search-text.js';

describe('search text', () => {
  it('should lower-case and strip Croatian diacritics', () => {
    expect(normaliseSearchText('Šal Čudo Ćup Žuti Đak')).toBe('sal cudo cup zuti dak');
    expect(normaliseSearchText('ĐURĐEVAC')).toBe('durdevac');
  });

  it('should turn punctuation into single spaces', () => {
    expect(normaliseSearchText('  Dres (domaći) — 2025/26!  ')).toBe('dres domaci 2025 26');
  });

  it('should split keywords into distinct tokens', () => {
    expect(searchTokens('Dres dres DOMAĆI')).toEqual(['dres', 'domaci']);
    expect(searchTokens('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTokens('  ')).toEqual([]);
  });

  it('should search only from three characters on', () => {
    expect(isSearchable('dr')).toBe(false);
    expect(isSearchable('dre')).toBe(true);
    expect(isSearchable(' ! ')).toBe(false);
    expect(isSearchable(undefined)).toBe(false);
  });

  it('should make slugs from Croatian names', () => {
    expect(slugify('Dres domaći 2025/26')).toBe('dres-domaci-2025-26');
  });
});
