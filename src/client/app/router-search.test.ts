import { parseSearchWith } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { page, searchSchema, text } from '@shared/search-params.js';
import { stringifyShopSearch } from './router.js';

const parse = parseSearchWith(JSON.parse);
const lookUp = searchSchema({ broj: text(), search: text(), page });

/** An address as the router keeps it: read, checked by the route, written back. */
const settled = (address: string) => stringifyShopSearch(lookUp(parse(address)));

describe("the shop's search parameters", () => {
  it('should keep an address whose text reads as a number, a yes/no or null as it was typed', () => {
    for (const address of [
      '?broj=1024',
      '?search=2025',
      '?search=true',
      '?search=null',
      '?broj=ZV-2026-1&page=2',
      '?broj=007',
    ]) {
      expect(settled(address)).toBe(address);
    }
  });

  it('should read such a text back as the text, not as a number', () => {
    expect(lookUp(parse('?broj=007'))).toEqual({ broj: '007' });
    expect(lookUp(parse('?broj=1024'))).toEqual({ broj: '1024' });
  });
});
