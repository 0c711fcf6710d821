/**
 * A step of a path in words, shared by the generated docs, `npm run machines:paths` and the flow explorer
 * (docs/decisions/0141-complete-machine-diagrams.md): the state as 'banner.undecided', an event with the payload that
 * matters ("`card.apply` 385000000017"), a service's answer or failure, a delay.
 */
import type { EventObject, StateValue } from 'xstate';

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

/** A payload value in a few words: what a tester types or checks, not the whole object. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (typeof value === 'string') return /^\S+$/.test(value) && value.length <= 40 ? value : JSON.stringify(value);
  if (typeof value !== 'object') return String(value);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  const record = value as Record<string, unknown>;
  for (const key of ['code', 'number', 'name', 'id', 'status']) {
    if (typeof record[key] === 'string' || typeof record[key] === 'number') return `${key} ${record[key]}`;
  }
  // Set scalars (words first), then the names of the nested parts: 'loggedIn=false, draft'.
  const entries = Object.entries(record).filter(([, v]) => v !== null && v !== undefined);
  const scalars = entries.filter(([, v]) => typeof v !== 'object');
  scalars.sort(([, a], [, b]) => Number(typeof b === 'string') - Number(typeof a === 'string'));
  const nested = entries.filter(([, v]) => typeof v === 'object').map(([k]) => k);
  const parts = [...scalars.slice(0, 3).map(([k, v]) => `${k}=${valueText(v)}`), ...nested.slice(0, 3)];
  return parts.length ? parts.join(', ') : '{}';
}

/** One step in words: `card.apply` 385000000017, `loadCheckout` answers (…), after `stepSwitch`. */
export function eventText(event: EventObject): string {
  const { type, ...payload } = event as EventObject & Record<string, unknown>;
  if (type.startsWith('xstate.done.actor.')) {
    const output = 'output' in payload ? ` (${valueText(payload.output)})` : '';
    return `\`${type.slice(18)}\` answers${output}`;
  }
  if (type.startsWith('xstate.error.actor.')) {
    const error = 'error' in payload ? ` (${valueText(payload.error)})` : '';
    return `\`${type.slice(19)}\` fails${error}`;
  }
  if (type.startsWith('xstate.after.')) return `after \`${type.slice(13).split('.')[0]}\``;
  const fields = Object.entries(payload);
  if (fields.length === 0) return `\`${type}\``;
  if (fields.length === 1) return `\`${type}\` ${valueText(fields[0]![1])}`;
  return `\`${type}\` ${fields.map(([k, v]) => `${k}=${valueText(v)}`).join(', ')}`;
}
