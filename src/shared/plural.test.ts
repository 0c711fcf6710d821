import { describe, expect, it } from 'vitest';
import { orderCountText, pluralProizvod, productCountText } from './plural.js';

describe('Croatian product count', () => {
  it('should say "proizvod" for 1, 21, 31 and 101', () => {
    for (const n of [1, 21, 31, 101]) expect(productCountText(n)).toBe(`${n} proizvod`);
  });

  it('should say "proizvoda" for 2 to 4 and 22 to 24', () => {
    for (const n of [2, 3, 4, 22, 23, 24]) expect(productCountText(n)).toBe(`${n} proizvoda`);
  });

  it('should say "proizvoda" for 0, 5 and more, and for 11 to 14 and 111', () => {
    for (const n of [0, 5, 9, 10, 11, 12, 13, 14, 25, 111, 1000]) expect(pluralProizvod(n)).toBe('proizvoda');
  });
});

describe('orderCountText', () => {
  it('should say narudžba, narudžbe or narudžbi as Croatian counts them', () => {
    expect([1, 21, 101].map(orderCountText)).toEqual(['1 narudžba', '21 narudžba', '101 narudžba']);
    expect([2, 4, 22, 34].map(orderCountText)).toEqual(['2 narudžbe', '4 narudžbe', '22 narudžbe', '34 narudžbe']);
    expect([0, 5, 11, 12, 14, 111].map(orderCountText)).toEqual([
      '0 narudžbi',
      '5 narudžbi',
      '11 narudžbi',
      '12 narudžbi',
      '14 narudžbi',
      '111 narudžbi',
    ]);
  });
});
