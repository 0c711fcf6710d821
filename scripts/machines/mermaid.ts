/**
 * A Mermaid `stateDiagram-v2` of a machine definition: nested states as blocks, the guard's words in brackets,
 * the transition's description after a dash; transitions that stay in their state are lines under it, the root's
 * start from an 'any state' box (docs/decisions/0141-complete-machine-diagrams.md).
 */
import type { AnyStateMachine } from 'xstate';
import { initialChildOf, type AnyStateNode } from '../../machines/testing/graph.js';
import type { TransitionInfo } from '../../machines/testing/transitions.js';
import { ANY_STATE, drawingOf, transitionLines } from './drawing.js';

export const ANY_STATE_MERMAID = 'any_state';
export const mermaidId = (node: AnyStateNode) => node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

/** Mermaid ends a label at ':' and ';' and reads '#' as an entity: words keep their sense without them. */
export const mermaidText = (text: string) => text.replace(/:/g, '').replace(/;/g, ',').replace(/#/g, 'no. ');

/** The words of a transition on one Mermaid line. */
export function transitionText(t: TransitionInfo): string {
  return mermaidText(transitionLines(t).join(' — '));
}

/** The deepest compound node containing both ends: where Mermaid must declare the transition. */
function commonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const ancestors = new Set<AnyStateNode>();
  for (let n: AnyStateNode | undefined = a; n; n = n.parent) ancestors.add(n);
  for (let n: AnyStateNode | undefined = b.parent; n; n = n.parent) if (ancestors.has(n)) return n;
  return a.machine.root as AnyStateNode;
}

export function mermaidDiagram(machine: AnyStateMachine): string {
  const drawing = drawingOf(machine);
  const root = machine.root as AnyStateNode;
  const byId = new Map<string, AnyStateNode>();
  const index = (node: AnyStateNode) => {
    byId.set(node.id, node);
    children(node).forEach(index);
  };
  index(root);
  const idOf = (id: string) => (id === ANY_STATE ? ANY_STATE_MERMAID : mermaidId(byId.get(id)!));
  const byParent = new Map<AnyStateNode, string[]>();
  const add = (parent: AnyStateNode, line: string) => byParent.set(parent, [...(byParent.get(parent) ?? []), line]);
  for (const edge of drawing.edges) {
    const target = byId.get(edge.target)!;
    const parent = edge.source === ANY_STATE ? root : commonParent(byId.get(edge.source)!, target);
    // A parent's transition to its own child is declared outside the parent's block.
    const where = parent.id === edge.source && parent !== root ? (parent.parent ?? root) : parent;
    add(where, `${idOf(edge.source)} --> ${idOf(edge.target)} : ${transitionText(edge.transition)}`);
  }
  const lines: string[] = ['stateDiagram-v2'];
  const loopsOf = (id: string) => drawing.loops.filter((l) => l.owner === id);
  const note = (indent: string, id: string) => {
    const loops = loopsOf(id);
    if (loops.length === 0) return;
    lines.push(`${indent}note right of ${idOf(id)}`);
    for (const loop of loops) lines.push(`${indent}  ↻ ${transitionText(loop.transition)}`);
    lines.push(`${indent}end note`);
  };
  if (drawing.hasAnyState) lines.push(`  state "any state" as ${ANY_STATE_MERMAID}`);
  const block = (node: AnyStateNode, indent: string) => {
    const initial = initialChildOf(node);
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children(node)) {
      if (children(child).length) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        block(child, `${indent}  `);
        lines.push(`${indent}}`);
        note(indent, child.id);
      } else {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
        for (const loop of loopsOf(child.id))
          lines.push(`${indent}${mermaidId(child)} : ↻ ${transitionText(loop.transition)}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
    for (const line of byParent.get(node) ?? []) lines.push(`${indent}${line}`);
  };
  block(root, '  ');
  if (drawing.hasAnyState) note('  ', ANY_STATE);
  return lines.join('\n');
}
