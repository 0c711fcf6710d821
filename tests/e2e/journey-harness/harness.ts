import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { type EdgeCover, edgeCoveringPaths } from '../../../machines/testing/edge-cover.js';
import type { EventPayloads } from '../../../machines/testing/graph.js';

/**
 * Model-based journeys (docs/decisions/0165-one-journey-harness.md): a journey model is a small XState machine of
 * what a shopper sees (its states) and does (its events), with the screens' expectations in its context; an
 * adapter says what each state looks like on the page and what each event is in the browser. The harness picks
 * few paths that together take every edge of the model (`edgeCoveringPaths`, each path up to `maxSteps` events)
 * and ./spec.ts turns each path into a Playwright test that acts and checks step by step.
 */

/** A snapshot of the model as the paths hold it. */
export type ModelState = { value: unknown; context: unknown };

export interface JourneyModel {
  /** Names the tests: '<name> journey 2 of 4: A → B → C'. */
  name: string;
  machine: AnyStateMachine;
  /** A path stops taking new edges once it would grow beyond this many events; the next path starts. */
  maxSteps: number;
  /** Sample payloads per event type, when an event needs one (as for the unit walker). */
  events?: EventPayloads;
}

export interface JourneyStep {
  event: EventObject;
  state: ModelState;
}

export interface Journey {
  /** The model's name, the index and the events in order. */
  title: string;
  /** The initial state first (reached by `start`), then one step per event. */
  steps: JourneyStep[];
}

/** What the page is and does for a model (see `adapterFromTables` for the usual way to write one). */
export interface JourneyAdapter {
  /** Opens the page where the model's initial state is. */
  start(): Promise<void>;
  /** Checks that the page shows `state`. */
  check(state: ModelState): Promise<void>;
  /** Does in the browser what `event` stands for, in `from`, leading to `to`. */
  act(event: EventObject, from: ModelState, to: ModelState): Promise<void>;
}

/** The leaf paths of a model state's value: `{ cart: 'coupon' }` → 'cart.coupon'. */
export function stateName(value: unknown): string {
  if (typeof value === 'string') return value;
  return Object.entries(value as Record<string, unknown>)
    .map(([key, child]) => `${key}.${stateName(child)}`)
    .join(',');
}

/** The paths that cover the model's edges, and the cover's report (edges, uncovered ones). */
export function coverModel(model: JourneyModel): EdgeCover {
  return edgeCoveringPaths(model.machine, { maxSteps: model.maxSteps, events: model.events });
}

export function journeysOf(model: JourneyModel): Journey[] {
  const { paths } = coverModel(model);
  return paths.map((path, index) => {
    const steps = path.steps.map(({ event, state }) => ({
      event,
      state: { value: (state as AnyMachineSnapshot).value, context: (state as AnyMachineSnapshot).context },
    }));
    const events = steps.slice(1).map((s) => s.event.type);
    return { title: `${model.name} journey ${index + 1} of ${paths.length}: ${events.join(' → ')}`, steps };
  });
}

/**
 * An adapter from two tables: per state (by `stateName`) the check, per event type the action. A state or event
 * the tables lack fails the step that meets it, by name.
 */
export function adapterFromTables<C, E extends EventObject>(tables: {
  start: () => Promise<void>;
  states: Record<string, (context: C) => Promise<void>>;
  events: { [T in E['type']]: (event: Extract<E, { type: T }>, from: ModelState, to: ModelState) => Promise<void> };
}): JourneyAdapter {
  return {
    start: tables.start,
    async check(state) {
      const check = tables.states[stateName(state.value)];
      if (!check) throw new Error(`no check for the model state ${stateName(state.value)}`);
      await check(state.context as C);
    },
    async act(event, from, to) {
      const actions = tables.events as unknown as Record<
        string,
        (e: EventObject, f: ModelState, t: ModelState) => Promise<void>
      >;
      const act = actions[event.type];
      if (!act) throw new Error(`no action for the model event ${event.type}`);
      await act(event, from, to);
    },
  };
}
