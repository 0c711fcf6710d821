import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { couponMachine } from './coupon.machine.js';
import { graphOptions } from './coupon.graph.js';

function start(couponCode: string | null, answer: (code: string) => string | null) {
  const errors: string[] = [];
  const actor = createActor(
    couponMachine.provide({
      actors: {
        applyCoupon: fromPromise(async ({ input }) => {
          const code = answer(input.code);
          if (code === 'throw') throw new Error('Coupon not found!');
          return code;
        }),
        removeCoupon: fromPromise(async () => {}),
      },
      actions: { notifyCouponError: (_, p) => void errors.push(p.message) },
    }),
    { input: { couponCode } },
  ).start();
  return { actor, errors };
}

describe('coupon machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(couponMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should show the applied code after a good coupon', async () => {
    const { actor, errors } = start(null, (code) => code);
    actor.send({ type: 'coupon.add', code: ' ZVIJEZDA10 ' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context.code).toBe('ZVIJEZDA10');
    expect(errors).toEqual([]);
  });

  it('should remove the coupon and emit the error for a refused code', async () => {
    const { actor, errors } = start(null, () => 'throw');
    actor.send({ type: 'coupon.add', code: 'NEPOSTOJI' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.code).toBeNull();
    expect(errors).toEqual(['Coupon not found!']);
  });

  it('should treat an answer without a coupon as an error', async () => {
    const { actor, errors } = start(null, () => null);
    actor.send({ type: 'coupon.add', code: 'ISTEKAO' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(errors).toHaveLength(1);
  });

  it('should drop the coupon when a cart update says it is no longer valid', () => {
    const { actor, errors } = start('ZVIJEZDA10', (code) => code);
    actor.send({ type: 'cart.updated', couponCode: null });
    expect(actor.getSnapshot().value).toBe('none');
    expect(errors).toEqual(['Kupon više nije valjan.']);
  });
});
