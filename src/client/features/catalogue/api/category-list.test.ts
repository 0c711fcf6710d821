import { describe, expect, it } from 'vitest';
import { categoryListRequest } from './category-list.js';

describe('category list', () => {
  it('should make the list request of a view', () => {
    expect(categoryListRequest('dresovi', { page: 2, limit: 12, sortKey: 'cheapest', filters: {} })).toEqual({
      mainCategory: 'dresovi',
      limit: 12,
      page: 2,
      sort: { param: 'finalPrice', order: 'asc' },
    });
  });
});
