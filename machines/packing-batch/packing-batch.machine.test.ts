import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './packing-batch.graph.js';
import { packingBatchMachine } from './packing-batch.machine.js';

function start(outcomes: Array<'ok' | 'refused'>, input: { selected?: number[] } = {}) {
  const sent: number[][] = [];
  const actor = createActor(
    packingBatchMachine.provide({
      actors: {
        printSlips: fromPromise(async ({ input: ids }) => {
          sent.push(ids);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('refused'), { code: 'NOT_FOUND', statusCode: 404 });
          return { orders: ids.length };
        }),
      },
    }),
    { input },
  ).start();
  return { actor, sent };
}

describe('packing batch machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(packingBatchMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should print nothing until an order is ticked, then the ticked orders in the order ticked', async () => {
    const { actor, sent } = start(['ok']);
    actor.send({ type: 'print' });
    expect(actor.getSnapshot().value).toBe('choosing');
    actor.send({ type: 'order.toggle', orderId: 5 });
    actor.send({ type: 'order.toggle', orderId: 3 });
    actor.send({ type: 'order.toggle', orderId: 9 });
    actor.send({ type: 'order.toggle', orderId: 5 });
    actor.send({ type: 'orders.selectAll', orderIds: [3, 4] });
    actor.send({ type: 'print' });
    expect(actor.getSnapshot().value).toBe('printing');
    actor.send({ type: 'order.toggle', orderId: 4 });
    await flushMicrotasks();
    expect(sent).toEqual([[3, 9, 4]]);
    expect(actor.getSnapshot().value).toBe('printed');
    expect(actor.getSnapshot().context).toMatchObject({ selected: [3, 9, 4], printed: 3 });
  });

  it('should keep a refusal as a coded failure and send the same batch again on retry', async () => {
    const { actor, sent } = start(['refused', 'ok'], { selected: [7] });
    actor.send({ type: 'print' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'NOT_FOUND', status: 404 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('printed');
    expect(actor.getSnapshot().context.failure).toBeNull();
    expect(sent).toEqual([[7], [7]]);
  });

  it('should go back to choosing when the selection changes after printing', () => {
    const { actor } = start([]);
    actor.send({ type: 'orders.selectAll', orderIds: [1, 2] });
    actor.send({ type: 'orders.clear' });
    expect(actor.getSnapshot().context.selected).toEqual([]);
    expect(actor.getSnapshot().value).toBe('choosing');
  });
});
