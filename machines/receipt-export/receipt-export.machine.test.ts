import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './receipt-export.graph.js';
import { type ReceiptFilters, receiptExportMachine } from './receipt-export.machine.js';

function start(outcomes: Array<'ok' | 'refused'>) {
  const sent: ReceiptFilters[] = [];
  const actor = createActor(
    receiptExportMachine.provide({
      actors: {
        exportCsv: fromPromise(async ({ input }) => {
          sent.push(input);
          if (outcomes.shift() === 'refused')
            throw Object.assign(new Error('refused'), { code: 'VALIDATION_FAILED', statusCode: 400 });
        }),
      },
    }),
  ).start();
  return { actor, sent };
}

describe('receipt export machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(receiptExportMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should export with the filters given, and again with new ones', async () => {
    const { actor, sent } = start(['ok', 'ok']);
    actor.send({ type: 'export', filters: { from: '2026-03-01' } });
    expect(actor.getSnapshot().value).toBe('exporting');
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('exported');
    actor.send({ type: 'export', filters: { status: 'refused' } });
    await flushMicrotasks();
    expect(sent).toEqual([{ from: '2026-03-01' }, { status: 'refused' }]);
  });

  it('should keep a refusal as a coded failure and ask the same export again on retry', async () => {
    const { actor, sent } = start(['refused', 'ok']);
    actor.send({ type: 'export', filters: { q: '12' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.failure).toEqual({ code: 'VALIDATION_FAILED', status: 400 });
    actor.send({ type: 'retry' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('exported');
    expect(sent).toEqual([{ q: '12' }, { q: '12' }]);
    actor.send({ type: 'dismiss' });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
