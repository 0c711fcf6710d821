/**
 * What a machine diagram draws, shared by the SVG and the Mermaid text so both show every transition
 * (docs/decisions/0141-complete-machine-diagrams.md): transitions between states are arrows, a transition that
 * stays in its state (targetless or back to itself) is a line listed under that state, and transitions declared on
 * the machine's root start from one 'any state' box. Each carries its words: the event, the guard's plain words and
 * the transition's description.
 */
import type { AnyStateMachine } from 'xstate';
import { stateNodesOf, type AnyStateNode } from '../../machines/testing/graph.js';
import {
  eventLabel,
  machineMeta,
  statePath,
  transitionsOf,
  type TransitionInfo,
} from '../../machines/testing/transitions.js';

/** Id of the box that stands for the machine's root ('from any state'). */
export const ANY_STATE = '__any_state__';

export type EdgeKind = 'happy' | 'failure' | 'retry' | 'normal';

export interface DrawnEdge {
  transition: TransitionInfo;
  /** Node id of the source: a state node's id, or ANY_STATE for the root. */
  source: string;
  target: string;
  kind: EdgeKind;
}

export interface DrawnLoop {
  transition: TransitionInfo;
  /** Node id the line is listed under (ANY_STATE for the root). */
  owner: string;
}

export interface Drawing {
  edges: DrawnEdge[];
  loops: DrawnLoop[];
  /** Node ids of the happy path in order (docs/decisions/0141): the straight line from the top. */
  happyPath: string[];
  /** Whether the root declares transitions (then the 'any state' box is drawn). */
  hasAnyState: boolean;
}

/** 'card.apply [the card number has 13 digits]': the event with the guard's words (or its name). */
export function triggerText(t: TransitionInfo): string {
  const event = eventLabel(t);
  if (!t.guard) return event;
  return `${event} [${t.guardDescription ?? t.guard}]`;
}

/** The lines drawn on an edge or under a state: the trigger, then the transition's words when it has some. */
export function transitionLines(t: TransitionInfo): string[] {
  return t.description ? [triggerText(t), t.description] : [triggerText(t)];
}

const nodeId = (machine: AnyStateMachine, node: AnyStateNode) => (node === machine.root ? ANY_STATE : node.id);

/** A node matches a happy-path entry when it is that state or inside it. */
function onEntry(node: AnyStateNode, entry: string): boolean {
  const path = statePath(node);
  return path === entry || path.startsWith(`${entry}.`);
}

/** The state a transition into `node` lands in: a parent's initial child, and so on down. */
function landing(node: AnyStateNode): AnyStateNode {
  const first = node.initial?.target?.[0] as AnyStateNode | undefined;
  return first ? landing(first) : node;
}

function kindOf(t: TransitionInfo, target: AnyStateNode, happy: string[]): EdgeKind {
  const declared = t.meta.kind;
  if (declared === 'failure' || declared === 'retry' || declared === 'happy') return declared;
  if (t.eventType.startsWith('xstate.error.actor.')) return 'failure';
  if (t.eventType === 'retry' || t.eventType.endsWith('.retry')) return 'retry';
  for (let i = 0; i + 1 < happy.length; i++) {
    // An arrow to a parent is on the happy path when the parent's initial state is the next step.
    if (onEntry(t.source, happy[i]!) && onEntry(landing(target), happy[i + 1]!)) return 'happy';
  }
  return 'normal';
}

/** The deepest state (a leaf, following initial children) a happy-path entry names. */
function happyNode(machine: AnyStateMachine, entry: string): AnyStateNode | undefined {
  return stateNodesOf(machine).find((node) => statePath(node) === entry);
}

export function drawingOf(machine: AnyStateMachine): Drawing {
  const happy = machineMeta(machine).happyPath ?? [];
  const edges: DrawnEdge[] = [];
  const loops: DrawnLoop[] = [];
  for (const t of transitionsOf(machine)) {
    const source = nodeId(machine, t.source);
    const away = t.targets.filter((target) => target !== t.source);
    if (away.length === 0) {
      loops.push({ transition: t, owner: source });
      continue;
    }
    for (const target of away) edges.push({ transition: t, source, target: target.id, kind: kindOf(t, target, happy) });
  }
  const happyPath = happy.map((entry) => {
    const node = happyNode(machine, entry);
    if (!node) throw new Error(`machine '${machine.id}': meta.happyPath names '${entry}', which is no state`);
    return node.id;
  });
  // The line starts at the machine's initial state, even when the author began the happy path after it.
  const first = machine.root.initial?.target?.[0] as AnyStateNode | undefined;
  if (happyPath.length > 0 && first && !happyPath[0]!.startsWith(first.id)) happyPath.unshift(first.id);
  const hasAnyState = edges.some((e) => e.source === ANY_STATE) || loops.some((l) => l.owner === ANY_STATE);
  return { edges, loops, happyPath, hasAnyState };
}

export interface Legend {
  delays: string[];
  services: string[];
}

/** The named delays with their milliseconds and the invoked services with the state that runs them. */
export function legendOf(machine: AnyStateMachine): Legend {
  const delays = new Map<string, string>();
  for (const t of transitionsOf(machine)) {
    if (t.delay === null) continue;
    const name = typeof t.delay === 'number' ? `${t.delay} ms` : t.delay;
    const ms = typeof t.delay === 'number' ? '' : t.delayMs !== null ? ` = ${t.delayMs} ms` : ' (computed)';
    delays.set(name, `${name}${ms}: from ${statePath(t.source)}`);
  }
  const services: string[] = [];
  for (const node of [machine.root, ...stateNodesOf(machine)] as AnyStateNode[]) {
    for (const invoke of node.invoke as Array<{ id: string; src: unknown }>) {
      const src = typeof invoke.src === 'string' ? invoke.src : 'inline';
      services.push(`${invoke.id}${src !== invoke.id ? ` (${src})` : ''}: runs in ${statePath(node)}`);
    }
  }
  return { delays: [...delays.values()], services };
}
