import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { verificationResendMachine } from './verification-resend.machine.js';
import { graphOptions } from './verification-resend.graph.js';

function start(outcomes: boolean[]) {
  const calls: string[] = [];
  const actor = createActor(
    verificationResendMachine.provide({
      actors: {
        resend: fromPromise(async ({ input }) => {
          calls.push(input.email);
          if (!outcomes.shift()) throw new Error('refused');
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('verification resend machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(verificationResendMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should send once for the typed address and end as sent', async () => {
    const { actor, calls } = start([true]);
    actor.send({ type: 'resend', email: ' ana@primjer.hr ' });
    await flushMicrotasks();
    expect(calls).toEqual(['ana@primjer.hr']);
    expect(actor.getSnapshot().value).toBe('sent');
  });

  it('should say a failure and allow another try, and send nothing without an address', async () => {
    const { actor, calls } = start([false, true]);
    actor.send({ type: 'resend', email: '' });
    expect(calls).toEqual([]);
    actor.send({ type: 'resend', email: 'ana@primjer.hr' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { failure: { code: 'UNKNOWN' } } });
    actor.send({ type: 'resend', email: 'ana@primjer.hr' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'sent', context: { failure: null } });
  });
});
