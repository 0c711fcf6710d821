import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type PasswordResetInput, passwordResetMachine } from './password-reset.machine.js';
import { graphOptions } from './password-reset.graph.js';

function start(input: PasswordResetInput) {
  const effects: string[] = [];
  const sent: unknown[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(async () => ({ challenge: 'c', nonce: '1' })),
        requestReset: fromPromise(async ({ input }) => void sent.push({ forgot: input.values.email })),
        setPassword: fromPromise(
          async ({ input }) => void sent.push({ set: input.values.password, token: input.token }),
        ),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyReset: () => void effects.push('reset'),
        goToLogin: () => void effects.push('/prijava'),
      },
    }),
    { input },
  ).start();
  return { actor, effects, sent };
}

describe('password reset machine', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('should reach every state and take every transition of its definition', async () => {
    vi.useRealTimers();
    const report = await walkMachineGraph(passwordResetMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send one forgot request for quick repeated submits, 1 s after the last one', async () => {
    const { actor, sent } = start({ mode: 'request' });
    actor.send({ type: 'field.change', field: 'email', value: ' marta@primjer.hr ' });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flushMicrotasks();
    expect(sent).toEqual([{ forgot: ' marta@primjer.hr ' }]);
    expect(actor.getSnapshot().value).toBe('requested');
  });

  it('should check only the fields of its mode', () => {
    const { actor } = start({ mode: 'reset', token: 'x'.repeat(43) });
    actor.send({ type: 'field.change', field: 'password', value: 'NovaLozinka2026!' });
    actor.send({ type: 'field.change', field: 'repeatPassword', value: 'NovaLozinka2027!' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ repeatPassword: 'Lozinke se ne podudaraju' });
  });

  it('should set the new password with the token and go to /prijava', async () => {
    const { actor, effects, sent } = start({
      mode: 'reset',
      token: 'x'.repeat(43),
      values: { password: 'NovaLozinka2026!', repeatPassword: 'NovaLozinka2026!' },
    });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(1000);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('reset');
    expect(sent).toEqual([{ set: 'NovaLozinka2026!', token: 'x'.repeat(43) }]);
    expect(effects).toEqual(['reset', '/prijava']);
  });

  it('should fail as an invalid link and send nothing when the link lacks its token', async () => {
    const { actor, sent } = start({
      mode: 'reset',
      token: null,
      values: { password: 'NovaLozinka2026!', repeatPassword: 'NovaLozinka2026!' },
    });
    actor.send({ type: 'form.submit' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'INVALID_TOKEN', status: 400 });
    expect(sent).toEqual([]);
  });
});
