import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { form, graphOptions } from './payment-handoff.graph.js';
import { type CardPaymentForm, paymentHandoffMachine } from './payment-handoff.machine.js';

describe('payment hand-off machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(paymentHandoffMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should post the attempt it made once, and make a new attempt on retry after a refusal', async () => {
    const submitted: CardPaymentForm[] = [];
    let calls = 0;
    const actor = createActor(
      paymentHandoffMachine.provide({
        actors: {
          startPayment: fromPromise(async ({ input }) => {
            calls++;
            if (calls === 1)
              throw Object.assign(new Error('down'), { code: 'CARD_GATEWAY_UNAVAILABLE', statusCode: 503 });
            return { ...form, fields: { ShoppingCartID: `${input.orderSlug}-${calls}` } } as CardPaymentForm;
          }),
        },
        actions: { submitForm: (_, posted) => void submitted.push(posted) },
      }),
      { input: { orderSlug: 'narudzba' } },
    ).start();
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'CARD_GATEWAY_UNAVAILABLE', status: 503 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().status).toBe('done');
    expect(submitted.map((f) => f.fields.ShoppingCartID)).toEqual(['narudzba-2']);
  });
});
