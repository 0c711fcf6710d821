import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { couponMessages } from '@shared/coupon-rules.js';
import { EMPTY_COUPON } from '@shared/validation/coupon-admin.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-coupon-form.graph.js';
import { adminCouponFormMachine } from './admin-coupon-form.machine.js';

const filled = { ...EMPTY_COUPON, code: 'JESEN-25', percent: '25' };

function start(outcomes: Array<'ok' | 'taken'>) {
  const sent: unknown[] = [];
  const saved: unknown[] = [];
  const actor = createActor(
    adminCouponFormMachine.provide({
      actors: {
        saveCoupon: fromPromise(async ({ input }) => {
          sent.push(input.values);
          if (outcomes.shift() === 'taken')
            throw Object.assign(new Error('taken'), {
              code: 'COUPON_CODE_TAKEN',
              statusCode: 409,
              payload: { field: 'code' },
            });
          return { id: 7 };
        }),
      },
      actions: { saved: (_, output) => void saved.push(output) },
    }),
    { input: { values: filled } },
  ).start();
  return { actor, sent, saved };
}

describe('admin coupon form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminCouponFormMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should not send impossible rules, and say which field', () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'field.change', field: 'scope', value: 'categories' });
    actor.send({ type: 'field.change', field: 'percent', value: '1x01' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.values.percent).toBe('101');
    expect(actor.getSnapshot().context.errors).toEqual({ percent: couponMessages.percent });
    actor.send({ type: 'field.change', field: 'percent', value: '20' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ categoryIds: couponMessages.categories });
    actor.send({ type: 'choice.toggle', field: 'categoryIds', id: 4 });
    expect(actor.getSnapshot().context.errors).toEqual({});
    expect(sent).toEqual([]);
  });

  it('should keep the refusal of a taken code with its field, and save once corrected', async () => {
    const { actor, sent, saved } = start(['taken', 'ok']);
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toMatchObject({
      code: 'COUPON_CODE_TAKEN',
      payload: { field: 'code' },
    });
    actor.send({ type: 'field.change', field: 'code', value: 'JESEN-26' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('saved');
    expect(sent).toHaveLength(2);
    expect(saved).toEqual([{ id: 7 }]);
  });
});
