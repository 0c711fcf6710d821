import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { walkMachineGraph } from '../testing/index.js';
import { door, graphOptions } from './flow-explorer.graph.js';
import { flowExplorerMachine } from './flow-explorer.machine.js';

describe('flow explorer machine', () => {
  it('should reach every state and take every transition of its definition', async () => {
    const report = await walkMachineGraph(flowExplorerMachine, graphOptions);
    expect(report.transitions.taken).toHaveLength(report.transitions.total.length);
  }, 60_000);

  it('should step a machine, try its guard with an edited context and download the saved path', () => {
    const downloads: Array<{ fileName: string; text: string }> = [];
    const actor = createActor(
      flowExplorerMachine.provide({ actions: { download: (_, file) => void downloads.push(file) } }),
      { input: { catalogue: [door] } },
    ).start();
    actor.send({ type: 'machine.choose', name: 'door' });
    // The input of the graph options holds the key; without it the guard refuses to unlock.
    actor.send({ type: 'context.edit' });
    expect(actor.getSnapshot().context.drafts.context).toBe('{\n  "key": true\n}');
    actor.send({ type: 'draft.change', field: 'context', value: '{"key":false}' });
    actor.send({ type: 'context.apply' });
    actor.send({ type: 'step.take', event: { type: 'door.unlock' } });
    expect(actor.getSnapshot().context.problem).toBe('refused');
    actor.send({ type: 'context.edit' });
    actor.send({ type: 'draft.change', field: 'context', value: '{"key":true}' });
    actor.send({ type: 'context.apply' });
    actor.send({ type: 'step.take', event: { type: 'door.unlock' } });
    expect(actor.getSnapshot().context.trail?.steps.map((s) => s.state)).toEqual(['open']);
    actor.send({ type: 'scenario.name' });
    actor.send({ type: 'draft.change', field: 'name', value: ' Otvaranje ' });
    actor.send({ type: 'scenario.save' });
    expect(actor.getSnapshot().value).toEqual({ exploring: 'stepping' });
    expect(downloads.map((d) => d.fileName)).toEqual(['door.scenarios.json']);
    expect(JSON.parse(downloads[0]!.text)).toEqual({
      machine: 'door',
      scenarios: [
        {
          name: 'Otvaranje',
          input: { key: true },
          start: { value: 'closed', context: { key: true } },
          steps: [{ event: { type: 'door.unlock' }, state: 'open' }],
        },
      ],
    });
  });
});
