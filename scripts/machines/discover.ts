/**
 * Finds every machine: files machines/**\/*.machine.ts exporting `<name>Machine`, plus the optional sibling
 * `<area>.graph.ts` (`graphOptions`: event payloads and inputs) so the docs show the same paths the tests walk.
 * Journey models (what a shopper sees and does, driving generated journeys) are found apart, under tests/e2e: they
 * are drawn, but not linted as the shop's machines (their events are browser actions, not UI events).
 */
import { existsSync, readdirSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyStateMachine } from 'xstate';
import { machineName } from '../../machines/flow-explorer/catalogue.js';
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

function filesUnder(dir: string, matches: (name: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...filesUnder(full, matches));
    else if (matches(entry.name)) out.push(full);
  }
  return out;
}

function isMachine(value: unknown): value is AnyStateMachine {
  return typeof value === 'object' && value !== null && 'root' in value && 'provide' in value && 'id' in value;
}

export async function discoverMachines(root: string): Promise<DiscoveredMachine[]> {
  const found: DiscoveredMachine[] = [];
  for (const file of filesUnder(join(root, 'machines'), (name) => name.endsWith('.machine.ts'))) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const graphFile = file.replace(/\.machine\.ts$/, '.graph.ts');
    const graph = existsSync(graphFile)
      ? (((await import(pathToFileURL(graphFile).href)) as { graphOptions?: GraphOptions }).graphOptions ?? {})
      : {};
    for (const [exportName, value] of Object.entries(mod).sort(([a], [b]) => a.localeCompare(b))) {
      if (!exportName.endsWith('Machine') || !isMachine(value)) continue;
      found.push({
        name: machineName(exportName),
        exportName,
        file: relative(root, file).split('\\').join('/'),
        machine: value,
        graph,
      });
    }
  }
  return found;
}

/**
 * Journey models under tests/e2e: a `model.ts` (named by its folder: checkout-model/model.ts → checkout-journey) or a
 * `<flow>.model.ts` (→ <flow>-journey), each exporting one `…Machine`.
 */
export async function discoverJourneyModels(root: string): Promise<DiscoveredMachine[]> {
  const found: DiscoveredMachine[] = [];
  const isModel = (name: string) => name === 'model.ts' || name.endsWith('.model.ts');
  for (const file of filesUnder(join(root, 'tests/e2e'), isModel)) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const base = basename(file) === 'model.ts' ? basename(dirname(file)) : basename(file, '.model.ts');
    const flow = base.replace(/-model$/, '');
    for (const [exportName, value] of Object.entries(mod)) {
      if (!exportName.endsWith('Machine') || !isMachine(value)) continue;
      found.push({
        name: `${flow}-journey`,
        exportName,
        file: relative(root, file).split('\\').join('/'),
        machine: value,
        graph: {},
      });
    }
  }
  return found;
}
