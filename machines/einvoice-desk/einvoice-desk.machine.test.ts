import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './einvoice-desk.graph.js';
import { einvoiceDeskMachine } from './einvoice-desk.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const calls: string[] = [];
  const answer = (name: string) =>
    fromPromise<void>(async () => {
      calls.push(name);
      if (outcomes.shift() === 'refused')
        throw Object.assign(new Error('refused'), { code: 'EINVOICE_NOT_REJECTED', statusCode: 409 });
    });
  const actor = createActor(
    einvoiceDeskMachine.provide({ actors: { downloadXml: answer('download'), resend: answer('resend') } }),
  ).start();
  return { actor, calls };
}

describe('eRačun desk machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(einvoiceDeskMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should send a rejected eRačun again and say so', async () => {
    const { actor, calls } = start(['ok']);
    actor.send({ type: 'resend' });
    expect(actor.getSnapshot().value).toBe('resending');
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('resent');
    expect(calls).toEqual(['resend']);
  });

  it('should keep a refusal as a coded failure and repeat the same request on retry', async () => {
    const { actor, calls } = start(['refused', 'ok', 'refused', 'ok']);
    actor.send({ type: 'resend' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'EINVOICE_NOT_REJECTED', status: 409 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('resent');
    actor.send({ type: 'download' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot()).toMatchObject({ value: 'idle', context: { failure: null } });
    expect(calls).toEqual(['resend', 'resend', 'download', 'download']);
  });
});
