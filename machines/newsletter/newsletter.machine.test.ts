import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { newsletterMachine } from './newsletter.machine.js';
import { graphOptions } from './newsletter.graph.js';

function start(outcomes: boolean[]) {
  const calls: Array<{ email: string; consents: number[] }> = [];
  const actor = createActor(
    newsletterMachine.provide({
      actors: {
        subscribe: fromPromise(async ({ input }) => {
          calls.push(input);
          if (!outcomes.shift()) throw new Error('refused');
        }),
      },
    }),
    {
      input: {
        consents: [
          { id: 2, required: true },
          { id: 3, required: true },
        ],
      },
    },
  ).start();
  return { actor, calls };
}

describe('newsletter machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(newsletterMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should say a wrong address and a missing consent and send nothing', () => {
    const { actor, calls } = start([true]);
    actor.send({ type: 'field.change', field: 'email', value: 'navijac@' });
    actor.send({ type: 'consent.toggle', id: 2 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['consents', 'email']);
    expect(calls).toEqual([]);
  });

  it('should send the trimmed address with the ticked consents, keep a failure and allow another try', async () => {
    const { actor, calls } = start([false, true]);
    actor.send({ type: 'field.change', field: 'email', value: ' navijac@primjer.hr ' });
    actor.send({ type: 'consent.toggle', id: 2 });
    actor.send({ type: 'consent.toggle', id: 3 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: { code: 'UNKNOWN' } } });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(calls).toEqual([
      { email: 'navijac@primjer.hr', consents: [2, 3] },
      { email: 'navijac@primjer.hr', consents: [2, 3] },
    ]);
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { values: { email: '' }, accepted: [] } });
  });
});
