/**
 * The shortest path to each state as a readable scenario ("Given … when 'consent.acceptAll' … then decided"),
 * computed with the same graph options the machine's test walks.
 */
import type { AnyMachineSnapshot, EventObject, StateValue } from 'xstate';
import { inputsOf, shortestPaths } from '../../machines/testing/graph.js';
import type { DiscoveredMachine } from './discover.js';

/** 'banner.undecided'; parallel regions joined with ' + '. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  return Object.entries(value)
    .map(([key, sub]) => {
      if (sub === undefined || (typeof sub === 'object' && Object.keys(sub).length === 0)) return key;
      const inner = stateName(sub as StateValue);
      return inner.includes(' + ') ? `${key}.(${inner})` : `${key}.${inner}`;
    })
    .join(' + ');
}

function eventText(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  const fields = Object.entries(payload).map(([key, value]) => `${key} ${JSON.stringify(value)}`);
  let name = `'${type}'`;
  if (type.startsWith('xstate.done.actor.')) name = `actor '${type.slice(18)}' finishes`;
  else if (type.startsWith('xstate.error.actor.')) name = `actor '${type.slice(19)}' fails`;
  else if (type.startsWith('xstate.after.')) name = `the delay '${type.slice(13).split('.')[0]}' passes`;
  return fields.length ? `${name} with ${fields.join(', ')}` : name;
}

export interface Scenario {
  target: string;
  text: string;
}

/** One scenario per state value (the shortest, first input first), in order of increasing length. */
export function scenarios(found: DiscoveredMachine): Scenario[] {
  const best = new Map<string, { weight: number; text: string }>();
  for (const input of inputsOf(found.graph)) {
    for (const path of shortestPaths(found.machine, found.graph, input)) {
      const target = stateName((path.state as AnyMachineSnapshot).value);
      const steps = path.steps;
      if ((best.get(target)?.weight ?? Infinity) <= steps.length) continue;
      const first = steps[0]?.state as AnyMachineSnapshot | undefined;
      const given = `Given ${input === undefined ? '' : `input ${JSON.stringify(input)}, `}the machine starts in *${first ? stateName(first.value) : target}*`;
      const whens = steps
        .slice(1)
        .map((step) => `when ${eventText(step.event)} then *${stateName((step.state as AnyMachineSnapshot).value)}*`);
      best.set(target, { weight: steps.length, text: `${[given, ...whens].join('; ')}.` });
    }
  }
  return [...best.entries()]
    .sort(([a, x], [b, y]) => x.weight - y.weight || a.localeCompare(b))
    .map(([target, { text }]) => ({ target, text }));
}
