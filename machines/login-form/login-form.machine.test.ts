import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { loginFormMachine } from './login-form.machine.js';
import { graphOptions } from './login-form.graph.js';

function start(outcome: 'ok' | 'fail') {
  const effects: string[] = [];
  let logins = 0;
  const actor = createActor(
    loginFormMachine.provide({
      actors: {
        submitLogin: fromPromise(async () => {
          logins += 1;
          if (outcome === 'fail') throw new Error('Unknown username or password!');
        }),
      },
      actions: { focusFirstError: () => void effects.push('focus'), clearForm: () => void effects.push('clear') },
    }),
  ).start();
  return { actor, effects, logins: () => logins };
}

describe('login form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(loginFormMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send one login however often the button is pressed while busy', async () => {
    const { actor, logins } = start('ok');
    actor.send({ type: 'login.submit', valid: true });
    actor.send({ type: 'login.submit', valid: true });
    actor.send({ type: 'login.submit', valid: true });
    await flushMicrotasks();
    expect(logins()).toBe(1);
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('should mark the form touched and focus the first error without sending an invalid form', () => {
    const { actor, effects, logins } = start('ok');
    actor.send({ type: 'login.submit', valid: false });
    expect(actor.getSnapshot().context.touched).toBe(true);
    expect(effects).toEqual(['focus']);
    expect(logins()).toBe(0);
  });

  it('should free the form with the error after a failed login', async () => {
    const { actor } = start('fail');
    actor.send({ type: 'login.submit', valid: true });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Unknown username or password!');
  });
});
