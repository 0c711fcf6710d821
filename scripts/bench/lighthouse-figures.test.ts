import { describe, expect, it } from 'vitest';
import { median } from './lighthouse-figures.js';

describe('median', () => {
  it('should take the middle run, or the mean of the two middle ones', () => {
    expect(median([900, 1300, 1100])).toBe(1100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('should skip runs that produced no figure', () => {
    expect(median([Number.NaN, 5, 7])).toBe(6);
    expect(median([])).toBeNaN();
  });
});
