import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type SocialReturnInput, socialReturnMachine } from './social-return.machine.js';
import { graphOptions } from './social-return.graph.js';

function start(input: SocialReturnInput, fail = false) {
  const logins: unknown[] = [];
  const actor = createActor(
    socialReturnMachine.provide({
      actors: {
        login: fromPromise(async ({ input }) => {
          logins.push(input);
          if (fail) throw Object.assign(new Error('conflict'), { code: 'SOCIAL_EMAIL_CONFLICT', statusCode: 409 });
        }),
      },
    }),
    { input },
  ).start();
  return { actor, logins };
}

describe('social return machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(socialReturnMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should log in once with the provider chosen before leaving and the code and state it sent back', async () => {
    const { actor, logins } = start({ code: 'c0de', state: 's7ate', provider: 'facebook' });
    await flushMicrotasks();
    expect(logins).toEqual([{ provider: 'facebook', code: 'c0de', state: 's7ate' }]);
    expect(actor.getSnapshot().value).toBe('loggedIn');
  });

  it('should fail without a call when the code is missing', () => {
    const { actor, logins } = start({ state: 's7ate', provider: 'google' });
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'SOCIAL_LOGIN_FAILED', status: 400 });
    expect(logins).toEqual([]);
  });

  it("should keep the server's code when the login is refused", async () => {
    const { actor } = start({ code: 'c0de', state: 's7ate', provider: 'google' }, true);
    await flushMicrotasks();
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'SOCIAL_EMAIL_CONFLICT', status: 409 });
  });
});
