import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { emailVerificationMachine } from './email-verification.machine.js';
import { graphOptions } from './email-verification.graph.js';

function start(token: string | undefined, valid = true) {
  const calls: string[] = [];
  const actor = createActor(
    emailVerificationMachine.provide({
      actors: {
        verifyEmail: fromPromise(async ({ input }) => {
          calls.push(input.token);
          if (!valid) throw new Error('invalid');
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
}

describe('email verification machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(emailVerificationMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should confirm the address with one call for the token of the link', async () => {
    const { actor, calls } = start('t0ken');
    await flushMicrotasks();
    expect(calls).toEqual(['t0ken']);
    expect(actor.getSnapshot().value).toBe('confirmed');
  });

  it('should end as failed for a used or wrong token, and call nothing without one', async () => {
    const refused = start('used', false);
    await flushMicrotasks();
    expect(refused.actor.getSnapshot().value).toBe('failed');
    const none = start(undefined);
    expect(none.actor.getSnapshot().value).toBe('noToken');
    expect(none.calls).toEqual([]);
  });
});
