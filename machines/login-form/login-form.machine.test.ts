import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { loginFormMachine } from './login-form.machine.js';
import { graphOptions } from './login-form.graph.js';

function start(outcome: 'ok' | 'fail') {
  const effects: string[] = [];
  const sent: unknown[] = [];
  const actor = createActor(
    loginFormMachine.provide({
      actors: {
        submitLogin: fromPromise(async ({ input }) => {
          sent.push(input.values);
          if (outcome === 'fail')
            throw Object.assign(new Error('Unknown username or password!'), { code: 'INVALID_LOGIN', statusCode: 401 });
        }),
      },
      actions: { focusFirstError: () => void effects.push('focus') },
    }),
  ).start();
  const fill = () => {
    actor.send({ type: 'field.change', field: 'username', value: 'kupac@zvijezda-shop.hr' });
    actor.send({ type: 'field.change', field: 'password', value: 'Zvijezda2024!' });
  };
  return { actor, effects, sent, fill };
}

describe('login form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(loginFormMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send the typed values once however often the button is pressed while busy', async () => {
    const { actor, sent, fill } = start('ok');
    fill();
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toEqual([{ username: 'kupac@zvijezda-shop.hr', password: 'Zvijezda2024!' }]);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.values.password).toBe('');
  });

  it('should show the Croatian field errors and focus the first one without sending an invalid form', () => {
    const { actor, effects, sent } = start('ok');
    actor.send({ type: 'field.change', field: 'password', value: 'kratko' });
    expect(actor.getSnapshot().context.errors).toEqual({});
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({
      username: 'Unos ovog polja je obavezan',
      password: 'Minimalan broj znakova potrebnih za ovo polje je 8',
    });
    expect(effects).toEqual(['focus']);
    expect(sent).toEqual([]);
  });

  it('should clear a field error as soon as the field is corrected after a submit', () => {
    const { actor } = start('ok');
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'field.change', field: 'username', value: 'kupac@zvijezda-shop.hr' });
    expect(actor.getSnapshot().context.errors).toEqual({ password: 'Unos ovog polja je obavezan' });
  });

  it('should free the form with the coded failure after a refused login, and drop it on the next submit', async () => {
    const { actor, fill } = start('fail');
    fill();
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INVALID_LOGIN', status: 401 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
  });
});
