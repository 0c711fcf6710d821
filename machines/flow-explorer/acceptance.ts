/**
 * Acceptance scenarios saved from the flow explorer (docs/qa-paths.md, docs/decisions/0170-flow-explorer.md): a path
 * clicked through, under a name, in `machines/<area>/<machine>.scenarios.json`. The file is plain JSON a journey
 * harness reads: the events are the machine's own, whole, and each step says the state it must lead to.
 */
import type { EventObject } from 'xstate';
import { type FlowEntry, snapshotOf, type Trail, type TrailStart, type TrailStep } from './stepper.js';
import { stateName } from '../testing/step-words.js';

export interface AcceptanceScenario {
  name: string;
  /** The machine's input (absent for a machine without one). */
  input?: unknown;
  /** Present when the context was edited by hand: the walk starts there, so only a unit replay can follow it. */
  start?: TrailStart;
  steps: TrailStep[];
}

export interface AcceptanceFile {
  machine: string;
  scenarios: AcceptanceScenario[];
}

export const acceptanceFileName = (machine: string) => `${machine}.scenarios.json`;

export function scenarioOf(trail: Trail, name: string): AcceptanceScenario {
  return {
    name: name.trim(),
    ...(trail.input === undefined ? {} : { input: trail.input }),
    ...(trail.start ? { start: trail.start } : {}),
    steps: trail.steps.map((step) => ({ event: step.event, state: step.state })),
  };
}

export function trailOf(machine: string, scenario: AcceptanceScenario): Trail {
  return { machine, input: scenario.input, start: scenario.start ?? null, steps: scenario.steps };
}

/** The machine's file with the scenario added, or replacing the one of the same name. */
export function withScenario(files: AcceptanceFile[], machine: string, scenario: AcceptanceScenario): AcceptanceFile[] {
  const file = files.find((f) => f.machine === machine) ?? { machine, scenarios: [] };
  const next = { machine, scenarios: [...file.scenarios.filter((s) => s.name !== scenario.name), scenario] };
  return [...files.filter((f) => f.machine !== machine), next];
}

/** The file as written to disk: two-space JSON with a final newline, so a saved file diffs cleanly. */
export const acceptanceText = (file: AcceptanceFile) => `${JSON.stringify(file, null, 2)}\n`;

/** Replays a scenario on the machine; the problems (a refused event, a different state), none when it still holds. */
export function replayProblems(entry: FlowEntry, scenario: AcceptanceScenario): string[] {
  const problems: string[] = [];
  let trail = trailOf(entry.name, { ...scenario, steps: [] });
  for (const [i, step] of scenario.steps.entries()) {
    trail = { ...trail, steps: [...trail.steps, step] };
    let state: string;
    try {
      state = stateName(snapshotOf(entry, trail).value);
    } catch (error) {
      problems.push(`step ${i + 1} (${step.event.type}): ${(error as Error).message}`);
      break;
    }
    if (state !== step.state) problems.push(`step ${i + 1} (${step.event.type}): leads to ${state}, not ${step.state}`);
  }
  return problems;
}

/** Reads a scenarios file; throws a readable error when it is not one. */
export function parseAcceptanceFile(text: string): AcceptanceFile {
  const data = JSON.parse(text) as Partial<AcceptanceFile>;
  const stepOk = (s: Partial<TrailStep>) => typeof (s.event as EventObject | undefined)?.type === 'string';
  const ok =
    typeof data.machine === 'string' &&
    Array.isArray(data.scenarios) &&
    data.scenarios.every((s) => typeof s.name === 'string' && Array.isArray(s.steps) && s.steps.every(stepOk));
  if (!ok)
    throw new Error(
      'not a scenarios file: { machine, scenarios: [{ name, input?, start?, steps: [{ event, state }] }] }',
    );
  return data as AcceptanceFile;
}
