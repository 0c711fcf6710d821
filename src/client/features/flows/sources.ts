/**
 * What the flow explorer shows, gathered at build time by Vite (docs/decisions/0170-flow-explorer.md): every machine
 * with its graph options, the acceptance scenarios saved beside them, and, loaded when a machine is opened, its
 * diagram (docs/machines/<name>.svg) and its scenarios (docs/machines/paths/<name>.json). The same module feeds
 * /admin/tokovi and the static site of `npm run flows`.
 */
import type { AcceptanceFile } from '@machines/flow-explorer/acceptance.js';
import { catalogueOf } from '@machines/flow-explorer/catalogue.js';
import type { GraphOptions } from '@machines/testing/graph.js';

export interface PathsStep {
  text: string;
  state: string;
}

export interface PathsScenario {
  title: string;
  kind: 'happy' | 'shortest' | 'cover';
  input: string;
  start: string;
  steps: PathsStep[];
}

const machineModules = import.meta.glob<Record<string, unknown>>(
  ['/machines/**/*.machine.ts', '!/machines/flow-explorer/**'],
  { eager: true },
);
const graphModules = import.meta.glob<GraphOptions>(['/machines/**/*.graph.ts', '!/machines/flow-explorer/**'], {
  eager: true,
  import: 'graphOptions',
});
const acceptanceModules = import.meta.glob<AcceptanceFile>('/machines/**/*.scenarios.json', {
  eager: true,
  import: 'default',
});
const svgLoaders = import.meta.glob<string>('/docs/machines/*.svg', { query: '?raw', import: 'default' });
const pathLoaders = import.meta.glob<{ scenarios: PathsScenario[] }>('/docs/machines/paths/*.json', {
  import: 'default',
});

export const flowCatalogue = catalogueOf(machineModules, graphModules);
export const acceptanceFiles = Object.values(acceptanceModules);

const svgs = new Map<string, Promise<string>>();
const paths = new Map<string, Promise<PathsScenario[]>>();

/** The machine's diagram; the same promise every time, for React's use(). */
export function diagramOf(name: string): Promise<string> {
  let found = svgs.get(name);
  if (!found) {
    const load = svgLoaders[`/docs/machines/${name}.svg`];
    found = load ? load() : Promise.resolve('');
    svgs.set(name, found);
  }
  return found;
}

/** The machine's generated scenarios; the same promise every time, for React's use(). */
export function scenariosOf(name: string): Promise<PathsScenario[]> {
  let found = paths.get(name);
  if (!found) {
    const load = pathLoaders[`/docs/machines/paths/${name}.json`];
    found = load ? load().then((data) => data.scenarios) : Promise.resolve([]);
    paths.set(name, found);
  }
  return found;
}

/** Finds the screenshot of a machine's state ('<machine>/<state>.jpg'), trying each candidate name in turn. */
export type ScreenFinder = (machine: string, states: string[]) => string | null;
