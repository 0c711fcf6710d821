/**
 * Graph enumeration on top of `xstate/graph`, shared by the walker (tests) and the diagram generator (docs),
 * so both see the same states, transitions and paths.
 */
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { getAdjacencyMap, getShortestPaths, getSimplePaths, serializeSnapshot, type StatePath } from 'xstate/graph';

/** Payload variants per event type, e.g. `{ 'consent.toggle': [{ category: 'marketing' }] }`. Done and error
 * events of invoked actors are named as xstate sends them: `xstate.done.actor.<invokeId>` with `{ output }`,
 * `xstate.error.actor.<invokeId>` with `{ error }`. Event types without an entry are sent without payload;
 * an empty list means the event is never sent. */
export type EventPayloads = Record<string, ReadonlyArray<Record<string, unknown>>>;

export interface GraphOptions {
  events?: EventPayloads;
  /** Machine inputs to explore; each one is its own graph (e.g. a popup switched on and off). */
  inputs?: readonly unknown[];
  /** Upper bound on visited snapshots per input, guarding against context that grows without end. */
  limit?: number;
  /**
   * The ordinary journey as a person would take it (docs/decisions/0141-complete-machine-diagrams.md): the input and
   * the events in order, with the payloads a real shopper sends. The docs replay it as the happy scenario and fail
   * when the machine no longer follows it. Without it the happy scenario is the shortest path along `meta.happyPath`
   * that no service fails on.
   */
  happyPath?: { input?: unknown; events: ReadonlyArray<EventObject & Record<string, unknown>> };
}

export type MachinePath = StatePath<AnyMachineSnapshot, EventObject>;
export type AnyStateNode = AnyStateMachine['root'];

/** Every state node below the root, parents before children, in definition order. */
export function stateNodesOf(machine: AnyStateMachine): AnyStateNode[] {
  const out: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      out.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  return out;
}

/** The events a snapshot can react to, expanded into the given payload variants. */
export function eventsFor(snapshot: AnyMachineSnapshot, payloads: EventPayloads = {}): EventObject[] {
  const nodes = (snapshot as unknown as { _nodes: AnyStateNode[] })._nodes;
  const types = [...new Set(nodes.flatMap((node) => node.ownEvents as string[]))].filter((type) => type !== '*');
  return types.flatMap((type) => {
    const variants = payloads[type];
    if (!variants) return [{ type }];
    return variants.map((payload) => ({ ...payload, type }));
  });
}

function traversal(options: GraphOptions, input: unknown) {
  const payloads = options.events ?? {};
  return {
    input,
    limit: options.limit ?? 5_000,
    events: (snapshot: AnyMachineSnapshot) => eventsFor(snapshot, payloads),
  };
}

/** Inputs to explore: at least one (undefined when the machine takes none). */
export function inputsOf(options: GraphOptions): unknown[] {
  return options.inputs && options.inputs.length > 0 ? [...options.inputs] : [undefined];
}

/** One shortest path to every distinct snapshot (state value + context) reachable with the given events. */
export function shortestPaths(machine: AnyStateMachine, options: GraphOptions, input: unknown): MachinePath[] {
  return getShortestPaths(machine, traversal(options, input)) as MachinePath[];
}

/** Every simple (cycle-free) path; can grow quickly, so the walker only uses it on request. */
export function simplePaths(machine: AnyStateMachine, options: GraphOptions, input: unknown): MachinePath[] {
  return getSimplePaths(machine, traversal(options, input)) as MachinePath[];
}

/**
 * A transition cover: for every edge of the adjacency map, the shortest path to its source followed by that
 * edge. Shortest paths alone miss edges into already-reached states (e.g. 'consent.reopen' back to the
 * banner); this set takes each edge at least once. Paths that are a prefix of a longer one are dropped.
 */
export function edgePaths(machine: AnyStateMachine, options: GraphOptions, input: unknown): MachinePath[] {
  const opts = traversal(options, input);
  const toState = new Map<string, MachinePath>();
  const shortest = shortestPaths(machine, options, input);
  for (const path of shortest) toState.set(serializeSnapshot(path.state), path);
  const adjacency = getAdjacencyMap(machine, opts as never) as Record<
    string,
    { state: AnyMachineSnapshot; transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  // Shortest paths too: a machine that settles at once (e.g. a final initial state) has no edge to walk.
  const paths: MachinePath[] = [...shortest];
  for (const [key, { transitions }] of Object.entries(adjacency)) {
    const head = toState.get(key);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions)) {
      paths.push({ state, weight: head.weight + 1, steps: [...head.steps, { event, state }] });
    }
  }
  return dropPrefixes(paths);
}

const eventKey = (path: MachinePath) => path.steps.map((step) => JSON.stringify(step.event));

/** Drops paths whose event sequence is a prefix of another kept path (walking the longer one covers it). */
export function dropPrefixes(paths: MachinePath[]): MachinePath[] {
  const sorted = [...paths].sort((a, b) => b.steps.length - a.steps.length);
  const kept: Array<{ path: MachinePath; key: string[] }> = [];
  for (const path of sorted) {
    const key = eventKey(path);
    const covered = kept.some((other) => key.every((part, i) => other.key[i] === part));
    if (!covered) kept.push({ path, key });
  }
  return kept.map((entry) => entry.path);
}

/** The initial child of a compound state node (undefined for atomic and final nodes). */
export function initialChildOf(node: AnyStateNode): AnyStateNode | undefined {
  const initial = node.initial as unknown as { target?: AnyStateNode[] } | undefined;
  return initial?.target?.[0];
}
