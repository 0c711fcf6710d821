/**
 * docs/machines/paths/<machine>.json: the scenarios of a machine as the flow explorer shows them beside a state
 * (docs/decisions/0170-flow-explorer.md): the happy path, the shortest way to each state and the cover paths of
 * `npm run machines:paths`, each step in words with the state it leads to. Generated with the diagrams.
 */
import type { EventObject } from 'xstate';
import { eventText, valueText } from '../../machines/testing/step-words.js';
import type { DiscoveredMachine } from './discover.js';
import { machinePaths } from './paths.js';
import { happyScenario, scenarios } from './scenarios.js';

export interface ExplorerScenario {
  title: string;
  kind: 'happy' | 'shortest' | 'cover';
  /** The input in a few words, empty for a machine without input. */
  input: string;
  start: string;
  steps: Array<{ text: string; state: string }>;
}

export interface ExplorerPaths {
  machine: string;
  scenarios: ExplorerScenario[];
}

type Steps = Array<{ event: EventObject; state: string }>;

const scenario = (title: string, kind: ExplorerScenario['kind'], input: unknown, start: string, steps: Steps) => ({
  title,
  kind,
  input: input === undefined ? '' : valueText(input),
  start,
  steps: steps.map((step) => ({ text: eventText(step.event), state: step.state })),
});

export function explorerPaths(found: DiscoveredMachine): ExplorerPaths {
  const out: ExplorerScenario[] = [];
  const happy = happyScenario(found);
  if (happy) out.push(scenario('Happy path', 'happy', happy.input, happy.start, happy.steps));
  for (const s of scenarios(found))
    out.push(scenario(`Shortest way to ${s.title}`, 'shortest', s.input, s.start, s.steps));
  const cover = machinePaths(found, 'cover', 12);
  cover.paths.forEach((p, i) => {
    out.push(scenario(`Cover path ${i + 1} of ${cover.paths.length}`, 'cover', p.input, p.start, p.steps));
  });
  return { machine: found.name, scenarios: out };
}
