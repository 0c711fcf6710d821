import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { passwordResetMachine, type PasswordResetInput } from './password-reset.machine.js';
import { graphOptions } from './password-reset.graph.js';

function start(input: PasswordResetInput) {
  const effects: string[] = [];
  const actor = createActor(
    passwordResetMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(async () => ({ challenge: 'c', nonce: '1' })),
        requestReset: fromPromise<void, { captcha: unknown }>(async () => void effects.push('forgot')),
        setPassword: fromPromise<void>(async () => void effects.push('set')),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyTokenUndefined: () => void effects.push('error.tokenUndefined'),
        notifyRequested: () => void effects.push('requested'),
        notifyReset: () => void effects.push('reset'),
        goToLogin: () => void effects.push('/prijava'),
      },
    }),
    { input },
  ).start();
  return { actor, effects };
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
    const { actor, effects } = start({ mode: 'request' });
    actor.send({ type: 'password.submit', valid: true });
    await vi.advanceTimersByTimeAsync(600);
    actor.send({ type: 'password.submit', valid: true });
    await vi.advanceTimersByTimeAsync(999);
    expect(effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await flushMicrotasks();
    expect(effects).toEqual(['forgot', 'requested']);
  });

  it('should set the new password and go to /prijava when the link has its token', async () => {
    const { actor, effects } = start({ mode: 'reset', token: 'x'.repeat(43) });
    actor.send({ type: 'password.submit', valid: true });
    await vi.advanceTimersByTimeAsync(1000);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('reset');
    expect(effects).toEqual(['set', 'reset', '/prijava']);
  });

  it("should report 'error.tokenUndefined' and send nothing when the link lacks its token", async () => {
    const { actor, effects } = start({ mode: 'reset', token: null });
    actor.send({ type: 'password.submit', valid: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(effects).toEqual(['error.tokenUndefined']);
  });
});
