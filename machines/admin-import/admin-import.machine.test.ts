import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './admin-import.graph.js';
import { adminImportMachine } from './admin-import.machine.js';

describe('admin import machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(adminImportMachine, graphOptions);
    expect(report.states.reached).toEqual(report.states.total);
  });

  it('should not import a file with bad rows, and import the corrected one as it was previewed', async () => {
    const sent: string[] = [];
    const actor = createActor(
      adminImportMachine.provide({
        actors: {
          previewFile: fromPromise(async ({ input }) => ({
            csv: String(input.file),
            report: {
              lines: 1,
              changed: 1,
              created: 0,
              errors: input.file === 'bad' ? [{ line: 2, message: 'x' }] : [],
              rows: [],
              bulkActionId: null,
            },
          })),
          importCsv: fromPromise(async ({ input }) => {
            sent.push(input);
            return { lines: 1, changed: 1, created: 0, errors: [], rows: [], bulkActionId: 3 };
          }),
        },
      }),
    ).start();
    actor.send({ type: 'file.choose', file: 'bad' });
    await flushMicrotasks();
    actor.send({ type: 'import' });
    expect(actor.getSnapshot().value).toBe('previewed');
    actor.send({ type: 'file.choose', file: 'good' });
    await flushMicrotasks();
    actor.send({ type: 'import' });
    await flushMicrotasks();
    expect(actor.getSnapshot().value).toBe('imported');
    expect(sent).toEqual(['good']);
  });
});
