import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMicrotasks, walkMachineGraph } from '../testing/index.js';
import { graphOptions } from './member-import.graph.js';
import { memberImportMachine } from './member-import.machine.js';

const report = (errors: number) => ({
  lines: 1,
  added: errors ? 0 : 1,
  errors: Array.from({ length: errors }, (_, i) => ({ line: i + 2, message: 'x' })),
  rows: [],
});

describe('member import machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const walked = await walkMachineGraph(memberImportMachine, graphOptions);
    expect(walked.states.reached).toEqual(walked.states.total);
  });

  it('should not import a file with bad rows, and import the corrected one as it was previewed', async () => {
    const sent: string[] = [];
    const actor = createActor(
      memberImportMachine.provide({
        actors: {
          previewFile: fromPromise(async ({ input }) => ({
            csv: String(input.file),
            report: report(input.file === 'bad' ? 1 : 0),
          })),
          importCsv: fromPromise(async ({ input }) => {
            sent.push(input);
            return report(0);
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
