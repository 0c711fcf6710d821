/**
 * Scenarios as numbered steps a person reads ("`card.apply` 385000000017 → *applying*"), computed with the same
 * graph options the machine's test walks: the happy path first (replayed from the graph options' `happyPath`, or
 * the shortest path along `meta.happyPath` that no service fails on), then the shortest path to each other state.
 * Only the payload that matters is shown: scalars as they are, an error by its code, a list by its length
 * (docs/decisions/0141-complete-machine-diagrams.md).
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { createEmptyActor } from 'xstate';
import { inputsOf, shortestPaths, type GraphOptions } from '../../machines/testing/graph.js';
import { snapshotGraph } from '../../machines/testing/snapshot-graph.js';
import { eventText, stateName, valueText } from '../../machines/testing/step-words.js';
import { machineMeta } from '../../machines/testing/transitions.js';
import type { DiscoveredMachine } from './discover.js';

export interface Scenario {
  title: string;
  input: unknown;
  start: string;
  steps: Array<{ event: EventObject; state: string }>;
}

const inputText = (input: unknown) => (input === undefined ? '' : ` with input ${valueText(input)}`);

/** A scenario as a numbered markdown list. */
export function scenarioMarkdown(s: Scenario, heading: string): string[] {
  return [
    `### ${heading}`,
    '',
    `1. Start${inputText(s.input)}: *${s.start}*`,
    ...s.steps.map((step, i) => `${i + 2}. ${eventText(step.event)} → *${step.state}*`),
    '',
  ];
}

function scopeForReplay() {
  const empty = createEmptyActor();
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'docs',
    defer: () => {},
    system: empty.system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/** Replays the graph options' happy path; throws when a step is refused, so the docs cannot show a broken one. */
function replayHappy(machine: AnyStateMachine, happy: NonNullable<GraphOptions['happyPath']>): Scenario {
  const scope = scopeForReplay();
  let snapshot = machine.getInitialSnapshot(scope as never, happy.input) as AnyMachineSnapshot;
  const start = stateName(snapshot.value);
  const steps: Scenario['steps'] = [];
  for (const event of happy.events) {
    if (!snapshot.can(event)) {
      throw new Error(
        `machine '${machine.id}': the happy path's '${event.type}' is refused in ${stateName(snapshot.value)}`,
      );
    }
    snapshot = machine.transition(snapshot, event, scope as never) as AnyMachineSnapshot;
    steps.push({ event, state: stateName(snapshot.value) });
  }
  return { title: 'happy path', input: happy.input, start, steps };
}

/** The shortest path along meta.happyPath to its last state, taking no failure of an invoked service. */
function searchHappy(found: DiscoveredMachine, happy: string[]): Scenario | null {
  const last = happy.at(-1)!;
  const allowed = (value: string) => happy.some((entry) => value === entry || value.startsWith(`${entry}.`));
  for (const input of inputsOf(found.graph)) {
    const graph = snapshotGraph(found.machine, found.graph, input);
    const start = graph.nodes.get(graph.initial)!;
    const seen = new Set([graph.initial]);
    const queue: Array<{ key: string; steps: Scenario['steps'] }> = [{ key: graph.initial, steps: [] }];
    while (queue.length > 0) {
      const { key, steps } = queue.shift()!;
      const node = graph.nodes.get(key)!;
      const value = stateName(node.state.value);
      if (value === last || value.startsWith(`${last}.`)) {
        return { title: 'happy path', input, start: stateName(start.state.value), steps };
      }
      for (const edge of node.edges) {
        if (seen.has(edge.to) || edge.event.type.startsWith('xstate.error.')) continue;
        const next = stateName(graph.nodes.get(edge.to)!.state.value);
        if (!allowed(next) && next !== value) continue;
        seen.add(edge.to);
        queue.push({ key: edge.to, steps: [...steps, { event: edge.event, state: next }] });
      }
    }
  }
  return null;
}

export function happyScenario(found: DiscoveredMachine): Scenario | null {
  if (found.graph.happyPath) return replayHappy(found.machine, found.graph.happyPath);
  const happy = machineMeta(found.machine).happyPath;
  return happy && happy.length > 0 ? searchHappy(found, happy) : null;
}

/** One scenario per state value (the shortest, first input first), in order of increasing length. */
export function scenarios(found: DiscoveredMachine): Scenario[] {
  const best = new Map<string, Scenario>();
  for (const input of inputsOf(found.graph)) {
    for (const path of shortestPaths(found.machine, found.graph, input)) {
      const target = stateName((path.state as AnyMachineSnapshot).value);
      if ((best.get(target)?.steps.length ?? Infinity) <= path.steps.length - 1) continue;
      const first = path.steps[0]?.state as AnyMachineSnapshot | undefined;
      best.set(target, {
        title: target,
        input,
        start: first ? stateName(first.value) : target,
        steps: path.steps
          .slice(1)
          .map((step) => ({ event: step.event, state: stateName((step.state as AnyMachineSnapshot).value) })),
      });
    }
  }
  return [...best.values()].sort((a, b) => a.steps.length - b.steps.length || a.title.localeCompare(b.title));
}
