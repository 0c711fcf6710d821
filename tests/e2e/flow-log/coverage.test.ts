import { describe, expect, it } from 'vitest';
import { setup } from 'xstate';
import { discoverMachines } from '../../../scripts/machines/discover.js';
import { buildCoverage, journeyId } from './coverage.js';
import { coverageMarkdown } from './coverage-markdown.js';
import { machineDocName } from './recorder.js';

const door = setup({}).createMachine({
  id: 'door',
  initial: 'closed',
  states: {
    closed: { on: { OPEN: 'open' } },
    open: { on: { CLOSE: 'closed', SLAM: 'closed' } },
  },
});
const found = {
  name: 'door',
  exportName: 'doorMachine',
  file: 'machines/door/door.machine.ts',
  machine: door,
  graph: {},
};

describe('flow coverage', () => {
  const journey = {
    file: 'door.spec.ts',
    title: 'opens and closes',
    taken: ['door.closed|OPEN|0', 'door.open|CLOSE|0'],
  };
  const coverage = buildCoverage([found], { [journeyId(journey)]: journey });

  it('should list every transition with the unit walk and the journeys that took it', () => {
    const [machine] = coverage.machines;
    expect(machine!.transitions.map((t) => [t.label, t.unitWalk, t.journeys])).toEqual([
      ['closed --OPEN--> open', true, ['door.spec.ts › opens and closes']],
      ['open --CLOSE--> closed', true, ['door.spec.ts › opens and closes']],
      ['open --SLAM--> closed', true, []],
    ]);
    expect(machine!.figure).toEqual({ taken: 2, total: 3, percent: 66.7 });
    expect(coverage.summary.all).toEqual(machine!.figure);
  });

  it('should list what no journey takes and draw a table per machine', () => {
    const markdown = coverageMarkdown(coverage);
    expect(markdown).toContain('- `open --SLAM--> closed`');
    expect(markdown).toContain('| `closed --OPEN--> open` | ✓ | door: opens and closes |');
  });

  it("should name a machine's screens as the docs name the machine", async () => {
    for (const m of await discoverMachines(process.cwd())) expect(machineDocName(m.machine.id)).toBe(m.name);
  });
});
