import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { orderLookUpMachine } from './order-lookup.machine.js';
import { graphOptions } from './order-lookup.graph.js';

function start(found: (values: { number: string; email: string }) => Promise<unknown>) {
  const effects: string[] = [];
  const actor = createActor(
    orderLookUpMachine.provide({
      actors: { lookUp: fromPromise(({ input }) => found(input)) },
      actions: { focusFirstError: () => void effects.push('focus') },
    }),
    { input: {} },
  ).start();
  return { actor, effects };
}

describe('order look-up machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(orderLookUpMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should not call with a number that is not an order number, and say how one looks', () => {
    const calls: unknown[] = [];
    const { actor, effects } = start(async (v) => calls.push(v));
    actor.send({ type: 'field.change', field: 'number', value: '123' });
    actor.send({ type: 'field.change', field: 'email', value: 'gost@primjer.hr' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.errors.number).toMatch(/npr\. 2026-000123/);
    expect(effects).toEqual(['focus']);
    expect(calls).toEqual([]);
  });

  it('should show the order found, keep a not found as the failure, and start again with the e-mail kept', async () => {
    let answer: () => Promise<unknown> = async () => {
      throw Object.assign(new Error('nf'), { code: 'NOT_FOUND', status: 404 });
    };
    const { actor } = start(() => answer());
    actor.send({ type: 'field.change', field: 'number', value: ' 2026-000123 ' });
    actor.send({ type: 'field.change', field: 'email', value: 'gost@primjer.hr' });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure?.code).toBe('NOT_FOUND');
    answer = async () => ({ number: '2026-000123' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().context.failure).toBeNull();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('found');
    expect(actor.getSnapshot().context.order).toEqual({ number: '2026-000123' });
    actor.send({ type: 'lookup.again' });
    expect(actor.getSnapshot().context).toMatchObject({
      order: null,
      values: { number: '', email: 'gost@primjer.hr' },
    });
  });
});
