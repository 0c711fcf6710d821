import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type WithdrawalResult, withdrawalMachine } from './withdrawal.machine.js';
import { graphOptions } from './withdrawal.graph.js';

const RESULT: WithdrawalResult = {
  status: 'partially_withdrawn',
  withdrawnAt: '2026-11-25T12:00:00.000Z',
  lines: ['Šal'],
  excluded: ['Dres s imenom'],
  next: ['Proizvode od kojih ste odustali nećemo poslati.'],
  awaitingConfirmation: false,
};

function start(withdraw: () => Promise<WithdrawalResult> = async () => RESULT) {
  const effects: string[] = [];
  const calls: unknown[] = [];
  const actor = createActor(
    withdrawalMachine.provide({
      actors: {
        withdraw: fromPromise(async ({ input }) => {
          calls.push(input);
          return withdraw();
        }),
      },
      actions: {
        focusFirstError: () => void effects.push('focus'),
        notifyWithdrawn: () => void effects.push('withdrawn'),
      },
    }),
    { input: { number: '2026-000123', values: { email: 'ivana@primjer.hr' } } },
  ).start();
  return { actor, effects, calls };
}

describe('withdrawal machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(withdrawalMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should ask for the name, then for a confirmation, and only then withdraw', async () => {
    const { actor, effects, calls } = start();
    actor.send({ type: 'withdrawal.open' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ name: 'Unos ovog polja je obavezan' });
    actor.send({ type: 'field.change', field: 'name', value: 'Ivana Horvat' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(calls).toEqual([]);
    actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(calls).toEqual([
      { number: '2026-000123', values: { name: 'Ivana Horvat', email: 'ivana@primjer.hr', iban: '' }, lines: [] },
    ]);
    expect(actor.getSnapshot().value).toBe('withdrawn');
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
    expect(effects).toEqual(['focus', 'withdrawn']);
  });

  it('should stop at the e-mailed link for a guest: nothing withdrawn, so the order view is not refreshed', async () => {
    const pending: WithdrawalResult = { ...RESULT, status: 'paid', withdrawnAt: null, awaitingConfirmation: true };
    const { actor, effects } = start(async () => pending);
    actor.send({ type: 'withdrawal.open' });
    actor.send({ type: 'field.change', field: 'name', value: 'Ivana Horvat' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('confirmationSent');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.result).toEqual(pending);
    expect(effects).toEqual([]);
  });

  it('should offer every unit left, let the shopper name fewer, and need an IBAN for cash or transfer', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      withdrawalMachine.provide({
        actors: {
          withdraw: fromPromise(async ({ input }) => {
            calls.push(input);
            return RESULT;
          }),
        },
      }),
      {
        input: {
          number: '2026-000124',
          values: { name: 'Ivana', email: 'ivana@primjer.hr' },
          ibanNeeded: true,
          lines: [
            { itemId: 5, name: 'Šal', qty: 2 },
            { itemId: 6, name: 'Kapa', qty: 1 },
          ],
        },
      },
    ).start();
    actor.send({ type: 'withdrawal.open' });
    actor.send({ type: 'line.change', itemId: 5, qty: 1 });
    actor.send({ type: 'line.change', itemId: 6, qty: 0 });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ iban: 'Unos ovog polja je obavezan' });
    actor.send({ type: 'field.change', field: 'iban', value: 'HR1310010051863000160' });
    expect(actor.getSnapshot().context.errors.iban).toMatch(/^Upišite ispravan hrvatski IBAN/);
    actor.send({ type: 'field.change', field: 'iban', value: 'HR12 1001 0051 8630 0016 0' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(calls).toEqual([
      {
        number: '2026-000124',
        values: { name: 'Ivana', email: 'ivana@primjer.hr', iban: 'HR12 1001 0051 8630 0016 0' },
        lines: [{ itemId: 5, qty: 1 }],
      },
    ]);
  });

  it('should close without a call from the confirmation, and keep a refusal to show', async () => {
    const { actor, calls } = start(async () => {
      throw Object.assign(new Error('twice'), { code: 'ORDER_ALREADY_WITHDRAWN', status: 409 });
    });
    actor.send({ type: 'withdrawal.open' });
    actor.send({ type: 'field.change', field: 'name', value: 'Ivana' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'withdrawal.close' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(calls).toEqual([]);
    actor.send({ type: 'withdrawal.open' });
    actor.send({ type: 'form.submit' });
    actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.code).toBe('ORDER_ALREADY_WITHDRAWN');
  });
});
