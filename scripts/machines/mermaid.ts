/** A Mermaid `stateDiagram-v2` of a machine definition: nested states as blocks, guards in brackets. */
import type { AnyStateMachine } from 'xstate';
import { initialChildOf, type AnyStateNode } from '../../machines/testing/graph.js';
import { eventLabel, transitionsOf, type TransitionInfo } from '../../machines/testing/transitions.js';

const mermaidId = (node: AnyStateNode) => node.path.join('_').replace(/[^A-Za-z0-9_]/g, '_');
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

/** The deepest compound node containing both ends: where Mermaid must declare the transition. */
function commonParent(a: AnyStateNode, b: AnyStateNode): AnyStateNode {
  const ancestors = new Set<AnyStateNode>();
  for (let n: AnyStateNode | undefined = a.parent; n; n = n.parent) ancestors.add(n);
  for (let n: AnyStateNode | undefined = b.parent; n; n = n.parent) if (ancestors.has(n)) return n;
  return a.machine.root as AnyStateNode;
}

export function transitionText(t: TransitionInfo): string {
  const label = eventLabel(t).replace(/:/g, '');
  return t.guard ? `${label} [${t.guard}]` : label;
}

export function mermaidDiagram(machine: AnyStateMachine): string {
  const transitions = transitionsOf(machine).filter((t) => t.source !== machine.root);
  const byParent = new Map<AnyStateNode, string[]>();
  for (const t of transitions) {
    for (const target of t.targets.length ? t.targets : [t.source]) {
      const parent = commonParent(t.source, target);
      const lines = byParent.get(parent) ?? [];
      lines.push(`${mermaidId(t.source)} --> ${mermaidId(target)} : ${transitionText(t)}`);
      byParent.set(parent, lines);
    }
  }
  const lines: string[] = ['stateDiagram-v2'];
  const block = (node: AnyStateNode, indent: string) => {
    const initial = initialChildOf(node);
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial)}`);
    for (const child of children(node)) {
      if (children(child).length) {
        lines.push(`${indent}state ${mermaidId(child)} {`);
        block(child, `${indent}  `);
        lines.push(`${indent}}`);
      } else {
        lines.push(`${indent}state "${child.key}" as ${mermaidId(child)}`);
      }
      if (child.type === 'final') lines.push(`${indent}${mermaidId(child)} --> [*]`);
    }
    for (const line of byParent.get(node) ?? []) lines.push(`${indent}${line}`);
  };
  block(machine.root as AnyStateNode, '  ');
  return lines.join('\n');
}
