/**
 * Few paths that take every transition of a machine's definition at least once, for model-based journeys whose
 * every step costs a browser action (docs/decisions/0047-checkout-journey-model.md). All paths of a model grow
 * with the product of its choices; this cover grows with the number of its edges.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, serializeSnapshot } from 'xstate/graph';
import { type EventPayloads, eventsFor, type MachinePath } from './graph.js';
import { transitionKey, transitionsOf } from './transitions.js';

export interface EdgeCoverOptions {
  events?: EventPayloads;
  input?: unknown;
  /** A path stops taking new edges once it would grow beyond this many events; a new path starts. */
  maxSteps?: number;
  /** Upper bound on visited snapshots. */
  limit?: number;
  /**
   * The edges to cover. 'events' (default, the journeys): the events a person sends, where a transition answers with
   * a target or an action (`snapshot.can`). 'all' (the unit walk, which settles the invoked actors and runs the clock
   * itself): the actors' answers and failures and the delays too, and a guarded transition that only stops an event.
   */
  edges?: 'events' | 'all';
}

export interface EdgeCover {
  paths: MachinePath[];
  /** Keys (`<source id>|<event>|<index>`, machines/testing/transitions.ts) of every event-driven transition. */
  edges: string[];
  /** Edges no path takes: no reachable snapshot enables them. */
  uncovered: string[];
}

interface Edge {
  event: EventObject;
  to: string;
  /** The definition's transitions this snapshot edge takes. */
  keys: string[];
}

function snapshotGraph(machine: AnyStateMachine, options: EdgeCoverOptions) {
  // Only events a transition of the snapshot takes: a refused guard is no edge of the model.
  const takes =
    options.edges === 'all'
      ? (snapshot: AnyMachineSnapshot, event: EventObject) => machine.getTransitionData(snapshot, event).length > 0
      : (snapshot: AnyMachineSnapshot, event: EventObject) => snapshot.can(event);
  const adjacency = getAdjacencyMap(machine, {
    input: options.input,
    limit: options.limit ?? 10_000,
    serializeState: (snapshot: AnyMachineSnapshot) => serializeSnapshot(snapshot),
    events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, options.events).filter((e) => takes(snapshot, e)),
  } as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const graph = new Map<string, { state: AnyMachineSnapshot; edges: Edge[] }>();
  for (const [key, { state, transitions }] of Object.entries(adjacency)) {
    const edges = Object.values(transitions).map(({ event, state: next }) => ({
      event,
      to: serializeSnapshot(next),
      keys: machine.getTransitionData(state as never, event as never).map((t) => transitionKey(t)),
    }));
    graph.set(key, { state, edges });
  }
  return graph;
}

/** The shortest route (breadth first) from `from` whose last edge takes a transition still wanted. */
function routeToWanted(graph: ReturnType<typeof snapshotGraph>, from: string, wanted: Set<string>): Edge[] | null {
  const seen = new Set([from]);
  const queue: Array<{ at: string; route: Edge[] }> = [{ at: from, route: [] }];
  while (queue.length > 0) {
    const { at, route } = queue.shift()!;
    for (const edge of graph.get(at)?.edges ?? []) {
      const next = [...route, edge];
      if (edge.keys.some((k) => wanted.has(k))) return next;
      if (!seen.has(edge.to)) {
        seen.add(edge.to);
        queue.push({ at: edge.to, route: next });
      }
    }
  }
  return null;
}

/**
 * Greedy transition cover: each path starts at the initial snapshot and keeps walking to the nearest transition
 * no path has taken yet, until the next one would make it longer than `maxSteps`; then the next path starts.
 * Paths begin with the `xstate.init` step, as the paths of `xstate/graph` do.
 */
export function edgeCoveringPaths(machine: AnyStateMachine, options: EdgeCoverOptions = {}): EdgeCover {
  const maxSteps = options.maxSteps ?? 12;
  const graph = snapshotGraph(machine, options);
  // `always` transitions are no edge: they are taken on the way (the unit walk sees them by inspection).
  const edges = transitionsOf(machine)
    .filter((t) => t.eventType !== '' && (options.edges === 'all' || !t.eventType.startsWith('xstate.')))
    .map((t) => t.key);
  const reachable = new Set([...graph.values()].flatMap((node) => node.edges.flatMap((e) => e.keys)));
  const wanted = new Set(edges.filter((key) => reachable.has(key)));
  const [initialKey, initial] = [...graph.entries()][0]!;
  const paths: MachinePath[] = [];
  while (wanted.size > 0) {
    const steps: MachinePath['steps'] = [{ event: { type: 'xstate.init' }, state: initial.state }];
    let at = initialKey;
    for (;;) {
      const route = routeToWanted(graph, at, wanted);
      if (!route) break;
      if (steps.length > 1 && steps.length - 1 + route.length > maxSteps) break;
      for (const edge of route) {
        for (const key of edge.keys) wanted.delete(key);
        steps.push({ event: edge.event, state: graph.get(edge.to)!.state });
      }
      at = route.at(-1)!.to;
    }
    if (steps.length === 1) break;
    paths.push({ state: steps.at(-1)!.state, steps, weight: steps.length - 1 });
  }
  return { paths, edges, uncovered: edges.filter((key) => !reachable.has(key) || wanted.has(key)) };
}
