import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { checkQuantity, graphOptions } from './admin-action.graph.js';
import { adminActionMachine } from './admin-action.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const sent: unknown[] = [];
  const actor = createActor(
    adminActionMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('no'), {
              code: 'STOCK_NEGATIVE',
              statusCode: 400,
              payload: { field: 'delta' },
            });
          return { ok: true };
        }),
      },
    }),
    { input: { check: checkQuantity } },
  ).start();
  return { actor, sent };
}

describe('admin action machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminActionMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should keep field errors without sending, send a valid form once, and send the same again on retry', async () => {
    const { actor, sent } = start(['refused', 'ok']);
    actor.send({ type: 'submit', values: { delta: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({ delta: 'Upišite cijeli broj.' });
    actor.send({ type: 'submit', values: { delta: '-3' } });
    actor.send({ type: 'submit', values: { delta: '-4' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'STOCK_NEGATIVE', payload: { field: 'delta' } });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([{ delta: -3 }, { delta: -3 }]);
  });
});
