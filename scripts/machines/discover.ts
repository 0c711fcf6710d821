/**
 * Finds every machine: files machines/**\/*.machine.ts exporting `<name>Machine`, plus the optional sibling
 * `<area>.graph.ts` (`graphOptions`: event payloads and inputs) so the docs show the same paths the tests walk.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import type { GraphOptions } from '../../machines/testing/graph.js';

export interface DiscoveredMachine {
  /** File name of the docs: the export name without 'Machine', kebab-cased (mobileMenuMachine → mobile-menu). */
  name: string;
  exportName: string;
  /** Source file relative to the repository root, with forward slashes. */
  file: string;
  machine: AnyStateMachine;
  graph: GraphOptions;
}

function machineFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...machineFiles(full));
    else if (entry.name.endsWith('.machine.ts')) out.push(full);
  }
  return out;
}

const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'id' in value;
}

export async function discoverMachines(root: string): Promise<DiscoveredMachine[]> {
  const found: DiscoveredMachine[] = [];
  for (const file of machineFiles(join(root, 'machines'))) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const graphFile = file.replace(/\.machine\.ts$/, '.graph.ts');
    const graph = existsSync(graphFile)
      ? (((await import(pathToFileURL(graphFile).href)) as { graphOptions?: GraphOptions }).graphOptions ?? {})
      : {};
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (!exportName.endsWith('Machine') || !isMachine(value)) continue;
      found.push({
        name: kebab(exportName.slice(0, -'Machine'.length)),
        exportName,
        file: relative(root, file).split('\\').join('/'),
        machine: value,
        graph,
      });
    }
  }
  return found;
}
