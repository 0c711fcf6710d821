import { describe, expect, it } from 'vitest';
import { putBack, takeFrom } from './stock.js';

const demand = (productId: number, qty: number) => ({ productId, name: `Proizvod ${productId}`, qty });

describe('a group taking stock from its ledger', () => {
  it('takes each order in turn, keeping the buffer of two, all of an order or none', () => {
    const ledger = new Map([
      [1, 5],
      [2, 3],
    ]);
    expect(takeFrom(ledger, [demand(1, 2), demand(2, 1)])).toBeNull();
    expect([...ledger]).toEqual([
      [1, 3],
      [2, 2],
    ]);
    // Product 1 still covers one unit, product 2 none: nothing is taken from either.
    expect(takeFrom(ledger, [demand(1, 1), demand(2, 1)])).toEqual({ short: demand(2, 1), left: 0 });
    expect(ledger.get(1)).toBe(3);
    expect(takeFrom(ledger, [demand(1, 2)])).toEqual({ short: demand(1, 2), left: 1 });
    expect(takeFrom(ledger, [demand(1, 1)])).toBeNull();
    expect(ledger.get(1)).toBe(2);
  });

  it('refuses a product it holds no row for, and gives back what a refused order took', () => {
    const ledger = new Map([[1, 10]]);
    expect(takeFrom(ledger, [demand(7, 1)])).toEqual({ short: demand(7, 1), left: 0 });
    const order = [demand(1, 4)];
    expect(takeFrom(ledger, order)).toBeNull();
    putBack(ledger, order);
    expect(ledger.get(1)).toBe(10);
  });

  it('counts a fractional stock down to whole units', () => {
    const ledger = new Map([[1, 4.5]]);
    expect(takeFrom(ledger, [demand(1, 3)])).toEqual({ short: demand(1, 3), left: 2 });
    expect(takeFrom(ledger, [demand(1, 2)])).toBeNull();
  });
});
