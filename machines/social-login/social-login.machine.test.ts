import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { socialLoginMachine } from './social-login.machine.js';
import { graphOptions } from './social-login.graph.js';

function start(fail: boolean) {
  const asked: string[] = [];
  const left: unknown[] = [];
  const actor = createActor(
    socialLoginMachine.provide({
      actors: {
        fetchRedirect: fromPromise(async ({ input }) => {
          asked.push(input.provider);
          if (fail) throw new Error('unavailable');
          return `https://${input.provider}.example/authorize`;
        }),
      },
      actions: { leaveFor: (_, params) => void left.push(params) },
    }),
  ).start();
  return { actor, asked, left };
}

describe('social login machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(socialLoginMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should ask for one provider at a time and leave for it remembering which one', async () => {
    const { actor, asked, left } = start(false);
    actor.send({ type: 'social.start', provider: 'google' });
    actor.send({ type: 'social.start', provider: 'facebook' });
    await flushMicrotasks();
    expect(asked).toEqual(['google']);
    expect(left).toEqual([{ url: 'https://google.example/authorize', provider: 'google' }]);
  });

  it('should free the buttons and go nowhere when the address cannot be had', async () => {
    const { actor, left } = start(true);
    actor.send({ type: 'social.start', provider: 'facebook' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.provider).toBeNull();
    expect(left).toEqual([]);
  });
});
