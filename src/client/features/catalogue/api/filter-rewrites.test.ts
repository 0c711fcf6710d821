import { describe, expect, it } from 'vitest';
import { sluggedFilters, unknownFilterKeys } from './filter-rewrites.js';
import { ApiError } from '../../../lib/api-error.js';

describe('sluggedFilters', () => {
  it('should write the ids of an old link as the slugs the facets give them, leaving the rest', () => {
    const facets = [
      {
        attributeCode: 'velicina',
        values: [
          { attributeID: 2, slug: 'm' },
          { attributeID: 3, slug: 'l' },
        ],
      },
      { attributeCode: 'boja', values: [{ attributeID: 11, slug: 'plava' }] },
    ];
    expect(sluggedFilters({ velicina: '2,3', boja: 11, potpisan: 'yes', price: '10-20' }, facets)).toEqual({
      velicina: 'm,l',
      boja: 'plava',
      potpisan: 'yes',
      price: '10-20',
    });
    expect(sluggedFilters({ velicina: 'm', boja: 99 }, facets)).toBeNull();
  });
});

describe('unknownFilterKeys', () => {
  const refusal = (fields: { field: string; message: string }[]) =>
    new ApiError({ message: 'Invalid', code: 'VALIDATION_FAILED', statusCode: 400, payload: { fields } });

  it('names the filters the API called unknown', () => {
    expect(unknownFilterKeys(refusal([{ field: 'body/filters/foo', message: 'unknown filter' }]))).toEqual(['foo']);
  });

  it('names none when another problem is among them, or the error is not a refusal', () => {
    const mixed = refusal([
      { field: 'body/filters/foo', message: 'unknown filter' },
      { field: 'body/filters/velicina', message: 'malformed value' },
    ]);
    expect(unknownFilterKeys(mixed)).toEqual([]);
    expect(unknownFilterKeys(new ApiError({ message: 'down', code: 'SERVICE_UNAVAILABLE', statusCode: 503 }))).toEqual(
      [],
    );
    expect(unknownFilterKeys(new Error('network'))).toEqual([]);
  });
});
