/** Builds every docs/machines file in memory: the CLI writes them, the staleness test compares them. */
import { type DiscoveredMachine, discoverJourneyModels, discoverMachines } from './discover.js';
import { legendOf } from './drawing.js';
import { explorerPaths } from './explorer-data.js';
import { layoutMachine } from './layout.js';
import { indexMarkdown, machineMarkdown } from './markdown.js';
import { renderSvg } from './svg.js';

export const DOCS_DIR = 'docs/machines';
/** The scenarios per machine the flow explorer reads (inside DOCS_DIR). */
export const PATHS_DIR = 'paths';
/**
 * Files of docs/machines another tool writes, which the diagrams neither make nor remove: the journeys' coverage per
 * transition (tests/e2e/flow-log/reporter.ts, docs/flow-coverage.md).
 */
export const WRITTEN_ELSEWHERE: ReadonlySet<string> = new Set(['coverage.md']);

/** File name (inside docs/machines, 'paths/<machine>.json' for the explorer's scenarios) → content. */
export async function generateMachineDocs(root: string): Promise<Map<string, string>> {
  const found = await discoverMachines(root);
  const journeys = await discoverJourneyModels(root);
  const files = new Map<string, string>();
  const names = new Set<string>();
  const draw = async (machine: DiscoveredMachine) => {
    if (names.has(machine.name)) throw new Error(`two machines would both write docs/machines/${machine.name}.md`);
    names.add(machine.name);
    files.set(`${machine.name}.md`, machineMarkdown(machine));
    const layout = await layoutMachine(machine.machine);
    files.set(`${machine.name}.svg`, renderSvg(layout, `${machine.name} state machine`, legendOf(machine.machine)));
  };
  for (const machine of found) {
    await draw(machine);
    files.set(`${PATHS_DIR}/${machine.name}.json`, `${JSON.stringify(explorerPaths(machine), null, 1)}\n`);
  }
  for (const journey of journeys) await draw(journey);
  files.set('README.md', indexMarkdown(found, journeys));
  return files;
}
