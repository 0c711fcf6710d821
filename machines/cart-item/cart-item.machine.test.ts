import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { CART_QTY_DEBOUNCE_MS, cartItemMachine, clampQuantity } from './cart-item.machine.js';
import { graphOptions } from './cart-item.graph.js';

function start(max: number | null, update: () => Promise<void> = async () => {}) {
  const effects: string[] = [];
  const actor = createActor(
    cartItemMachine.provide({
      actors: {
        updateItem: fromPromise(async ({ input }) => {
          effects.push(`update ${input.qty}`);
          await update();
        }),
        deleteItem: fromPromise<void, { itemId: number }>(async () => {
          effects.push('delete');
        }),
      },
      actions: {
        notifyStockLimit: () => void effects.push('stock limit'),
        notifyMaxQuantity: () => void effects.push('999 limit'),
        notifyError: (_, p) => void effects.push(`error ${p.failure.code}`),
      },
    }),
    { input: { itemId: 7, qty: 1, max } },
  ).start();
  return { actor, effects };
}

describe('cart item machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cartItemMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should clamp quantities to whole numbers from 1 to 999 and to the usable stock', () => {
    expect(clampQuantity(0, null)).toBe(1);
    expect(clampQuantity(-4, 5)).toBe(1);
    expect(clampQuantity(2.7, 5)).toBe(2);
    expect(clampQuantity(9, 5)).toBe(5);
    expect(clampQuantity(1200, null)).toBe(999);
    expect(clampQuantity(Number.NaN, 5)).toBe(1);
  });

  describe('with fake timers', () => {
    beforeEach(() => void vi.useFakeTimers());
    afterEach(() => void vi.useRealTimers());

    it('should send one update 500 ms after the last of several edits', async () => {
      const { actor, effects } = start(null);
      actor.send({ type: 'quantity.change', qty: 2 });
      await vi.advanceTimersByTimeAsync(400);
      actor.send({ type: 'quantity.change', qty: 3 });
      await vi.advanceTimersByTimeAsync(CART_QTY_DEBOUNCE_MS - 1);
      expect(effects).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(effects).toEqual(['update 3']);
      expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    });

    it('should cut the quantity to the stock and say so', async () => {
      const { actor, effects } = start(5);
      actor.send({ type: 'quantity.change', qty: 9 });
      await vi.advanceTimersByTimeAsync(CART_QTY_DEBOUNCE_MS);
      expect(effects).toEqual(['stock limit', 'update 5']);
    });

    it('should cancel the pending update when the line is deleted', async () => {
      const { actor, effects } = start(5);
      actor.send({ type: 'quantity.change', qty: 2 });
      actor.send({ type: 'item.delete' });
      await vi.advanceTimersByTimeAsync(CART_QTY_DEBOUNCE_MS * 2);
      expect(effects).toEqual(['delete']);
      expect(actor.getSnapshot().status).toBe('done');
    });

    it('should restore the confirmed quantity when the update fails', async () => {
      const { actor, effects } = start(null, async () => {
        throw Object.assign(new Error('itemNotInCart'), { code: 'ITEM_NOT_IN_CART', statusCode: 404 });
      });
      actor.send({ type: 'quantity.change', qty: 4 });
      await vi.advanceTimersByTimeAsync(CART_QTY_DEBOUNCE_MS);
      expect(actor.getSnapshot().context.qty).toBe(1);
      expect(effects).toEqual(['update 4', 'error ITEM_NOT_IN_CART']);
    });
  });
});
