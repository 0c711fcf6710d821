import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { couponMessages } from '@shared/coupon-rules.js';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-coupon-codes.graph.js';
import { adminCouponCodesMachine } from './admin-coupon-codes.machine.js';

describe('admin coupon codes machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminCouponCodesMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should refuse a count out of range on its field and generate once mended', async () => {
    const sent: unknown[] = [];
    const files: unknown[] = [];
    const actor = createActor(
      adminCouponCodesMachine.provide({
        actors: {
          generateCodes: fromPromise(async ({ input }) => {
            sent.push(input.values);
            return { fileName: 'kuponi-x.csv', rows: 20, csv: 'kod' };
          }),
        },
        actions: { generated: (_, output) => void files.push(output) },
      }),
      { input: { values: { count: '', prefix: '' } } },
    ).start();
    actor.send({ type: 'dialog.open' });
    actor.send({ type: 'field.change', field: 'count', value: '50000' });
    actor.send({ type: 'field.change', field: 'prefix', value: 'nl' });
    expect(actor.getSnapshot().context.values).toEqual({ count: '5000', prefix: 'NL' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.errors).toEqual({ count: couponMessages.count });
    actor.send({ type: 'field.change', field: 'count', value: '20' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.rows).toBe(20);
    expect(sent).toEqual([{ count: '20', prefix: 'NL' }]);
    expect(files).toHaveLength(1);
  });
});
