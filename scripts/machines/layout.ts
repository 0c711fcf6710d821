/**
 * Lays a machine definition out with elkjs (layered, top-down, nested states as compound nodes). Pure
 * computation in Node: no browser, no network, and the same input gives the same coordinates. What is drawn
 * comes from drawing.ts; the initial state is put in the first layer, the happy path is held on one straight
 * line by invisible spine edges of high priority, and failure and retry edges get no say in the direction
 * (docs/decisions/0141-complete-machine-diagrams.md).
 */
import ELK, { type ElkExtendedEdge, type ElkNode } from 'elkjs/lib/elk.bundled.js';
import type { AnyStateMachine } from 'xstate';
import { initialChildOf, type AnyStateNode } from '../../machines/testing/graph.js';
import { ANY_STATE, drawingOf, type Drawing, type EdgeKind, transitionLines } from './drawing.js';

export const FONT = { state: 13, label: 11, loop: 11 };
export const LINE = { label: FONT.label + 3, loop: FONT.loop + 5 };
/** Rough advance widths of the sans-serif font used in the SVG; generous so text never overflows. */
export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.6);

export interface LoopLine {
  /** Transition key (machines/testing/transitions.ts). */
  key: string;
  text: string;
}

export interface LaidOutNode {
  id: string;
  kind: 'state' | 'compound' | 'initial' | 'any';
  name: string;
  final: boolean;
  happy: boolean;
  /** Transitions that stay in this state, listed under its name. */
  loops: LoopLine[];
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface LaidOutEdge {
  id: string;
  /** Transition key, or null for the initial-state arrow. */
  key: string | null;
  kind: EdgeKind | 'initial';
  points: Array<{ x: number; y: number }>;
  label?: { lines: string[]; x: number; y: number; width: number; height: number };
}

export interface Layout {
  width: number;
  height: number;
  nodes: LaidOutNode[];
  edges: LaidOutEdge[];
}

const initialId = (node: AnyStateNode) => `__initial__${node.id}`;
const children = (node: AnyStateNode) => Object.values(node.states) as AnyStateNode[];

function loopLines(drawing: Drawing, owner: string): LoopLine[] {
  return drawing.loops
    .filter((loop) => loop.owner === owner)
    .map((loop) => ({ key: loop.transition.key, text: `↻ ${transitionLines(loop.transition).join(' — ')}` }));
}

const loopsWidth = (loops: LoopLine[]) => Math.max(0, ...loops.map((l) => textWidth(l.text, FONT.loop) + 24));

function elkNode(node: AnyStateNode, drawing: Drawing, edges: ElkExtendedEdge[]): ElkNode {
  const loops = loopLines(drawing, node.id);
  const kids = children(node);
  if (kids.length === 0) {
    return {
      id: node.id,
      width: Math.max(90, textWidth(node.key, FONT.state) + 28, loopsWidth(loops)),
      height: 36 + loops.length * LINE.loop,
    };
  }
  const happyOrder = (kid: AnyStateNode) => {
    const at = drawing.happyPath.findIndex((id) => id === kid.id || id.startsWith(`${kid.id}.`));
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  // Happy-path states first, in their order, so the model order the layout keeps is the journey's.
  const ordered = kids.map((kid, i) => ({ kid, i })).sort((a, b) => happyOrder(a.kid) - happyOrder(b.kid) || a.i - b.i);
  const out: ElkNode = {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${40 + loops.length * LINE.loop},left=20,bottom=20,right=20]`,
      'elk.nodeSize.minimum': `(${loopsWidth(loops) + 20}, 60)`,
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
    },
    children: ordered.map(({ kid }) => elkNode(kid, drawing, edges)),
  };
  const initial = initialChildOf(node);
  if (initial) {
    out.children!.unshift({
      id: initialId(node),
      width: 14,
      height: 14,
      layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
    });
    edges.push({ id: `init:${node.id}`, sources: [initialId(node)], targets: [initial.id] });
  }
  return out;
}

const PRIORITY: Record<EdgeKind, string> = { happy: '10', normal: '1', failure: '0', retry: '0' };

export async function layoutMachine(machine: AnyStateMachine): Promise<Layout> {
  const drawing = drawingOf(machine);
  const edges: ElkExtendedEdge[] = [];
  const root = elkNode(machine.root as AnyStateNode, drawing, edges);
  root.layoutOptions = {};
  const anyLoops = loopLines(drawing, ANY_STATE);
  if (drawing.hasAnyState) {
    root.children!.push({
      id: ANY_STATE,
      width: Math.max(120, loopsWidth(anyLoops)),
      height: 36 + anyLoops.length * LINE.loop,
      layoutOptions: { 'elk.layered.layering.layerConstraint': 'FIRST' },
    });
  }
  // The spine: consecutive happy-path states, one above the other.
  drawing.happyPath.slice(1).forEach((id, i) => {
    edges.push({
      id: `spine${i}`,
      sources: [drawing.happyPath[i]!],
      targets: [id],
      layoutOptions: { 'elk.layered.priority.straightness': '50', 'elk.layered.priority.direction': '50' },
    });
  });
  drawing.edges.forEach((edge, i) => {
    const lines = transitionLines(edge.transition);
    edges.push({
      id: `t${i}`,
      sources: [edge.source],
      targets: [edge.target],
      labels: [
        {
          text: lines.join('\n'),
          width: Math.max(...lines.map((l) => textWidth(l, FONT.label))) + 8,
          height: lines.length * LINE.label + 4,
          layoutOptions: { 'elk.edgeLabels.placement': 'TAIL' },
        },
      ],
      layoutOptions: {
        'elk.layered.priority.direction': PRIORITY[edge.kind],
        'elk.layered.priority.straightness': PRIORITY[edge.kind],
      },
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
    'elk.layered.cycleBreaking.strategy': 'MODEL_ORDER',
    'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
    'elk.layered.nodePlacement.strategy': 'BRANDES_KOEPF',
    'elk.layered.nodePlacement.bk.fixedAlignment': 'BALANCED',
    'elk.edgeLabels.inline': 'false',
    'elk.randomSeed': '1',
  };
  const laid = await new ELK().layout(root);
  return flatten(laid, machine, drawing);
}

function flatten(laid: ElkNode, machine: AnyStateMachine, drawing: Drawing): Layout {
  const offsets = new Map<string, { x: number; y: number }>();
  const nodes: LaidOutNode[] = [];
  const byId = new Map<string, AnyStateNode>();
  const index = (node: AnyStateNode) => {
    byId.set(node.id, node);
    children(node).forEach(index);
  };
  index(machine.root as AnyStateNode);
  const happy = new Set(drawing.happyPath);
  const visit = (node: ElkNode, ox: number, oy: number, isRoot: boolean) => {
    const x = ox + (node.x ?? 0);
    const y = oy + (node.y ?? 0);
    offsets.set(node.id, { x, y });
    const state = byId.get(node.id);
    if (!isRoot) {
      const kind = node.id.startsWith('__initial__')
        ? 'initial'
        : node.id === ANY_STATE
          ? 'any'
          : node.children?.length
            ? 'compound'
            : 'state';
      nodes.push({
        id: node.id,
        kind,
        name: kind === 'any' ? 'any state' : (state?.key ?? ''),
        final: state?.type === 'final',
        happy: happy.has(node.id),
        loops: kind === 'initial' ? [] : loopLines(drawing, node.id),
        x,
        y,
        width: node.width ?? 0,
        height: node.height ?? 0,
      });
    }
    for (const child of node.children ?? []) visit(child, x, y, false);
  };
  visit(laid, 0, 0, true);
  const edges: LaidOutEdge[] = [];
  for (const edge of laid.edges ?? []) {
    if (edge.id.startsWith('spine')) continue;
    const container = (edge as { container?: string }).container ?? laid.id;
    const o = offsets.get(container) ?? { x: 0, y: 0 };
    const points = (edge.sections ?? []).flatMap((s) => [s.startPoint, ...(s.bendPoints ?? []), s.endPoint]);
    const label = edge.labels?.[0];
    const drawn = edge.id.startsWith('t') ? drawing.edges[Number(edge.id.slice(1))] : undefined;
    edges.push({
      id: edge.id,
      key: drawn?.transition.key ?? null,
      kind: drawn?.kind ?? 'initial',
      points: points.map((p) => ({ x: p.x + o.x, y: p.y + o.y })),
      ...(label
        ? {
            label: {
              lines: (label.text ?? '').split('\n'),
              x: (label.x ?? 0) + o.x,
              y: (label.y ?? 0) + o.y,
              width: label.width ?? 0,
              height: label.height ?? 0,
            },
          }
        : {}),
    });
  }
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
}
