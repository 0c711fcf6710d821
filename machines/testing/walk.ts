/**
 * walkMachineGraph: enumerate a machine's graph with xstate/graph, replay every path on a REAL actor (fake
 * invoked actors settled as the path says, named delays driven by a SimulatedClock), check each reached
 * snapshot against the graph, and fail with a readable list when a state or transition of the definition
 * was never reached. Used by every machine test in this repository.
 */
import {
  createActor,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { edgeCoveringPaths } from './edge-cover.js';
import { FakeActorController, flushMicrotasks, invokedSources, type Invocation } from './fake-actors.js';
import {
  edgePaths,
  inputsOf,
  simplePaths,
  stateNodesOf,
  type AnyStateNode,
  type GraphOptions,
  type MachinePath,
} from './graph.js';
import { statePath, transitionKey, transitionsOf, type TransitionInfo } from './transitions.js';

export interface WalkStep {
  path: MachinePath;
  index: number;
  event: EventObject;
  input: unknown;
  invocations: readonly Invocation[];
}

export interface WalkOptions extends GraphOptions {
  /** Replace the controlled fake of an invoked `src` (that fake must then settle by itself). */
  actors?: Record<string, AnyActorLogic>;
  /** Action implementations (spies, no-ops) provided to the machine for every path. */
  actions?: Record<string, (...args: never[]) => void>;
  /**
   * 'edges' (default): for every edge of every snapshot, the shortest path to it and the edge; 'simple': additionally
   * every cycle-free path; 'cover': few paths that together take every transition of the definition
   * (`edgeCoveringPaths`), for machines whose snapshots are many: their paths grow with the snapshots' edges, the
   * cover with the definition's transitions.
   */
  strategy?: 'edges' | 'simple' | 'cover';
  /** Definition parts allowed to stay unreached, by transition label/key or state path, with the reason. */
  allowUncovered?: Record<string, string>;
  /** Extra assertions after each step, on the real actor's snapshot. */
  check?: (snapshot: AnyMachineSnapshot, step: WalkStep) => void;
}

export interface WalkReport {
  machineId: string;
  paths: number;
  steps: number;
  states: { total: string[]; reached: string[] };
  transitions: { total: TransitionInfo[]; taken: string[] };
  invocations: Invocation[];
}

const show = (value: unknown) => JSON.stringify(value);

function describePath(path: MachinePath, upTo = path.steps.length - 1): string {
  return (
    path.steps
      .slice(1, upTo + 1)
      .map((step) => {
        const { type, ...payload } = step.event;
        return Object.keys(payload).length ? `${type} ${show(payload)}` : type;
      })
      .join(' → ') || '(initial state)'
  );
}

function delayMs(machine: AnyStateMachine, info: TransitionInfo | undefined, snapshot: AnyMachineSnapshot): number {
  const delay = info?.delay;
  if (typeof delay === 'number') return delay;
  if (typeof delay !== 'string') throw new Error(`no delay known for ${info?.eventType}`);
  const impl = (machine.implementations.delays as Record<string, unknown>)[delay];
  if (typeof impl === 'number') return impl;
  if (typeof impl === 'function') return Number(impl({ context: snapshot.context, event: undefined }, undefined));
  throw new Error(`named delay '${delay}' has no implementation`);
}

export async function walkMachineGraph(machine: AnyStateMachine, options: WalkOptions = {}): Promise<WalkReport> {
  const transitions = transitionsOf(machine);
  const allStates = stateNodesOf(machine);
  const taken = new Set<string>();
  const reached = new Set<string>();
  const failures: string[] = [];
  const invocations: Invocation[] = [];
  let pathCount = 0;
  let stepCount = 0;

  for (const input of inputsOf(options)) {
    const paths = pathsFor(machine, options, input);
    for (const path of paths) {
      pathCount++;
      const controller = new FakeActorController();
      const fakes = Object.fromEntries(invokedSources(machine).map((src) => [src, controller.logicFor(src)]));
      const provided = machine.provide({
        actors: { ...fakes, ...options.actors },
        actions: (options.actions ?? {}) as never,
      }) as AnyStateMachine;
      const clock = new SimulatedClock();
      let actorError: unknown = null;
      const actor = createActor(provided, {
        input,
        clock,
        inspect: (ev) => {
          // Only the walked (root) actor; initial eventless steps arrive before `actor` is even assigned.
          if (ev.type !== '@xstate.microstep' || ev.actorRef.sessionId !== ev.rootId) return;
          for (const t of ev._transitions) {
            taken.add(transitionKey(t));
            // A transient state (left at once by an eventless transition) shows up in no snapshot, only here.
            for (let node: AnyStateNode | undefined = t.source; node; node = node.parent) reached.add(node.id);
          }
        },
      });
      actor.subscribe({ error: (err) => (actorError = err) });
      actor.start();
      try {
        for (const [index, step] of path.steps.entries()) {
          if (index > 0) await perform(provided, actor, clock, controller, step.event, options, transitions);
          else await flushMicrotasks();
          stepCount++;
          const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
          if (actorError) throw new Error(`the actor failed: ${String(actorError)}`);
          for (const node of (snapshot as unknown as { _nodes: Array<{ id: string }> })._nodes) reached.add(node.id);
          if (show(snapshot.value) !== show(step.state.value) || show(snapshot.context) !== show(step.state.context)) {
            throw new Error(
              `expected ${show(step.state.value)} with context ${show(step.state.context)}, ` +
                `the actor is in ${show(snapshot.value)} with context ${show(snapshot.context)}`,
            );
          }
          options.check?.(snapshot, { path, index, event: step.event, input, invocations: controller.invocations });
        }
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        failures.push(`path ${describePath(path)}${input === undefined ? '' : ` (input ${show(input)})`}: ${message}`);
      } finally {
        actor.stop();
        invocations.push(...controller.invocations);
      }
    }
  }

  const allowed = options.allowUncovered ?? {};
  const missingStates = allStates.filter((node) => !reached.has(node.id) && !(statePath(node) in allowed));
  const missingTransitions = transitions.filter(
    (t) => !taken.has(t.key) && !(t.label in allowed) && !(t.key in allowed),
  );
  if (failures.length || missingStates.length || missingTransitions.length) {
    throw new Error(formatFailure(machine.id, failures, missingStates.map(statePath), missingTransitions));
  }
  return {
    machineId: machine.id,
    paths: pathCount,
    steps: stepCount,
    states: { total: allStates.map(statePath), reached: allStates.filter((n) => reached.has(n.id)).map(statePath) },
    transitions: { total: transitions, taken: transitions.filter((t) => taken.has(t.key)).map((t) => t.label) },
    invocations,
  };
}

function pathsFor(machine: AnyStateMachine, options: WalkOptions, input: unknown): MachinePath[] {
  if (options.strategy === 'cover') {
    const { events, limit } = options;
    return edgeCoveringPaths(machine, { events, limit, input, edges: 'all' }).paths;
  }
  const paths = edgePaths(machine, options, input);
  if (options.strategy === 'simple') paths.push(...simplePaths(machine, options, input));
  return paths;
}

async function perform(
  machine: AnyStateMachine,
  actor: { send: (event: EventObject) => void; getSnapshot: () => unknown },
  clock: SimulatedClock,
  controller: FakeActorController,
  event: EventObject & { output?: unknown; error?: unknown },
  options: WalkOptions,
  transitions: TransitionInfo[],
): Promise<void> {
  const settle = (prefix: string, failed: boolean) => {
    const id = event.type.slice(prefix.length);
    const src = findSrc(machine, id);
    // A user-supplied actor settles by itself; only the controlled fakes are settled by the walker.
    if (!(src && options.actors && src in options.actors))
      controller.settle(id, { output: event.output, error: event.error, failed });
  };
  if (event.type.startsWith('xstate.done.actor.')) settle('xstate.done.actor.', false);
  else if (event.type.startsWith('xstate.error.actor.')) settle('xstate.error.actor.', true);
  else if (event.type.startsWith('xstate.after.')) {
    const before = show((actor.getSnapshot() as AnyMachineSnapshot).value);
    const ms = delayMs(
      machine,
      transitions.find((t) => t.eventType === event.type),
      actor.getSnapshot() as AnyMachineSnapshot,
    );
    if (ms > 0) {
      clock.increment(ms - 1);
      await flushMicrotasks();
      const early = show((actor.getSnapshot() as AnyMachineSnapshot).value);
      if (early !== before) throw new Error(`'${event.type}' fired before its ${ms} ms (state ${early})`);
    }
    clock.increment(ms > 0 ? 1 : 0);
  } else actor.send(event);
  await flushMicrotasks();
}

function findSrc(machine: AnyStateMachine, invokeId: string): string | undefined {
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    for (const inv of node.invoke as Array<{ id: string; src: unknown }>) {
      if (inv.id === invokeId && typeof inv.src === 'string') return inv.src;
    }
  }
  return undefined;
}

function formatFailure(id: string, failures: string[], states: string[], transitions: TransitionInfo[]): string {
  const lines = [`Machine '${id}' walk failed.`];
  if (failures.length) {
    lines.push(`${failures.length} path(s) diverged from the graph:`, ...failures.slice(0, 20).map((f) => `  - ${f}`));
  }
  if (states.length) lines.push(`States never reached (${states.length}):`, ...states.map((s) => `  - ${s}`));
  if (transitions.length) {
    lines.push(`Transitions never taken (${transitions.length}):`, ...transitions.map((t) => `  - ${t.label}`));
  }
  if (states.length || transitions.length) {
    lines.push(
      'Give the walker event payloads (options.events, e.g. done/error outputs of invoked actors) or inputs that reach',
      'them, or list them in options.allowUncovered with the reason.',
    );
  }
  return lines.join('\n');
}
