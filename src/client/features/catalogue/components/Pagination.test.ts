import { describe, expect, it } from 'vitest';
import { pageWindow } from './Pagination.js';

describe('pagination window', () => {
  it('should centre the current page and stay within the pages', () => {
    expect(pageWindow(1, 3, 5)).toEqual([1, 2, 3]);
    expect(pageWindow(6, 20, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(20, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(1, 20, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
