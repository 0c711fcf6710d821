import { snapshotGraphs } from '../../../machines/testing/snapshot-graph.js';
import { statePath, transitionsOf } from '../../../machines/testing/transitions.js';
import type { DiscoveredMachine } from '../../../scripts/machines/discover.js';

/**
 * Which transitions of the shop's machines the e2e journeys take (docs/flow-coverage.md,
 * docs/decisions/0166-e2e-flow-coverage.md): per machine, every transition of its definition, whether the unit
 * walk reaches it, and the journeys whose browser took it. The shape of coverage.json is documented there.
 */

/** The seven flows the acceptance figure counts. */
export const SEVEN_FLOWS = [
  'checkout',
  'cart-session',
  'auth',
  'consent',
  'membership-card',
  'wishlist',
  'order-look-up',
] as const;

/** One journey (a Playwright test that passed) and the transition keys its browser took. */
export interface JourneyRecord {
  /** The spec file, relative to tests/e2e. */
  file: string;
  title: string;
  taken: string[];
}

export interface TransitionCoverage {
  /** `<source id>|<event type or 'always'>|<index>` (machines/testing/transitions.ts). */
  key: string;
  label: string;
  source: string;
  event: string;
  targets: string[];
  description: string | null;
  /** Reached by the snapshot walk over the machine's sample events (machines/testing/snapshot-graph.ts). */
  unitWalk: boolean;
  /** Ids of the journeys (`<file> › <title>`) that took it. */
  journeys: string[];
}

export interface Figure {
  taken: number;
  total: number;
  percent: number;
}

export interface MachineCoverage {
  /** The docs' name (`cart-session`). */
  name: string;
  /** The machine's id (`cartSession`). */
  id: string;
  file: string;
  figure: Figure;
  transitions: TransitionCoverage[];
}

export interface CoverageJson {
  generated: string;
  flows: readonly string[];
  summary: { flows: Figure; all: Figure };
  machines: MachineCoverage[];
  journeys: Record<string, JourneyRecord>;
}

export const journeyId = (j: Pick<JourneyRecord, 'file' | 'title'>) => `${j.file} › ${j.title}`;

const figure = (taken: number, total: number): Figure => ({
  taken,
  total,
  percent: total === 0 ? 100 : Math.round((taken / total) * 1000) / 10,
});

/** The transition keys the snapshot walk of the machine's sample events reaches, over every input. */
function unitWalked(found: DiscoveredMachine): Set<string> {
  const keys = new Set<string>();
  for (const graph of snapshotGraphs(found.machine, found.graph)) {
    for (const key of graph.initialKeys) keys.add(key);
    for (const node of graph.nodes.values()) for (const edge of node.edges) for (const k of edge.keys) keys.add(k);
  }
  return keys;
}

export function buildCoverage(machines: DiscoveredMachine[], journeys: Record<string, JourneyRecord>): CoverageJson {
  const takers = new Map<string, string[]>();
  for (const [id, journey] of Object.entries(journeys).sort(([a], [b]) => a.localeCompare(b))) {
    for (const key of new Set(journey.taken)) takers.set(key, [...(takers.get(key) ?? []), id]);
  }
  const out: MachineCoverage[] = machines.map((found) => {
    const walked = unitWalked(found);
    const transitions = transitionsOf(found.machine).map((t) => ({
      key: t.key,
      label: t.label,
      source: statePath(t.source),
      event: t.eventType === '' ? 'always' : t.eventType,
      targets: t.targets.map(statePath),
      description: t.description,
      unitWalk: walked.has(t.key),
      journeys: takers.get(t.key) ?? [],
    }));
    const taken = transitions.filter((t) => t.journeys.length > 0).length;
    return {
      name: found.name,
      id: found.machine.id,
      file: found.file,
      figure: figure(taken, transitions.length),
      transitions,
    };
  });
  const sum = (list: MachineCoverage[]) =>
    figure(
      list.reduce((n, m) => n + m.figure.taken, 0),
      list.reduce((n, m) => n + m.figure.total, 0),
    );
  const flows = out.filter((m) => (SEVEN_FLOWS as readonly string[]).includes(m.name));
  return {
    generated: new Date().toISOString(),
    flows: SEVEN_FLOWS,
    summary: { flows: sum(flows), all: sum(out) },
    machines: out,
    journeys,
  };
}
