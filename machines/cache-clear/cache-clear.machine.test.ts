import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './cache-clear.graph.js';
import { cacheClearMachine } from './cache-clear.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const sent: string[][] = [];
  const applied: unknown[] = [];
  const actor = createActor(
    cacheClearMachine.provide({
      actors: {
        clearCaches: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('refused'), { code: 'FORBIDDEN', statusCode: 403 });
          return { cleared: input };
        }),
      },
      actions: { applied: (_, output) => void applied.push(output) },
    }),
  ).start();
  return { actor, sent, applied };
}

describe('cache clear machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(cacheClearMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should ask first, send the chosen caches once, and say which were dropped', async () => {
    const { actor, sent, applied } = start(['ok']);
    actor.send({ type: 'clear.ask', caches: ['listing', 'media', 'listing'] });
    expect(actor.getSnapshot().value).toBe('confirming');
    expect(sent).toEqual([]);
    actor.send({ type: 'confirm' });
    actor.send({ type: 'confirm' });
    expect(actor.getSnapshot().value).toBe('clearing');
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([['listing', 'media']]);
    expect(applied).toEqual([{ cleared: ['listing', 'media'] }]);
    expect(actor.getSnapshot().context.cleared).toEqual(['listing', 'media']);
  });

  it('should not ask about an empty choice', () => {
    const { actor } = start([]);
    actor.send({ type: 'clear.ask', caches: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('should send nothing when the staff member steps back', () => {
    const { actor, sent } = start([]);
    actor.send({ type: 'clear.ask', caches: ['sitemaps'] });
    actor.send({ type: 'cancel' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.chosen).toEqual([]);
    expect(sent).toEqual([]);
  });

  it('should keep a refusal as a coded failure and send the same caches again on retry', async () => {
    const { actor, sent } = start(['refused', 'ok']);
    actor.send({ type: 'clear.ask', caches: ['lockers'] });
    actor.send({ type: 'confirm' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'FORBIDDEN', status: 403 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('done');
    expect(sent).toEqual([['lockers'], ['lockers']]);
  });
});
