/**
 * Stepping a machine by hand in the flow explorer (docs/decisions/0170-flow-explorer.md), on xstate itself: the
 * machine runs in a real actor (createActor), so its guards, actions and `always` transitions run as in the shop.
 * Only what comes from outside is held: every invoked service stays pending until its answer or failure is chosen,
 * and no timer fires by itself (a clock that never rings) until its delay is chosen. Both are then sent as the
 * events xstate itself would send (`xstate.done.actor.<id>`, `xstate.error.actor.<id>`, `xstate.after.<delay>.<state>`).
 *
 * A walk is plain data (the trail: input, optional start and the events taken), so it can live in the explorer
 * machine's context and be saved as an acceptance scenario; the snapshot is rebuilt from it by replaying.
 */
import {
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  createActor,
  type EventObject,
  fromPromise,
  type StateValue,
} from 'xstate';
import { eventsFor, type GraphOptions } from '../testing/graph.js';
import { stateName } from '../testing/step-words.js';
import { eventLabel, transitionsOf } from '../testing/transitions.js';

/** One machine the explorer can step: its page name in docs/machines, the definition and its graph options. */
export interface FlowEntry {
  name: string;
  machine: AnyStateMachine;
  graph: GraphOptions;
}

export interface TrailStep {
  event: EventObject;
  /** The state after the step, as the docs write it ('banner.undecided'). */
  state: string;
}

/** Where a walk starts when its context was edited: the state value and the whole context. */
export interface TrailStart {
  value: StateValue;
  context: unknown;
}

export interface Trail {
  machine: string;
  input: unknown;
  start: TrailStart | null;
  steps: TrailStep[];
}

export type ChoiceKind = 'event' | 'done' | 'error' | 'delay';

/** A button: one event (with one sample payload) the current state listens to, and whether its guards let it in. */
export interface Choice {
  kind: ChoiceKind;
  label: string;
  event: EventObject;
  enabled: boolean;
}

/** A service that never answers by itself: its outcome is chosen by a button. */
const held: AnyActorLogic = fromPromise(() => new Promise<never>(() => {}));
/** Timers are scheduled but never ring; a delay is chosen by a button. */
const silentClock = { setTimeout: () => 0, clearTimeout: () => {} };

const heldMachines = new WeakMap<AnyStateMachine, AnyStateMachine>();

/** The machine with every service it names replaced by one that waits to be told its outcome. */
export function heldMachine(machine: AnyStateMachine): AnyStateMachine {
  let out = heldMachines.get(machine);
  if (!out) {
    const names = Object.keys((machine.implementations.actors ?? {}) as Record<string, unknown>);
    out = machine.provide({ actors: Object.fromEntries(names.map((name) => [name, held])) } as never);
    heldMachines.set(machine, out);
  }
  return out;
}

/** The first input the graph options name (undefined for a machine without input). */
export function defaultInput(entry: FlowEntry): unknown {
  return entry.graph.inputs?.[0];
}

export function newTrail(entry: FlowEntry, input: unknown = defaultInput(entry)): Trail {
  return { machine: entry.name, input, start: null, steps: [] };
}

/** The trail replayed on a real actor; throws when a step is refused or the machine fails. */
export function snapshotOf(entry: FlowEntry, trail: Trail): AnyMachineSnapshot {
  const machine = heldMachine(entry.machine);
  const snapshot = trail.start
    ? machine.resolveState({ value: trail.start.value, context: trail.start.context as never })
    : undefined;
  const actor = createActor(machine, { input: trail.input, clock: silentClock, ...(snapshot ? { snapshot } : {}) });
  actor.start();
  try {
    let at = actor.getSnapshot() as AnyMachineSnapshot;
    for (const step of trail.steps) {
      if (!at.can(step.event)) throw new Error(`'${step.event.type}' is refused in ${stateName(at.value)}`);
      actor.send(step.event);
      at = actor.getSnapshot() as AnyMachineSnapshot;
      if (at.status === 'error') throw new Error(`the machine failed on '${step.event.type}': ${String(at.error)}`);
    }
    return at;
  } finally {
    actor.stop();
  }
}

/** The trail with one more step, or null when the machine refuses the event where the trail stands. */
export function stepTrail(entry: FlowEntry, trail: Trail, event: EventObject): Trail | null {
  const before = snapshotOf(entry, trail);
  if (before.status !== 'active' || !before.can(event)) return null;
  const after = snapshotOf(entry, { ...trail, steps: [...trail.steps, { event, state: '' }] });
  return { ...trail, steps: [...trail.steps, { event, state: stateName(after.value) }] };
}

/** The trail without its last step. */
export function undoStep(trail: Trail): Trail {
  return { ...trail, steps: trail.steps.slice(0, -1) };
}

/** A new trail from where this one stands, with the context replaced: guards then read the edited context. */
export function withContext(entry: FlowEntry, trail: Trail, context: unknown): Trail {
  const at = snapshotOf(entry, trail);
  return { machine: entry.name, input: trail.input, start: { value: at.value, context }, steps: [] };
}

function kindOf(type: string): ChoiceKind {
  if (type.startsWith('xstate.done.actor.')) return 'done';
  if (type.startsWith('xstate.error.actor.')) return 'error';
  if (type.startsWith('xstate.after.')) return 'delay';
  return 'event';
}

/** Events xstate raises itself when a region finishes; nobody chooses them. */
const raisedByXstate = (type: string) => type.startsWith('xstate.done.state.') || type === 'xstate.init';

/** What a person can do here: every event the active states listen to, each with the graph options' samples. */
export function choicesOf(entry: FlowEntry, snapshot: AnyMachineSnapshot): Choice[] {
  if (snapshot.status !== 'active') return [];
  const delays = new Map(
    transitionsOf(entry.machine)
      .filter((t) => t.delay !== null)
      .map((t) => [t.eventType, t]),
  );
  return eventsFor(snapshot, entry.graph.events)
    .filter((event) => !raisedByXstate(event.type))
    .map((event) => {
      const kind = kindOf(event.type);
      const delay = delays.get(event.type);
      const label = delay ? eventLabel(delay) : eventLabel({ eventType: event.type, delay: null });
      return { kind, label, event, enabled: snapshot.can(event) };
    });
}

/** Active leaf states as their paths ('open.closingSoon'), for highlighting and finding screenshots. */
export function activePaths(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: Array<{ path: string[]; type: string }> })._nodes;
  return nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.path.join('.'));
}

/** Active state node ids (leaves and their parents), as the SVG marks them. */
export function activeIds(snapshot: AnyMachineSnapshot): string[] {
  const nodes = (snapshot as unknown as { _nodes: Array<{ id: string; path: string[] }> })._nodes;
  return nodes.filter((node) => node.path.length > 0).map((node) => node.id);
}
