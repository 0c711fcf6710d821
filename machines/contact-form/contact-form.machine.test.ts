import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { contactFormMachine } from './contact-form.machine.js';
import { filledIn, graphOptions } from './contact-form.graph.js';

function start(outcomes: boolean[]) {
  const calls: Array<{ captcha: unknown; accepted: number[]; message: string }> = [];
  let captchas = 0;
  const actor = createActor(
    contactFormMachine.provide({
      actors: {
        solveCaptcha: fromPromise<unknown>(async () => ({ challenge: `c${++captchas}`, nonce: '1' })),
        send: fromPromise(async ({ input }) => {
          calls.push({ captcha: input.captcha, accepted: input.accepted, message: input.values.message });
          if (!outcomes.shift()) throw new Error('refused');
        }),
      },
    }),
    { input: { consents: [{ id: 2, required: true }], values: filledIn } },
  ).start();
  return { actor, calls };
}

describe('contact form machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(contactFormMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  });

  it('should say the missing consent and a short message, and send nothing', () => {
    const { actor, calls } = start([true]);
    actor.send({ type: 'field.change', field: 'message', value: 'kratko' });
    actor.send({ type: 'form.submit' });
    expect(Object.keys(actor.getSnapshot().context.errors).sort()).toEqual(['consents', 'message']);
    expect(actor.getSnapshot().value).toBe('editing');
    expect(calls).toEqual([]);
  });

  it('should solve a new captcha for every try and keep the topic for a next message', async () => {
    const { actor, calls } = start([false, true]);
    actor.send({ type: 'consent.toggle', id: 2 });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'editing', context: { failure: { code: 'UNKNOWN' } } });
    actor.send({ type: 'form.submit' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('sent');
    expect(calls.map((c) => c.captcha)).toEqual([
      { challenge: 'c1', nonce: '1' },
      { challenge: 'c2', nonce: '1' },
    ]);
    actor.send({ type: 'form.again' });
    expect(actor.getSnapshot()).toMatchObject({
      value: 'editing',
      context: { values: { topic: 'narudzba', message: '' }, accepted: [] },
    });
  });
});
