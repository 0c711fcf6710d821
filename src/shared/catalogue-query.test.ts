import { describe, expect, it } from 'vitest';
import {
  filtersFromQuery,
  filtersToQuery,
  parseIdList,
  parseRange,
  parseRangeParam,
  parseYesNo,
  shouldRunProductSearch,
} from './catalogue-query.js';

describe('catalogue query values', () => {
  it('should read comma-separated ids, dropping duplicates', () => {
    expect(parseIdList('3,7, 7,12')).toEqual([3, 7, 12]);
    expect(parseIdList([3, '7'])).toEqual([3, 7]);
    expect(parseIdList(5)).toEqual([5]);
  });

  it('should drop bad ids in lenient mode and refuse them in strict mode', () => {
    expect(parseIdList('3,abc,-1,0,7')).toEqual([3, 7]);
    expect(parseIdList('3,abc', { strict: true })).toBeNull();
    expect(parseIdList('99999999999', { strict: true })).toBeNull();
  });

  it('should read yes/no', () => {
    expect(parseYesNo('yes')).toBe(true);
    expect(parseYesNo('no')).toBe(false);
    expect(parseYesNo(true)).toBe(true);
    expect(parseYesNo('maybe')).toBeUndefined();
  });

  it('should build a range only when both bounds are set', () => {
    expect(parseRange(10, 50)).toEqual({ min: 10, max: 50 });
    expect(parseRange('10', null)).toBeUndefined();
    expect(parseRange(undefined, 50)).toBeUndefined();
    expect(parseRange('', '5')).toBeUndefined();
  });

  it('should treat 0 to 0 as no range and swap reversed bounds', () => {
    expect(parseRange(0, 0)).toBeUndefined();
    expect(parseRange(50, 10)).toEqual({ min: 10, max: 50 });
  });

  it('should read the URL form of a range', () => {
    expect(parseRangeParam('10-49.99')).toEqual({ min: 10, max: 49.99 });
    expect(parseRangeParam('10,5-20')).toEqual({ min: 10.5, max: 20 });
    expect(parseRangeParam('10-')).toBeUndefined();
    expect(parseRangeParam('0-0')).toBeUndefined();
  });
});

describe('filters and the URL query', () => {
  const attributes = [
    { attributeCode: 'boja', type: 'visualSwatch' },
    { attributeCode: 'velicina', type: 'textSwatch' },
    { attributeCode: 'potpisan', type: 'yesNo' },
    { attributeCode: 'price', type: 'number' },
  ];

  it('should read each filter attribute from the query in its own form', () => {
    const filters = filtersFromQuery(
      { boja: '3,7', velicina: 'x', potpisan: 'yes', price: '10-50', page: '2' },
      attributes,
    );
    expect(filters).toEqual([
      { key: 'boja', value: [3, 7] },
      { key: 'potpisan', value: 'yes' },
      { key: 'price', value: { min: 10, max: 50 } },
    ]);
  });

  it('should write filters back to the same query', () => {
    const filters = filtersFromQuery({ boja: '3,7', potpisan: 'no', price: '10-50' }, attributes);
    expect(filtersToQuery(filters)).toEqual({ boja: '3,7', potpisan: 'no', price: '10-50' });
  });

  it('should omit empty lists and unset ranges from the query', () => {
    expect(
      filtersToQuery([
        { key: 'boja', value: [] },
        { key: 'price', value: { min: 0, max: 0 } },
      ]),
    ).toEqual({});
  });
});

describe('when a product search runs', () => {
  it('should not run with nothing or only the archived filter', () => {
    expect(shouldRunProductSearch({})).toBe(false);
    expect(shouldRunProductSearch({ filters: [{ key: 'archived', value: false }] })).toBe(false);
    expect(shouldRunProductSearch({ keywords: '  ' })).toBe(false);
  });

  it('should run with keywords, a real filter, a main category, a select, a limit or a page', () => {
    expect(shouldRunProductSearch({ keywords: 'dres' })).toBe(true);
    expect(shouldRunProductSearch({ filters: [{ key: 'featured', value: true }] })).toBe(true);
    expect(shouldRunProductSearch({ mainCategory: 'dresovi' })).toBe(true);
    expect(shouldRunProductSearch({ select: ['tags'] })).toBe(true);
    expect(shouldRunProductSearch({ limit: 12 })).toBe(true);
    expect(shouldRunProductSearch({ page: 1 })).toBe(true);
  });
});
