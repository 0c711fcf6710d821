import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { passwordChangeMachine } from './password-change.machine.js';
import { graphOptions } from './password-change.graph.js';

function start(fail: boolean) {
  const effects: string[] = [];
  const sent: unknown[] = [];
  const actor = createActor(
    passwordChangeMachine.provide({
      actors: {
        changePassword: fromPromise(async ({ input }) => {
          sent.push(input.values);
          if (fail)
            throw Object.assign(new Error('Incorrect old password.'), {
              code: 'INCORRECT_OLD_PASSWORD',
              statusCode: 400,
            });
        }),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyChanged: () => void effects.push('Lozinka uspješno izmijenjena.'),
      },
    }),
    { input: undefined },
  ).start();
  const fill = (newPasswordAgain = 'PlaviDres2025!') => {
    actor.send({ type: 'field.change', field: 'oldPassword', value: 'Zvijezda2024!' });
    actor.send({ type: 'field.change', field: 'newPassword', value: 'PlaviDres2025!' });
    actor.send({ type: 'field.change', field: 'newPasswordAgain', value: newPasswordAgain });
  };
  return { actor, effects, sent, fill };
}

describe('password change machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(passwordChangeMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should change once, toast and empty the form', async () => {
    const { actor, effects, sent, fill } = start(false);
    fill();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toHaveLength(1);
    expect(effects).toEqual(['Lozinka uspješno izmijenjena.']);
    expect(actor.getSnapshot().context).toEqual({
      values: { oldPassword: '', newPassword: '', newPasswordAgain: '' },
      errors: {},
      touched: false,
      failure: null,
    });
  });

  it('should say the repeat differs and send nothing', () => {
    const { actor, effects, sent, fill } = start(false);
    fill('PlaviDres2026!');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ newPasswordAgain: 'Lozinke se ne podudaraju' });
    expect(effects).toEqual(['focus']);
    expect(sent).toEqual([]);
  });

  it('should keep the values and the coded failure when the old password is wrong', async () => {
    const { actor, fill } = start(true);
    fill();
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INCORRECT_OLD_PASSWORD', status: 400 });
    expect(actor.getSnapshot().context.values.newPassword).toBe('PlaviDres2025!');
  });
});
