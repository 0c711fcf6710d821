import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { passwordChangeMachine } from './password-change.machine.js';
import { graphOptions } from './password-change.graph.js';

function start(fail: boolean) {
  const effects: string[] = [];
  let calls = 0;
  const actor = createActor(
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise(async () => {
          calls += 1;
          if (fail) throw new Error('Incorrect old password.');
        }),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyChanged: () => void effects.push('Lozinka uspješno izmijenjena.'),
        clearForm: () => void effects.push('clear'),
      },
    }),
  ).start();
  return { actor, effects, calls: () => calls };
}

describe('password change machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(passwordChangeMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should change once, toast the Croatian success text and empty the form', async () => {
    const { actor, effects, calls } = start(false);
    actor.send({ type: 'password.submit', valid: true });
    actor.send({ type: 'password.submit', valid: true });
    await flushMicrotasks();
    expect(calls()).toBe(1);
    expect(effects).toEqual(['Lozinka uspješno izmijenjena.', 'clear']);
  });

  it('should keep the form with the error after a wrong old password', async () => {
    const { actor } = start(true);
    actor.send({ type: 'password.submit', valid: true });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.error).toBe('Incorrect old password.');
  });
});
