import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { checkPercent, graphOptions } from './admin-bulk.graph.js';
import { adminBulkMachine } from './admin-bulk.machine.js';

describe('admin bulk machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminBulkMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should preview before applying, apply the previewed request once, and undo that action', async () => {
    const calls: string[] = [];
    let changed = 0;
    const actor = createActor(
      adminBulkMachine.provide({
        actors: {
          previewBulk: fromPromise(async ({ input }) => {
            calls.push(`preview ${JSON.stringify(input)}`);
            return { count: 1, changed: 1, rows: [] };
          }),
          applyBulk: fromPromise(async ({ input }) => {
            calls.push(`apply ${JSON.stringify(input.change)}`);
            return { bulkActionId: 4, count: 1, changed: 1 };
          }),
          undoBulk: fromPromise(async ({ input }) => {
            calls.push(`undo ${input}`);
            return {};
          }),
        },
        actions: { changed: () => void changed++ },
      }),
      { input: { check: checkPercent } },
    ).start();
    actor.send({ type: 'bulk.open', selection: { filter: { category: 3 } } });
    actor.send({ type: 'preview', values: { value: 'x' } });
    expect(actor.getSnapshot().context.errors).toEqual({ value: 'Upišite cijeli broj.' });
    actor.send({ type: 'apply' });
    expect(calls).toEqual([]);
    actor.send({ type: 'preview', values: { value: '-20' } });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('previewed');
    actor.send({ type: 'apply' });
    await flushMicrotasks();
    actor.send({ type: 'undo' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('undone');
    expect(calls).toEqual([
      'preview {"selection":{"filter":{"category":3}},"change":{"kind":"price","target":"sale","mode":"percent","value":-20}}',
      'apply {"kind":"price","target":"sale","mode":"percent","value":-20}',
      'undo 4',
    ]);
    expect(changed).toBe(2);
  });
});
