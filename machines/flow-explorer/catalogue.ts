/**
 * The explorer's list of machines, built from modules the way scripts/machines/discover.ts finds them, so a machine
 * has one name everywhere: its export name without 'Machine', kebab-cased (mobileMenuMachine → mobile-menu), the
 * name of its page in docs/machines.
 */
import type { AnyStateMachine } from 'xstate';
import type { GraphOptions } from '../testing/graph.js';
import type { FlowEntry } from './stepper.js';

export const machineName = (exportName: string) =>
  exportName
    .slice(0, -'Machine'.length)
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'id' in value;
}

/**
 * Entries from `<area>.machine.ts` modules and their `<area>.graph.ts` graph options, both keyed by file path (as
 * Vite's import.meta.glob gives them), sorted by name.
 */
export function catalogueOf(
  machineModules: Record<string, Record<string, unknown>>,
  graphs: Record<string, GraphOptions | undefined>,
): FlowEntry[] {
  const entries: FlowEntry[] = [];
  for (const [file, mod] of Object.entries(machineModules)) {
    const graph = graphs[file.replace(/\.machine\.ts$/, '.graph.ts')] ?? {};
    for (const [exportName, value] of Object.entries(mod)) {
      if (exportName.endsWith('Machine') && isMachine(value))
        entries.push({ name: machineName(exportName), machine: value, graph });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name));
}
