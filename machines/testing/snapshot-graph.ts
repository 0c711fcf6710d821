/**
 * The reachable snapshots of a machine for every input it takes, with the definition's transitions each step takes:
 * named events, actor outcomes (`xstate.done/error.actor.*`), delays (`xstate.after.*`) and the `always`
 * transitions run on the way (docs/decisions/0142-machine-paths-command.md). `xstate/graph` reports only the event
 * of a step; here every microstep is read from the inspection event xstate sends for it, through an actor scope of
 * our own, so a cover can count an eventless transition as taken.
 */
import { createEmptyActor, type AnyMachineSnapshot, type AnyStateMachine, type EventObject } from 'xstate';
import { serializeSnapshot } from 'xstate/graph';
import { eventsFor, inputsOf, type GraphOptions } from './graph.js';
import { transitionKey } from './transitions.js';

export interface SnapshotEdge {
  event: EventObject;
  to: string;
  /** Keys (machines/testing/transitions.ts) of every transition the step takes, eventless ones included. */
  keys: string[];
}

export interface SnapshotNode {
  key: string;
  state: AnyMachineSnapshot;
  edges: SnapshotEdge[];
}

export interface SnapshotGraph {
  input: unknown;
  initial: string;
  /** Transitions taken while starting (the initial state's `always` ones). */
  initialKeys: string[];
  nodes: Map<string, SnapshotNode>;
  /** True when `limit` stopped the exploration before every snapshot was seen. */
  truncated: boolean;
}

type Microstep = { type: string; _transitions?: Parameters<typeof transitionKey>[0][] };

/** An actor scope whose system hands the microstep inspection events to `record`. */
function recordingScope(record: (keys: string[]) => void) {
  const empty = createEmptyActor();
  const system = Object.create(empty.system as object) as Record<string, unknown>;
  system._sendInspectionEvent = (ev: Microstep) => {
    if (ev.type === '@xstate.microstep' && ev._transitions) record(ev._transitions.map((t) => transitionKey(t)));
  };
  return {
    self: empty,
    logger: () => {},
    id: '',
    sessionId: 'paths',
    defer: () => {},
    system,
    stopChild: () => {},
    emit: () => {},
    actionExecutor: () => {},
  };
}

/** Breadth first over the snapshots of one input; only events a snapshot can take are edges. */
export function snapshotGraph(machine: AnyStateMachine, options: GraphOptions, input: unknown): SnapshotGraph {
  let keys: string[] = [];
  const scope = recordingScope((taken) => keys.push(...taken));
  const limit = options.limit ?? 5_000;
  const start = machine.getInitialSnapshot(scope as never, input) as AnyMachineSnapshot;
  const initialKeys = keys;
  const initial = serializeSnapshot(start);
  const nodes = new Map<string, SnapshotNode>([[initial, { key: initial, state: start, edges: [] }]]);
  const queue = [initial];
  let truncated = false;
  while (queue.length > 0) {
    const node = nodes.get(queue.shift()!)!;
    if (node.state.status !== 'active') continue;
    for (const event of eventsFor(node.state, options.events)) {
      if (!node.state.can(event)) continue;
      keys = [];
      const next = machine.transition(node.state, event, scope as never) as AnyMachineSnapshot;
      const to = serializeSnapshot(next);
      node.edges.push({ event, to, keys: [...new Set(keys)] });
      if (nodes.has(to)) continue;
      if (nodes.size >= limit) {
        truncated = true;
        node.edges.pop();
        continue;
      }
      nodes.set(to, { key: to, state: next, edges: [] });
      queue.push(to);
    }
  }
  return { input, initial, initialKeys, nodes, truncated };
}

/** One graph per input the machine's graph options name. */
export function snapshotGraphs(machine: AnyStateMachine, options: GraphOptions): SnapshotGraph[] {
  return inputsOf(options).map((input) => snapshotGraph(machine, options, input));
}
