import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './order-desk.graph.js';
import { type DeskActionRequest, orderDeskMachine, parseEuros } from './order-desk.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const sent: DeskActionRequest[] = [];
  const applied: unknown[] = [];
  const actor = createActor(
    orderDeskMachine.provide({
      actors: {
        runAction: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('refused'), { code: 'ORDER_REFUND_AMOUNT_INVALID', statusCode: 409 });
          return { id: input.orderId };
        }),
      },
      actions: { applied: (_, output) => void applied.push(output) },
    }),
    { input: { orderId: 7 } },
  ).start();
  return { actor, sent, applied };
}

describe('order desk machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(orderDeskMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should read euro amounts as Croatians type them', () => {
    expect(['12,50', '12.5', '1.234,56', '12', '0,01', '1 234,56 €'].map(parseEuros)).toEqual([
      1250, 1250, 123456, 1200, 1, 123456,
    ]);
    expect(['', 'abc', '12,505', '-5', '1,2,3'].map(parseEuros)).toEqual([null, null, null, null, null]);
  });

  it('should ask for a tracking number before shipping and send it once', async () => {
    const { actor, sent, applied } = start(['ok']);
    actor.send({ type: 'action.choose', action: 'mark_shipped' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.inputError).toMatch(/^Upišite broj za praćenje/);
    actor.send({ type: 'field.change', field: 'trackingNumber', value: ' HP-100200300 ' });
    expect(actor.getSnapshot().context.inputError).toBeNull();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([{ orderId: 7, action: 'mark_shipped', trackingNumber: 'HP-100200300' }]);
    expect(applied).toEqual([{ id: 7 }]);
    expect(actor.getSnapshot().context.doneAction).toBe('mark_shipped');
  });

  it('should offer the refundable amount, refuse more, and send a refused refund again on retry, naming the attempt', async () => {
    const { actor, sent } = start(['refused', 'ok']);
    actor.send({ type: 'action.choose', action: 'refund', refundableCents: 2500, attemptId: 41 });
    expect(actor.getSnapshot().context.amount).toBe('25,00');
    actor.send({ type: 'field.change', field: 'amount', value: '30' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.inputError).toBe('Iznos povrata mora biti između 0,01 i 25,00 €.');
    actor.send({ type: 'field.change', field: 'amount', value: '5,50' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'ORDER_REFUND_AMOUNT_INVALID', status: 409 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([
      { orderId: 7, action: 'refund', amountCents: 550, attemptId: 41 },
      { orderId: 7, action: 'refund', amountCents: 550, attemptId: 41 },
    ]);
  });

  it('should let the staff member step back from a confirmation without sending anything', () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'action.choose', action: 'cancel' });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.action).toBeNull();
    expect(sent).toEqual([]);
  });
});
