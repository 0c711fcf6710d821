/**
 * What changed in the machines between two trees (docs/decisions/0143-machine-lint-and-diff.md): states and
 * transitions added and removed per machine, and the scenarios whose steps differ.
 */
import { stateNodesOf } from '../../machines/testing/graph.js';
import { statePath, transitionsOf } from '../../machines/testing/transitions.js';
import type { DiscoveredMachine } from './discover.js';
import { eventText } from '../../machines/testing/step-words.js';
import { happyScenario, type Scenario, scenarios } from './scenarios.js';

export interface MachineDiff {
  machine: string;
  status: 'added' | 'removed' | 'changed';
  states: { added: string[]; removed: string[] };
  transitions: { added: string[]; removed: string[] };
  scenarios: { changed: string[]; added: string[]; removed: string[] };
}

const steps = (s: Scenario) => [s.start, ...s.steps.map((x) => `${eventText(x.event)} → ${x.state}`)].join(' | ');

function scenarioTexts(found: DiscoveredMachine | undefined): Map<string, string> {
  if (!found) return new Map();
  const out = new Map(scenarios(found).map((s) => [`to ${s.title}`, steps(s)]));
  const happy = happyScenario(found);
  if (happy) out.set('happy path', steps(happy));
  return out;
}

const minus = (a: Iterable<string>, b: Set<string>) => [...a].filter((x) => !b.has(x));

export function diffMachines(before: DiscoveredMachine[], after: DiscoveredMachine[]): MachineDiff[] {
  const names = [...new Set([...before, ...after].map((m) => m.name))].sort();
  const out: MachineDiff[] = [];
  for (const name of names) {
    const old = before.find((m) => m.name === name);
    const now = after.find((m) => m.name === name);
    const statesOf = (m?: DiscoveredMachine) => new Set(m ? stateNodesOf(m.machine).map(statePath) : []);
    const transitionsOfM = (m?: DiscoveredMachine) => new Set(m ? transitionsOf(m.machine).map((t) => t.label) : []);
    const [s0, s1, t0, t1] = [statesOf(old), statesOf(now), transitionsOfM(old), transitionsOfM(now)];
    const [c0, c1] = [scenarioTexts(old), scenarioTexts(now)];
    const diff: MachineDiff = {
      machine: name,
      status: !old ? 'added' : !now ? 'removed' : 'changed',
      states: { added: minus(s1, s0), removed: minus(s0, s1) },
      transitions: { added: minus(t1, t0), removed: minus(t0, t1) },
      scenarios: {
        changed: [...c1.keys()].filter((k) => c0.has(k) && c0.get(k) !== c1.get(k)),
        added: minus(c1.keys(), new Set(c0.keys())),
        removed: minus(c0.keys(), new Set(c1.keys())),
      },
    };
    const counts = [diff.states, diff.transitions, diff.scenarios].flatMap((g) => Object.values(g)).flat().length;
    if (counts > 0) out.push(diff);
  }
  return out;
}

export function diffMarkdown(diffs: MachineDiff[], from: string): string {
  if (diffs.length === 0) return `No machine changed since ${from}.\n`;
  const out = [`# Machines changed since ${from}`, ''];
  for (const d of diffs) {
    out.push(`## ${d.machine} (${d.status})`);
    const list = (title: string, items: string[]) => {
      if (items.length) out.push(`${title}:`, ...items.map((x) => `  ${x}`));
    };
    list('States', [...d.states.added.map((x) => `+ ${x}`), ...d.states.removed.map((x) => `- ${x}`)]);
    list('Transitions', [...d.transitions.added.map((x) => `+ ${x}`), ...d.transitions.removed.map((x) => `- ${x}`)]);
    list('Scenarios', [
      ...d.scenarios.added.map((x) => `+ ${x}`),
      ...d.scenarios.removed.map((x) => `- ${x}`),
      ...d.scenarios.changed.map((x) => `~ ${x}`),
    ]);
    out.push('');
  }
  return out.join('\n');
}
