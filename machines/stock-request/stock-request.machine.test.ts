import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { stockRequestMachine } from './stock-request.machine.js';
import { graphOptions } from './stock-request.graph.js';

function start(outcomes: boolean[]) {
  const calls: Array<{ productId: number; email: string; consents: number[] }> = [];
  const actor = createActor(
    stockRequestMachine.provide({
      actors: {
        request: fromPromise(async ({ input }) => {
          calls.push(input);
          if (!outcomes.shift()) throw new Error('refused');
        }),
      },
    }),
    { input: { consents: [{ id: 2, required: true }] } },
  ).start();
  return { actor, calls };
}

describe('stock request machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(stockRequestMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should say a missing size, address and consent, and send nothing', () => {
    const { actor, calls } = start([true]);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['consents', 'email', 'variantId']);
    expect(calls).toEqual([]);
  });

  it('should send the chosen size with the address and consents, and allow another try after a failure', async () => {
    const { actor, calls } = start([false, true]);
    actor.send({ type: 'form.open' });
    actor.send({ type: 'field.change', field: 'variantId', value: '41' });
    actor.send({ type: 'field.change', field: 'email', value: ' ceka@primjer.hr ' });
    actor.send({ type: 'consent.toggle', id: 2 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: { code: 'UNKNOWN' } } });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(calls[1]).toEqual({ productId: 41, email: 'ceka@primjer.hr', consents: [2] });
  });
});
