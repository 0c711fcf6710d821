import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import type { WithdrawalResult } from '../withdrawal/withdrawal.machine.js';
import { graphOptions } from './withdrawal-link.graph.js';
import { withdrawalLinkMachine } from './withdrawal-link.machine.js';

const RESULT: WithdrawalResult = {
  status: 'withdrawn',
  withdrawnAt: '2026-11-25T12:00:00.000Z',
  lines: ['Šal'],
  excluded: [],
  next: ['Proizvode od kojih ste odustali nećemo poslati.'],
  awaitingConfirmation: false,
};

function start(token: string | undefined, confirm: () => Promise<WithdrawalResult>) {
  const calls: unknown[] = [];
  const actor = createActor(
    withdrawalLinkMachine.provide({
      actors: {
        confirm: fromPromise(async ({ input }) => {
          calls.push(input);
          return confirm();
        }),
      },
    }),
    { input: { token } },
  ).start();
  return { actor, calls };
}

describe('withdrawal link machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(withdrawalLinkMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should withdraw nothing until the shopper clicks, then confirm the token once and keep what was withdrawn', async () => {
    const { actor, calls } = start('t0ken', async () => RESULT);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(calls).toEqual([]);
    actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(calls).toEqual([{ token: 't0ken' }]);
    expect(actor.getSnapshot().value).toBe('withdrawn');
    expect(actor.getSnapshot().context.result).toEqual(RESULT);
  });

  it('should keep the refusal of a used link and make no call without a token', async () => {
    const refused = start('used', async () => {
      throw Object.assign(new Error('used'), { code: 'INVALID_TOKEN' });
    });
    refused.actor.send({ type: 'withdrawal.confirm' });
    await flushMicrotasks();
    expect(refused.actor.getSnapshot().value).toBe('failed');
    expect(refused.actor.getSnapshot().context.failure).toMatchObject({ code: 'INVALID_TOKEN' });
    const empty = start(undefined, async () => RESULT);
    expect(empty.actor.getSnapshot().value).toBe('noToken');
    expect(empty.calls).toEqual([]);
  });
});
