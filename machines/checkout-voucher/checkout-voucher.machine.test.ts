import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { type AppliedVoucher, checkoutVoucherMachine } from './checkout-voucher.machine.js';
import { graphOptions } from './checkout-voucher.graph.js';

const VOUCHER: AppliedVoucher = {
  code: 'ABCD-EFGH-JKLM-NPQ5',
  balanceCents: 5000,
  expiresAt: '2027-11-27T10:00:00.000Z',
};

function start(loaded: AppliedVoucher | null, refuse?: string) {
  const sent: string[] = [];
  const changes: Array<AppliedVoucher | null> = [];
  const actor = createActor(
    checkoutVoucherMachine.provide({
      actors: {
        loadVoucher: fromPromise(async () => loaded),
        applyVoucher: fromPromise(async ({ input }) => {
          sent.push(input.code);
          if (refuse) throw Object.assign(new Error(refuse), { code: refuse, statusCode: 409 });
          return VOUCHER;
        }),
        removeVoucher: fromPromise(async () => {}),
      },
      actions: { voucherChanged: (_, p) => void changes.push(p.voucher) },
    }),
  ).start();
  const type = (value: string) => actor.send({ type: 'field.change', field: 'code', value });
  return { actor, sent, changes, type };
}

describe('checkout voucher machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(checkoutVoucherMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should show the voucher already entered for the cart and tell the checkout', async () => {
    const { actor, changes } = start(VOUCHER);
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(changes).toEqual([VOUCHER]);
  });

  it('should name a mistyped code in the field without calling the server', async () => {
    const { actor, sent, type } = start(null);
    await flushMicrotasks();
    type('ABCD-EFGH-JKLM-NPQ6');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors.code).toBe(
      'Kod poklon bona nije ispravan: provjerite jeste li ga točno prepisali.',
    );
    type('ABCD');
    expect(actor.getSnapshot().context.errors.code).toMatch(/16 znakova/);
    expect(sent).toEqual([]);
  });

  it('should send a possible code, show the voucher and tell the checkout', async () => {
    const { actor, sent, changes, type } = start(null);
    await flushMicrotasks();
    type(' abcd efgh jklm npq5 ');
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toEqual(['abcd efgh jklm npq5']);
    expect(actor.getSnapshot().value).toBe('applied');
    expect(changes.at(-1)).toEqual(VOUCHER);
    actor.send({ type: 'voucher.remove' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(changes.at(-1)).toBeNull();
  });

  it("should keep the server's refusal for the field", async () => {
    const { actor, type } = start(null, 'VOUCHER_SPENT');
    await flushMicrotasks();
    type('ABCD-EFGH-JKLM-NPQ5');
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.failure).toMatchObject({ code: 'VOUCHER_SPENT', status: 409 });
  });
});
