import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { couponMachine } from './coupon.machine.js';
import { graphOptions } from './coupon.graph.js';

function start(couponCode: string | null, answer: (code: string) => string | null) {
  const notified: string[] = [];
  const sent: string[] = [];
  const actor = createActor(
    couponMachine.provide({
      actors: {
        applyCoupon: fromPromise(async ({ input }) => {
          sent.push(input.code);
          const code = answer(input.code);
          if (code === 'throw')
            throw Object.assign(new Error('Coupon not found!'), { code: 'COUPON_NOT_FOUND', statusCode: 404 });
          return code;
        }),
        removeCoupon: fromPromise(async () => {}),
      },
      actions: { notifyFailure: (_, p) => void notified.push(p.failure.code) },
    }),
    { input: { couponCode } },
  ).start();
  const type = (value: string) => actor.send({ type: 'field.change', field: 'code', value });
  return { actor, notified, sent, type };
}

describe('coupon machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(couponMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should send the trimmed code and show it applied, with the input emptied', async () => {
    const { actor, notified, sent, type } = start(null, (code) => code);
    type(' ZVIJEZDA10 ');
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(sent).toEqual(['ZVIJEZDA10']);
    expect(actor.getSnapshot().value).toBe('applied');
    expect(actor.getSnapshot().context).toMatchObject({ applied: 'ZVIJEZDA10', values: { code: '' } });
    expect(notified).toEqual([]);
  });

  it('should ask for a code without calling the server when the field is blank', () => {
    const { actor, sent, type } = start(null, (code) => code);
    type('   ');
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ code: 'Molimo unesite kod kupona.' });
    expect(sent).toEqual([]);
  });

  it("should keep the server's code and notify it for a refused coupon", async () => {
    const { actor, notified, type } = start(null, () => 'throw');
    type('NEPOSTOJI');
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'COUPON_NOT_FOUND', status: 404 });
    expect(notified).toEqual(['COUPON_NOT_FOUND']);
  });

  it('should treat an answer without a coupon as a coupon not found', async () => {
    const { actor, notified, type } = start(null, () => null);
    type('ISTEKAO');
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('none');
    expect(notified).toEqual(['COUPON_NOT_FOUND']);
  });

  it("should drop the coupon quietly when a cart update no longer has it (the cart's message says why)", () => {
    const { actor, notified } = start('ZVIJEZDA10', (code) => code);
    actor.send({ type: 'cart.updated', couponCode: null });
    expect(actor.getSnapshot().value).toBe('none');
    expect(actor.getSnapshot().context.applied).toBeNull();
    expect(notified).toEqual([]);
  });
});
