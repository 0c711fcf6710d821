/**
 * Machine lint (docs/decisions/0143-machine-lint-and-diff.md): states no sample input and event reaches, events the
 * storefront never names, and states and transitions without words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { stateNodesOf } from '../../machines/testing/graph.js';
import { snapshotGraphs } from '../../machines/testing/snapshot-graph.js';
import { statePath, transitionsOf } from '../../machines/testing/transitions.js';
import type { DiscoveredMachine } from './discover.js';

/** State paths no snapshot (nor a transition taken on the way, for transient states) of any input reaches. */
export function unreachableStates(found: DiscoveredMachine): string[] {
  const reached = new Set<string>();
  const bySource = new Map(transitionsOf(found.machine).map((t) => [t.key, t.source]));
  for (const graph of snapshotGraphs(found.machine, found.graph)) {
    const keys = [...graph.initialKeys];
    for (const node of graph.nodes.values()) {
      for (const n of (node.state as unknown as { _nodes: Array<{ id: string }> })._nodes) reached.add(n.id);
      for (const edge of node.edges) keys.push(...edge.keys);
    }
    for (const key of keys) {
      for (let n = bySource.get(key); n; n = n.parent) reached.add(n.id);
    }
  }
  return stateNodesOf(found.machine)
    .filter((n) => !reached.has(n.id))
    .map(statePath);
}

/** The machine's own event types (not xstate's done/error/after ones). */
export function namedEvents(found: DiscoveredMachine): string[] {
  const types = transitionsOf(found.machine)
    .map((t) => t.eventType)
    .filter((type) => type !== '' && !type.startsWith('xstate.') && type !== '*');
  return [...new Set(types)].sort();
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** All of a folder's code (tests left out) in one string: an event is sent there when its type is written there. */
export function folderSource(root: string, folder: string): string {
  return sourceFiles(join(root, folder))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
}

/** All of src/client's code (tests left out) in one string. */
export const clientSource = (root: string) => folderSource(root, 'src/client');

/** Where a machine runs: the storefront (default) or, with `meta.runsOn: 'server'`, the server. */
export const runsOnServer = (found: DiscoveredMachine) =>
  (found.machine.root as { meta?: { runsOn?: string } }).meta?.runsOn === 'server';

/** Event types no file of the code that runs the machine (src/client, or src/server) names as a string. */
export function eventsNotSent(found: DiscoveredMachine, client: string, server = ''): string[] {
  const source = runsOnServer(found) ? server : client;
  return namedEvents(found).filter((type) => !["'", '"', '`'].some((q) => source.includes(`${q}${type}${q}`)));
}

/** States and transitions with no description (the root's own description included). */
export function missingWords(found: DiscoveredMachine): string[] {
  const out: string[] = [];
  if (!found.machine.root.description) out.push('(machine) description');
  for (const node of stateNodesOf(found.machine)) if (!node.description) out.push(`state ${statePath(node)}`);
  for (const t of transitionsOf(found.machine)) {
    if (!t.description) out.push(`transition ${t.label}`);
    if (t.guard && !t.guardDescription && t.guard !== 'guarded') out.push(`guard ${t.guard} (meta.guards)`);
  }
  return [...new Set(out)];
}
