/**
 * The `xstate` module as the journeys' build of the storefront sees it (docs/decisions/0166-e2e-flow-coverage.md):
 * every export of xstate, with a `createActor` whose actors report each transition they take and each state they
 * reach to the journey runner (`window.__flowReport`, a Playwright binding; `window.__flowLog` keeps them when no
 * runner listens). vite.config.ts puts this module in place of `xstate` only when FLOW_LOG=1 is set for a build
 * (the e2e build does); a production bundle never contains it. Child actors share their root's system, so the
 * root's inspector hears them too.
 */
import { createActor as createXstateActor, type InspectionEvent } from 'xstate';

export * from 'xstate';

/** One report: a transition taken (with its definition's key) or a state reached, with the states active after. */
export interface FlowReport {
  /** The machine's id (`checkout`, `cartSession`). */
  machine: string;
  /** `<source id>|<event type or 'always'>|<index>`, as machines/testing/transitions.ts keys a definition. */
  key?: string;
  /** The source state's path (`address.editing`), '' for the machine's root. */
  source?: string;
  event?: string;
  targets?: string[];
  /** The active leaf states after this step (`address.editing`). */
  states: string[];
}

declare global {
  interface Window {
    __flowReport?: (report: FlowReport) => Promise<void>;
    __flowLog?: FlowReport[];
  }
}

interface StateNodeLike {
  id: string;
  path: string[];
  machine: { id: string };
  transitions: Map<string, unknown[]>;
  always?: unknown[];
}
interface TransitionLike {
  source: StateNodeLike;
  target?: StateNodeLike[];
  eventType: string;
}

/** The leaf paths of a state value: `{ address: 'editing' }` → ['address.editing']. */
function leaves(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => leaves(child, `${prefix}${key}.`));
}

function send(report: FlowReport) {
  if (window.__flowReport) {
    void window.__flowReport(report).catch(() => {});
    return;
  }
  window.__flowLog ??= [];
  window.__flowLog.push(report);
}

function keyOf(t: TransitionLike): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
  return `${t.source.id}|${t.eventType === '' ? 'always' : t.eventType}|${list.indexOf(t)}`;
}

/** The last leaves reported per actor: a state is reported when it changes, not on every context update. */
const lastStates = new WeakMap<object, string>();

function report(event: InspectionEvent) {
  if (event.type !== '@xstate.microstep' && event.type !== '@xstate.snapshot') return;
  const snapshot = event.snapshot as { value?: unknown; machine?: { id: string } };
  if (!snapshot.machine) return;
  const machine = snapshot.machine.id;
  const states = leaves(snapshot.value);
  if (event.type === '@xstate.microstep') {
    for (const t of (event as unknown as { _transitions: TransitionLike[] })._transitions) {
      send({
        machine,
        key: keyOf(t),
        source: t.source.path.join('.'),
        event: t.eventType === '' ? 'always' : t.eventType,
        targets: (t.target ?? []).map((node) => node.path.join('.')),
        states,
      });
    }
  } else if (lastStates.get(event.actorRef) !== states.join()) {
    lastStates.set(event.actorRef, states.join());
    send({ machine, states });
  }
}

/** @public The build's `xstate` is this module when FLOW_LOG is set (vite.config.ts): its apps import this. */
export const createActor = ((logic: Parameters<typeof createXstateActor>[0], options?: { inspect?: unknown }) => {
  const own = options?.inspect as ((event: InspectionEvent) => void) | { next?: (e: InspectionEvent) => void };
  const inspect = (event: InspectionEvent) => {
    report(event);
    if (typeof own === 'function') own(event);
    else own?.next?.(event);
  };
  return createXstateActor(logic, { ...(options as object), inspect });
}) as typeof createXstateActor;
