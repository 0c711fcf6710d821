import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-stock-take.graph.js';
import { adminStockTakeMachine, differences } from './admin-stock-take.machine.js';

const lines = [
  { productId: 3, name: 'Dres – M', sku: 'DRES-M', expectedAvailable: 10, reserved: 1 },
  { productId: 4, name: 'Dres – L', sku: 'DRES-L', expectedAvailable: 5, reserved: 0 },
];

describe('admin stock take machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminStockTakeMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should review only differences, send counted lines, and count moved lines again with fresh figures', async () => {
    const sent: unknown[] = [];
    const outcomes = ['stale', 'ok'];
    const actor = createActor(
      adminStockTakeMachine.provide({
        actors: {
          applyTake: fromPromise(async ({ input }) => {
            sent.push(input);
            if (outcomes.shift() === 'stale')
              throw Object.assign(new Error('stale'), {
                code: 'STOCK_TAKE_STALE',
                statusCode: 409,
                payload: { productIds: [3] },
              });
            return { lines: 2, changed: 1 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'take.start', lines });
    actor.send({ type: 'review' });
    expect(actor.getSnapshot().value).toBe('counting');
    actor.send({ type: 'count.change', productId: 3, counted: '9 kom' });
    actor.send({ type: 'count.change', productId: 4, counted: '5' });
    actor.send({ type: 'review' });
    expect(differences(actor.getSnapshot().context.lines).map((d) => [d.productId, d.onHand, d.count])).toEqual([
      [3, 11, 9],
    ]);
    actor.send({ type: 'apply' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('refused');
    expect(actor.getSnapshot().context.stale).toEqual([3]);
    actor.send({ type: 'recount', lines: [{ ...lines[0]!, expectedAvailable: 8 }, lines[1]!] });
    expect(actor.getSnapshot().context.lines.map((l) => l.counted)).toEqual(['', '5']);
    actor.send({ type: 'count.change', productId: 3, counted: '9' });
    actor.send({ type: 'review' });
    actor.send({ type: 'apply' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent[1]).toEqual({
      lines: [
        { productId: 3, expectedAvailable: 8, counted: 9 },
        { productId: 4, expectedAvailable: 5, counted: 5 },
      ],
    });
  });
});
