/**
 * Lays a machine definition out with elkjs (layered, top-down, nested states as compound nodes). Pure
 * computation in Node: no browser, no network, and the same input gives the same coordinates.
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { initialChildOf, type AnyStateNode } from '../../machines/testing/graph.js';
import { transitionsOf } from '../../machines/testing/transitions.js';
import { transitionText } from './mermaid.js';

export const FONT = { state: 13, label: 11 };
/** Rough advance widths of the sans-serif font used in the SVG; generous so text never overflows. */
export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.6);

export interface LaidOutNode {
  id: string;
  kind: 'state' | 'compound' | 'initial';
  name: string;
  final: boolean;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutEdge {
  id: string;
  points: Array<{ x: number; y: number }>;
  label?: { text: string; x: number; y: number; width: number; height: number };
}

export interface Layout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

const initialId = (node: AnyStateNode) => `__initial__${node.id}`;
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

function elkNode(node: AnyStateNode, edges: ElkExtendedEdge[]): ElkNode {
  const kids = children(node);
  if (kids.length === 0) {
    return { id: node.id, width: Math.max(90, textWidth(node.key, FONT.state) + 28), height: 36 };
  }
  const out: ElkNode = {
    id: node.id,
    layoutOptions: { 'elk.padding': '[top=40,left=20,bottom=20,right=20]' },
    children: kids.map((kid) => elkNode(kid, edges)),
  };
  const initial = initialChildOf(node);
  if (initial) {
    out.children!.unshift({ id: initialId(node), width: 14, height: 14 });
    edges.push({ id: `init:${node.id}`, sources: [initialId(node)], targets: [initial.id] });
  }
  return out;
}

export async function layoutMachine(machine: AnyStateMachine): Promise<Layout> {
  const edges: ElkExtendedEdge[] = [];
  const root = elkNode(machine.root as AnyStateNode, edges);
  transitionsOf(machine)
    .filter((t) => t.source !== machine.root)
    .forEach((t, i) => {
      const text = transitionText(t);
      (t.targets.length ? t.targets : [t.source]).forEach((target, j) => {
        edges.push({
          id: `t${i}_${j}`,
          sources: [t.source.id],
          targets: [target.id],
          labels: [{ text, width: textWidth(text, FONT.label) + 8, height: FONT.label + 6 }],
        });
      });
    });
  root.edges = edges;
  root.layoutOptions = {
    'elk.algorithm': 'layered',
    'elk.direction': 'DOWN',
    'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
    'elk.padding': '[top=20,left=20,bottom=20,right=20]',
    'elk.spacing.nodeNode': '36',
    'elk.layered.spacing.nodeNodeBetweenLayers': '44',
    'elk.spacing.edgeLabel': '4',
    'elk.randomSeed': '1',
  };
  const laid = await new ELK().layout(root);
  return flatten(laid, machine);
}

function flatten(laid: ElkNode, machine: AnyStateMachine): Layout {
  const offsets = new Map<string, { x: number; y: number }>();
  const nodes: LaidOutNode[] = [];
  const byId = new Map<string, AnyStateNode>();
  const index = (node: AnyStateNode) => {
    byId.set(node.id, node);
    children(node).forEach(index);
  };
  index(machine.root as AnyStateNode);
  const visit = (node: ElkNode, ox: number, oy: number, isRoot: boolean) => {
    const x = ox + (node.x ?? 0);
    const y = oy + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (!isRoot) {
      nodes.push({
        id: node.id,
        kind: node.id.startsWith('__initial__') ? 'initial' : node.children?.length ? 'compound' : 'state',
        name: state?.key ?? '',
        final: state?.type === 'final',
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
    }
    for (const child of node.children ?? []) visit(child, x, y, false);
  };
  visit(laid, 0, 0, true);
  const edges = (laid.edges ?? []).map((edge) => {
    const container = (edge as { container?: string }).container ?? laid.id;
    const o = offsets.get(container) ?? { x: 0, y: 0 };
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = edge.labels?.[0];
    return {
      id: edge.id,
      points: points.map((p) => ({ x: p.x + o.x, y: p.y + o.y })),
      ...(label
        ? {
            label: {
              text: label.text ?? '',
              x: (label.x ?? 0) + o.x,
              y: (label.y ?? 0) + o.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
            },
          }
        : {}),
    };
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
}
