import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './customer-desk.graph.js';
import { type CustomerStep, customerDeskMachine } from './customer-desk.machine.js';

function desk(answer: (step: CustomerStep) => Promise<object>) {
  const sent: CustomerStep[] = [];
  const changed: string[] = [];
  const actor = createActor(
    customerDeskMachine.provide({
      actors: {
        send: fromPromise(async ({ input }) => {
          sent.push(input);
          return answer(input);
        }),
      },
      actions: { changed: () => void changed.push('changed') },
    }),
    { input: { email: 'Kupac@Primjer.hr' } },
  ).start();
  return { actor, sent, changed };
}

describe('customer desk machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(customerDeskMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send a block only once it is confirmed, and reload the page after it', async () => {
    const { actor, sent, changed } = desk(async () => ({}));
    actor.send({ type: 'ask', step: { kind: 'block', reason: '' } });
    actor.send({ type: 'edit', step: { kind: 'block', reason: 'prijevara' } });
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(sent).toEqual([{ kind: 'block', reason: 'prijevara' }]);
    expect(actor.getSnapshot().context).toMatchObject({ done: 'block', step: null });
    expect(changed).toEqual(['changed']);
  });

  it('should let a customer write reviews again once confirmed, with the reason for the log', async () => {
    const { actor, sent } = desk(async () => ({}));
    actor.send({ type: 'ask', step: { kind: 'allowReviews', reason: '' } });
    actor.send({ type: 'edit', step: { kind: 'allowReviews', reason: 'žalba uvažena' } });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(sent).toEqual([{ kind: 'allowReviews', reason: 'žalba uvažena' }]);
    expect(actor.getSnapshot().context.done).toBe('allowReviews');
  });

  it("should not erase until the customer's e-mail is typed again, in any case", async () => {
    const { actor, sent } = desk(async () => ({}));
    const erase = (confirmEmail: string): CustomerStep => ({
      kind: 'complete',
      requestId: 4,
      request: 'erasure',
      confirmEmail,
    });
    actor.send({ type: 'ask', step: erase('') });
    actor.send({ type: 'confirm' });
    actor.send({ type: 'edit', step: erase('drugi@primjer.hr') });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'edit', step: erase(' kupac@primjer.hr ') });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(sent).toHaveLength(1);
    expect(actor.getSnapshot().context.done).toBe('complete');
  });

  it('should keep a refusal with its code, and send the same step again on retry', async () => {
    let calls = 0;
    const { actor, sent } = desk(async () => {
      calls++;
      if (calls === 1) throw { code: 'DATA_REQUEST_PENDING', statusCode: 409 };
      return {};
    });
    actor.send({ type: 'ask', step: { kind: 'request', request: 'export', note: '' } });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure?.code).toBe('DATA_REQUEST_PENDING');
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(sent).toHaveLength(2);
  });
});
