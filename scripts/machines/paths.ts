/**
 * Paths through a machine for QA (docs/decisions/0142-machine-paths-command.md), over every input its graph options
 * name and every event with its sample payloads: 'shortest' (one path to each state), 'cover' (few paths that take
 * every transition: named events, actor outcomes, delays and `always`), 'simple' (cycle-free paths, at most `max`,
 * with a warning when there were more). Built on machines/testing/snapshot-graph.ts, so nothing here can hang.
 */
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { type SnapshotGraph, snapshotGraphs } from '../../machines/testing/snapshot-graph.js';
import { transitionsOf } from '../../machines/testing/transitions.js';
import type { DiscoveredMachine } from './discover.js';
import { eventText, stateName, valueText } from '../../machines/testing/step-words.js';

export type Strategy = 'shortest' | 'cover' | 'simple';

export interface QaStep {
  event: EventObject;
  state: string;
}

export interface QaPath {
  input: unknown;
  start: string;
  steps: QaStep[];
}

export interface PathsResult {
  machine: string;
  strategy: Strategy;
  paths: QaPath[];
  warnings: string[];
  /** For 'cover': transition keys taken and not taken. */
  covered?: { taken: number; total: number; untaken: string[] };
}

const stateAt = (graph: SnapshotGraph, key: string) =>
  stateName((graph.nodes.get(key)!.state as AnyMachineSnapshot).value);

function shortest(graphs: SnapshotGraph[]): QaPath[] {
  const best = new Map<string, QaPath>();
  for (const graph of graphs) {
    const seen = new Set([graph.initial]);
    const queue: Array<{ key: string; steps: QaStep[] }> = [{ key: graph.initial, steps: [] }];
    while (queue.length > 0) {
      const { key, steps } = queue.shift()!;
      const value = stateAt(graph, key);
      if (!best.has(value) || best.get(value)!.steps.length > steps.length) {
        best.set(value, { input: graph.input, start: stateAt(graph, graph.initial), steps });
      }
      for (const edge of graph.nodes.get(key)!.edges) {
        if (seen.has(edge.to)) continue;
        seen.add(edge.to);
        queue.push({ key: edge.to, steps: [...steps, { event: edge.event, state: stateAt(graph, edge.to) }] });
      }
    }
  }
  return [...best.values()].sort((a, b) => a.steps.length - b.steps.length);
}

/** Greedy: from the start, walk to the nearest transition not yet taken, until maxSteps; then a new path. */
function cover(
  found: DiscoveredMachine,
  graphs: SnapshotGraph[],
  maxSteps: number,
): PathsResult['covered'] & { paths: QaPath[] } {
  const all = transitionsOf(found.machine).map((t) => t.key);
  const wanted = new Set(all);
  const paths: QaPath[] = [];
  for (const graph of graphs) {
    for (const key of graph.initialKeys) wanted.delete(key);
    const route = (from: string) => {
      const seen = new Set([from]);
      const queue: Array<{ at: string; steps: Array<{ event: EventObject; to: string; keys: string[] }> }> = [
        { at: from, steps: [] },
      ];
      while (queue.length > 0) {
        const { at, steps } = queue.shift()!;
        for (const edge of graph.nodes.get(at)!.edges) {
          const next = [...steps, edge];
          if (edge.keys.some((k) => wanted.has(k))) return next;
          if (seen.has(edge.to)) continue;
          seen.add(edge.to);
          queue.push({ at: edge.to, steps: next });
        }
      }
      return null;
    };
    for (;;) {
      const steps: QaStep[] = [];
      let at = graph.initial;
      for (;;) {
        const next = route(at);
        if (!next || (steps.length > 0 && steps.length + next.length > maxSteps)) break;
        for (const edge of next) {
          for (const k of edge.keys) wanted.delete(k);
          steps.push({ event: edge.event, state: stateAt(graph, edge.to) });
        }
        at = next.at(-1)!.to;
      }
      if (steps.length === 0) break;
      paths.push({ input: graph.input, start: stateAt(graph, graph.initial), steps });
    }
  }
  return { paths, taken: all.length - wanted.size, total: all.length, untaken: [...wanted] };
}

/** Depth first over snapshots never visited twice on one path; stops at `max` paths. */
function simple(graphs: SnapshotGraph[], max: number): { paths: QaPath[]; capped: boolean } {
  const paths: QaPath[] = [];
  let capped = false;
  for (const graph of graphs) {
    const onPath = new Set<string>();
    const walk = (key: string, steps: QaStep[]): void => {
      if (capped) return;
      if (steps.length > 0) {
        if (paths.length >= max) {
          capped = true;
          return;
        }
        paths.push({ input: graph.input, start: stateAt(graph, graph.initial), steps });
      }
      onPath.add(key);
      for (const edge of graph.nodes.get(key)!.edges) {
        if (onPath.has(edge.to)) continue;
        walk(edge.to, [...steps, { event: edge.event, state: stateAt(graph, edge.to) }]);
        if (capped) break;
      }
      onPath.delete(key);
    };
    walk(graph.initial, []);
    if (capped) break;
  }
  return { paths, capped };
}

export function machinePaths(found: DiscoveredMachine, strategy: Strategy, max: number): PathsResult {
  const graphs = snapshotGraphs(found.machine, found.graph);
  const warnings = graphs
    .filter((g) => g.truncated)
    .map((g) => `the graph for input ${valueText(g.input)} stopped at ${g.nodes.size} snapshots (limit)`);
  const base = { machine: found.name, strategy, warnings };
  if (strategy === 'shortest') return { ...base, paths: shortest(graphs) };
  if (strategy === 'cover') {
    const { paths, ...covered } = cover(found, graphs, max);
    if (covered.untaken.length) warnings.push(`${covered.untaken.length} transition(s) no sample event reaches`);
    return { ...base, paths, covered };
  }
  const { paths, capped } = simple(graphs, max);
  if (capped) warnings.push(`simple paths capped at --max ${max}: there are more; raise --max or use --strategy cover`);
  return { ...base, paths };
}

const inputText = (input: unknown) => (input === undefined ? '' : ` with input ${valueText(input)}`);

export function pathsMarkdown(result: PathsResult): string {
  const out = [`# ${result.machine}: ${result.paths.length} ${result.strategy} path(s)`, ''];
  for (const w of result.warnings) out.push(`> Warning: ${w}`, '');
  if (result.covered) {
    out.push(`Transitions taken: ${result.covered.taken} of ${result.covered.total}.`, '');
    for (const key of result.covered.untaken) out.push(`- not reached: \`${key}\``);
    if (result.covered.untaken.length) out.push('');
  }
  result.paths.forEach((path, i) => {
    out.push(`## Path ${i + 1}: to *${path.steps.at(-1)?.state ?? path.start}*`, '');
    out.push(`1. Start${inputText(path.input)}: *${path.start}*`);
    for (const [j, step] of path.steps.entries()) out.push(`${j + 2}. ${eventText(step.event)} → *${step.state}*`);
    out.push('');
  });
  return out.join('\n');
}

export function pathsJson(result: PathsResult): string {
  return `${JSON.stringify(result, null, 2)}\n`;
}

const plain = (text: string) => text.replace(/`/g, '').replace(/'/g, "\\'");

/** A skeleton spec: one test per path, each step a `test.step` with a TODO for the browser action and the check. */
export function pathsPlaywright(result: PathsResult): string {
  const out = [
    `// Generated by \`npm run machines:paths -- ${result.machine} --strategy ${result.strategy} --format playwright\`.`,
    '// A skeleton: fill in each step with the browser action and the check of what the shopper sees.',
    "import { expect, test } from '../fixtures.js';",
    '',
    `test.describe('${result.machine} (${result.strategy} paths)', () => {`,
  ];
  result.paths.forEach((path, i) => {
    const goal = path.steps.at(-1)?.state ?? path.start;
    out.push(`  test('path ${i + 1}: to ${plain(goal)}', async ({ page }) => {`);
    out.push(`    // Start${plain(inputText(path.input))}: ${plain(path.start)}`);
    out.push("    await page.goto('/'); // TODO: the page where this machine starts");
    for (const step of path.steps) {
      out.push(`    await test.step('${plain(eventText(step.event))} → ${plain(step.state)}', async () => {`);
      out.push(`      // TODO: do what sends ${step.event.type}, then check the page shows ${plain(step.state)}`);
      out.push('      expect(page).toBeTruthy();');
      out.push('    });');
    }
    out.push('  });');
  });
  out.push('});', '');
  return out.join('\n');
}
