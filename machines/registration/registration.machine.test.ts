import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { registrationMachine } from './registration.machine.js';
import { graphOptions } from './registration.graph.js';

function start(registerFails = false) {
  const effects: string[] = [];
  const sent: unknown[] = [];
  let solved = 0;
  const actor = createActor(
    registrationMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(async () => ({ challenge: 'c', nonce: String(++solved) })),
        register: fromPromise<void, { captcha: unknown }>(async ({ input }) => {
          sent.push(input.captcha);
          if (registerFails) throw new Error('User already exist.');
        }),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyRegistered: () => void effects.push('registered'),
        goToLogin: () => void effects.push('login'),
      },
    }),
  ).start();
  return { actor, effects, sent };
}

describe('registration machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(registrationMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should register once with the solved captcha, show the modal and go to login when it closes', async () => {
    const { actor, effects, sent } = start();
    actor.send({ type: 'registration.submit', valid: true, consentTicked: true });
    actor.send({ type: 'registration.submit', valid: true, consentTicked: true });
    await flushMicrotasks();
    expect(sent).toEqual([{ challenge: 'c', nonce: '1' }]);
    expect(actor.getSnapshot().value).toBe('registered');
    actor.send({ type: 'registration.closeModal' });
    expect(effects).toEqual(['registered', 'login']);
  });

  it('should not submit before a consent is ticked', () => {
    const { actor, effects } = start();
    actor.send({ type: 'registration.submit', valid: true, consentTicked: false });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects).toEqual(['focus']);
  });

  it('should free the form with the error and drop the used captcha after a failed register call', async () => {
    const { actor } = start(true);
    actor.send({ type: 'registration.submit', valid: true, consentTicked: true });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'User already exist.', captcha: null });
  });
});
