import { describe, expect, it } from 'vitest';
import { filterQueryOf, filtersOfQuery, normaliseFilterValue, validateCategorySearch } from './category-search.js';

describe('category list URL', () => {
  it('should keep value slugs as they are and old numeric ids as before', () => {
    expect(validateCategorySearch({ velicina: 'M,l,m', boja: 'plava', sezona: '2025-26', kroj: 'muski,3' })).toEqual({
      velicina: 'm,l',
      boja: 'plava',
      sezona: '2025-26',
      kroj: 'muski,3',
    });
    expect(validateCategorySearch({ velicina: 'm l', boja: 'plava!' })).toEqual({});
  });

  it('should keep attribute filters as comma ids, yes/no and ranges, dropping malformed ones', () => {
    expect(
      validateCategorySearch({ velicina: '3,1,3', boja: 12, potpisan: 'YES', price: '50-10', x: '<script>', page: 2 }),
    ).toEqual({
      velicina: '3,1',
      boja: 12,
      potpisan: 'yes',
      price: '10-50',
      page: 2,
    });
  });

  it('should omit a 0-0 range, page 1, unknown sorts and page sizes other than 12 and 24', () => {
    expect(validateCategorySearch({ price: '0-0', page: 1, sort: 'random', limit: 50 })).toEqual({});
    expect(normaliseFilterValue('0-0')).toBeUndefined();
    expect(validateCategorySearch({ sort: 'cheapest', limit: '24' })).toEqual({ sort: 'cheapest', limit: 24 });
  });

  it('should turn the URL filters into the contract filter list', () => {
    expect(filtersOfQuery({ velicina: '1,2', kroj: 'muski,3', boja: 11, potpisan: 'no', price: '10.5-49.99' })).toEqual(
      [
        { key: 'velicina', value: [1, 2] },
        { key: 'kroj', value: ['muski', 3] },
        { key: 'boja', value: [11] },
        { key: 'potpisan', value: 'no' },
        { key: 'price', value: { min: 10.5, max: 49.99 } },
      ],
    );
  });
});

describe('parameters the category page does not know', () => {
  it('should not turn tracking parameters into filters', () => {
    expect(
      filterQueryOf({
        fbclid: 'IwAR2xYz_abc-12',
        utm_source: 'facebook',
        gclid: 'Cj0KCQ123',
        editPage: 'true',
        utm_campaign: 'ljeto',
        ref: 'newsletter',
        boja: 11,
        velicina: 'm',
      }),
    ).toEqual({ boja: 11, velicina: 'm' });
  });
});
