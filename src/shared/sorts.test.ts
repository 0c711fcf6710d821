import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_ID, SORTS, defaultSort, sortById, sortByKey, sortFor, visibleSorts } from './sorts.js';

describe('sorts', () => {
  it('should offer the eight sorts of the spec with unique ids and param/order pairs', () => {
    expect(SORTS).toHaveLength(8);
    expect(new Set(SORTS.map((s) => s.id)).size).toBe(8);
    expect(new Set(SORTS.map((s) => `${s.param}:${s.order}`)).size).toBe(8);
  });

  it('should default to newest first', () => {
    expect(sortById(DEFAULT_SORT_ID)).toMatchObject({ param: 'id', order: 'desc', label: 'Najnovije' });
    expect(defaultSort()).toMatchObject({ id: 1 });
  });

  it('should sort prices by the final price', () => {
    expect(sortByKey('cheapest')).toMatchObject({ param: 'finalPrice', order: 'asc' });
    expect(sortByKey('mostExpensive')).toMatchObject({ param: 'finalPrice', order: 'desc' });
  });

  it('should find a sort by param and order', () => {
    expect(sortFor('name', 'desc')?.id).toBe(6);
    expect(sortFor('categoryPriority', 'asc')?.priority).toBe(true);
  });

  it('should hide the priority sorts from shoppers', () => {
    expect(visibleSorts().map((s) => s.id)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('should restrict the sorts to those the category allows and use its default', () => {
    const category = { sortTypes: [3, 4, 7], sortDefaultType: 4 };
    expect(visibleSorts(category).map((s) => s.id)).toEqual([3, 4]);
    expect(defaultSort(category).id).toBe(4);
  });

  it('should fall back to newest first when the category default is unknown', () => {
    expect(defaultSort({ sortTypes: [], sortDefaultType: 99 }).id).toBe(1);
  });
});
