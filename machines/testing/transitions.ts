/**
 * The machine definition's transitions with stable keys and readable labels: the unit of coverage for the
 * walker and the edges of the generated diagrams.
 */
import type { AnyStateMachine, AnyTransitionDefinition } from 'xstate';
import { stateNodesOf, type AnyStateNode } from './graph.js';

export interface TransitionInfo {
  /** Stable key: `<source id>|<event type or 'always'>|<index among that event's alternatives>`. */
  key: string;
  source: AnyStateNode;
  /** Target nodes; empty for a targetless transition (actions only, stays in the source). */
  targets: AnyStateNode[];
  eventType: string;
  /** Name of a named guard, 'guarded' for an inline one, null when unguarded. */
  guard: string | null;
  /** Milliseconds or the named delay for `after` transitions. */
  delay: number | string | null;
  /** A named delay's milliseconds when its implementation is a plain number. */
  delayMs: number | null;
  /** Readable form used in failure lists, e.g. `banner.undecided --consent.acceptAll--> decided`. */
  label: string;
  /** The transition's own `description` in the machine config (plain words for product owners and QA). */
  description: string | null;
  /** The guard's plain words from the machine's `meta.guards` (docs/decisions/0141-complete-machine-diagrams.md). */
  guardDescription: string | null;
  /** The transition's `meta` (e.g. `{ kind: 'failure' }`). */
  meta: Record<string, unknown>;
}

/** What a machine's root `meta` may say about its drawing (docs/decisions/0141-complete-machine-diagrams.md). */
export interface MachineMeta {
  /** State paths the ordinary journey walks, in order: drawn as one straight line from the top. */
  happyPath?: string[];
  /** Plain words for each named guard, shown on the edges instead of the camelCase name. */
  guards?: Record<string, string>;
}

export function machineMeta(machine: AnyStateMachine): MachineMeta {
  return ((machine.root as { meta?: MachineMeta }).meta ?? {}) as MachineMeta;
}

/** Relative path of a node below the root: 'banner.undecided'; the root itself is '(machine)'. */
export function statePath(node: AnyStateNode): string {
  return node.path.length === 0 ? '(machine)' : node.path.join('.');
}

function guardName(t: AnyTransitionDefinition): string | null {
  const guard = t.guard as unknown;
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard !== null && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guarded';
}

/** Shortens xstate's generated event types for people: done/error of actors, delays, eventless. */
export function eventLabel(info: Pick<TransitionInfo, 'eventType' | 'delay'> & { delayMs?: number | null }): string {
  const { eventType, delay, delayMs } = info;
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.done.actor.')) return `done: ${eventType.slice('xstate.done.actor.'.length)}`;
  if (eventType.startsWith('xstate.error.actor.')) return `error: ${eventType.slice('xstate.error.actor.'.length)}`;
  if (eventType.startsWith('xstate.after.') && delay !== null) {
    if (typeof delay === 'number') return `after ${delay} ms`;
    return typeof delayMs === 'number' ? `after ${delay} (${delayMs} ms)` : `after ${delay}`;
  }
  return eventType;
}

function labelOf(
  source: AnyStateNode,
  targets: AnyStateNode[],
  info: Pick<TransitionInfo, 'eventType' | 'guard' | 'delay' | 'delayMs'>,
): string {
  const to = targets.length === 0 ? '(stays)' : targets.map(statePath).join(', ');
  const guard = info.guard ? ` [${info.guard}]` : '';
  return `${statePath(source)} --${eventLabel(info)}${guard}--> ${to}`;
}

/** Every transition of the definition (root included), in definition order. */
export function transitionsOf(machine: AnyStateMachine): TransitionInfo[] {
  const out: TransitionInfo[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)]) {
    const delays = new Map<string, number | string>();
    for (const after of node.after as Array<{ eventType: string; delay: number | string }>) {
      delays.set(after.eventType, after.delay);
    }
    const groups: Array<[string, AnyTransitionDefinition[]]> = [...node.transitions.entries()];
    if (node.always) groups.push(['', node.always]);
    for (const [eventType, definitions] of groups) {
      definitions.forEach((t, index) => {
        const targets = (t.target ?? []) as AnyStateNode[];
        const delay = delays.get(eventType) ?? null;
        const impl =
          typeof delay === 'string' ? (machine.implementations.delays as Record<string, unknown>)[delay] : null;
        const delayMs = typeof impl === 'number' ? impl : null;
        const base = { eventType, guard: guardName(t), delay, delayMs };
        const words = t as { description?: string; meta?: Record<string, unknown> };
        out.push({
          ...base,
          description: words.description ?? null,
          guardDescription: base.guard ? (machineMeta(machine).guards?.[base.guard] ?? null) : null,
          meta: words.meta ?? {},
          key: transitionKey(t, index),
          source: node,
          targets,
          label: labelOf(node, targets, base),
        });
      });
    }
  }
  return out;
}

/** Key of a definition as the inspection API reports it (`@xstate.microstep` → `_transitions`). */
export function transitionKey(t: AnyTransitionDefinition, index?: number): string {
  const source = t.source as AnyStateNode;
  const eventType = t.eventType;
  const list = eventType === '' ? (source.always ?? []) : (source.transitions.get(eventType) ?? []);
  const at = index ?? list.indexOf(t);
  return `${source.id}|${eventType === '' ? 'always' : eventType}|${at}`;
}
