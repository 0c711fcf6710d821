/** Builds every docs/machines file in memory: the CLI writes them, the staleness test compares them. */
import { discoverMachines } from './discover.js';
import { legendOf } from './drawing.js';
import { layoutMachine } from './layout.js';
import { indexMarkdown, machineMarkdown } from './markdown.js';
import { renderSvg } from './svg.js';

export const DOCS_DIR = 'docs/machines';

/** File name (inside docs/machines) → content. */
export async function generateMachineDocs(root: string): Promise<Map<string, string>> {
  const found = await discoverMachines(root);
  const files = new Map<string, string>();
  const names = new Set<string>();
  for (const machine of found) {
    if (names.has(machine.name)) throw new Error(`two machines would both write docs/machines/${machine.name}.md`);
    names.add(machine.name);
    files.set(`${machine.name}.md`, machineMarkdown(machine));
    const layout = await layoutMachine(machine.machine);
    files.set(`${machine.name}.svg`, renderSvg(layout, `${machine.name} state machine`, legendOf(machine.machine)));
  }
  files.set('README.md', indexMarkdown(found));
  return files;
}
