import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { adminVoucherMachine, type VoucherActionInput, type VoucherPage } from './admin-voucher.machine.js';
import { graphOptions } from './admin-voucher.graph.js';

const page = (updatedAt: string, state = 'active'): VoucherPage => ({
  updatedAt,
  voucher: { state, expiresAt: '2027-11-27T10:00:00.000Z' },
});

function start(answer: (input: VoucherActionInput) => VoucherPage) {
  const sent: VoucherActionInput[] = [];
  let loads = 0;
  const actor = createActor(
    adminVoucherMachine.provide({
      actors: {
        loadVoucher: fromPromise(async () => page(`v${++loads}`)),
        runAction: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
    }),
  ).start();
  return { actor, sent, loads: () => loads };
}

describe('admin voucher machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminVoucherMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should ask for a date before extending, then send it with the version read', async () => {
    const { actor, sent } = start(() => page('v9'));
    await flushMicrotasks();
    actor.send({ type: 'act', action: 'extend' });
    expect(actor.getSnapshot().context.dateError).toBe('Odaberite novi datum isteka.');
    expect(sent).toEqual([]);
    actor.send({ type: 'date.change', value: '2028-01-31' });
    actor.send({ type: 'act', action: 'extend' });
    await flushMicrotasks();
    expect(sent).toEqual([{ action: 'extend', updatedAt: 'v1', expiresAt: '2028-01-31' }]);
    expect(actor.getSnapshot().context).toMatchObject({ done: 'extend', expiresAt: '', page: { updatedAt: 'v9' } });
  });

  it('should read the voucher again when it changed meanwhile, and keep another refusal on the page', async () => {
    const { actor, loads } = start((input) => {
      throw Object.assign(new Error('x'), {
        code: input.action === 'block' ? 'CONFLICT' : 'VALIDATION_FAILED',
        statusCode: input.action === 'block' ? 409 : 400,
      });
    });
    await flushMicrotasks();
    actor.send({ type: 'note.change', value: 'Gubitak' });
    actor.send({ type: 'act', action: 'block' });
    await flushMicrotasks();
    expect(loads()).toBe(2);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.failure?.code).toBe('CONFLICT');
    actor.send({ type: 'act', action: 'resend' });
    await flushMicrotasks();
    expect(actor.getSnapshot().context.failure?.code).toBe('VALIDATION_FAILED');
    expect(loads()).toBe(2);
  });
});
