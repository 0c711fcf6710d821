import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './order-desk.graph.js';
import { type DeskActionRequest, orderDeskMachine } from './order-desk.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const sent: DeskActionRequest[] = [];
  const applied: unknown[] = [];
  const actor = createActor(
    orderDeskMachine.provide({
      actors: {
        runAction: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('refused'), { code: 'ORDER_CHANGED', statusCode: 409 });
          return { id: input.orderId };
        }),
      },
      actions: { applied: (_, output) => void applied.push(output) },
    }),
    { input: { orderId: 7 } },
  ).start();
  return { actor, sent, applied };
}

const LINES = [
  { itemId: 11, name: 'Šal', max: 2 },
  { itemId: 12, name: 'Kapa', max: 1 },
];

describe('order desk machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(orderDeskMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should ask for a tracking number before shipping and send it once, with the version the page showed', async () => {
    const { actor, sent, applied } = start(['ok']);
    actor.send({ type: 'action.choose', action: 'mark_shipped', version: 4 });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(actor.getSnapshot().context.inputError).toMatch(/^Upišite broj za praćenje/);
    actor.send({ type: 'field.change', field: 'trackingNumber', value: ' HP-100200300 ' });
    expect(actor.getSnapshot().context.inputError).toBeNull();
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([{ orderId: 7, action: 'mark_shipped', version: 4, trackingNumber: 'HP-100200300' }]);
    expect(applied).toEqual([{ id: 7 }]);
  });

  it('should start a refund with nothing chosen, keep units within each line, and need a reason', async () => {
    const { actor, sent } = start(['refused', 'ok']);
    actor.send({ type: 'action.choose', action: 'refund', version: 2, choices: LINES, deliveryCents: 499 });
    expect(actor.getSnapshot().context.units).toEqual({});
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.inputError).toBe('Odaberite stavke i količine (ili dostavu) za povrat.');
    actor.send({ type: 'line.change', itemId: 11, qty: 5 });
    expect(actor.getSnapshot().context.units).toEqual({ 11: 2 });
    actor.send({ type: 'line.change', itemId: 99, qty: 1 });
    actor.send({ type: 'delivery.toggle' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.inputError).toBe('Upišite razlog povrata.');
    actor.send({ type: 'field.change', field: 'reason', value: 'Odustanak' });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'ORDER_CHANGED', status: 409 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    const request = {
      orderId: 7,
      action: 'refund',
      version: 2,
      lines: [{ itemId: 11, qty: 2 }],
      reason: 'Odustanak',
      delivery: true,
    };
    expect(sent).toEqual([request, request]);
  });

  it('should record goods back per line, restocked unless written off, and refuse a bad IBAN', () => {
    const { actor } = start([]);
    actor.send({ type: 'action.choose', action: 'goods_returned', version: 1, choices: LINES });
    actor.send({ type: 'line.change', itemId: 11, qty: 1 });
    actor.send({ type: 'line.change', itemId: 12, qty: 1 });
    actor.send({ type: 'line.restock', itemId: 12, restock: false });
    actor.send({ type: 'field.change', field: 'reason', value: 'Odustanak, kapa oštećena' });
    actor.send({ type: 'field.change', field: 'iban', value: 'HR1310010051863000160' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().context.inputError).toMatch(/^IBAN nije ispravan/);
    actor.send({ type: 'field.change', field: 'iban', value: '' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('submitting');
  });

  it('should let the staff member step back from a confirmation without sending anything', () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'action.choose', action: 'cancel', version: 0 });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.action).toBeNull();
    expect(sent).toEqual([]);
  });
});
