/**
 * Pure helpers of the filter machine: a filter query is attribute code -> "m,l" | "yes" | "no" | "10-50" (value
 * slugs; an old link's ids until the page rewrites them: docs/decisions/0235-filter-value-slugs.md).
 */
export type FilterDraft = Record<string, string>;

/**
 * Adds or removes one value of a multi-value filter, named by its slug; `alias` (the value's id) takes off the
 * same value still written as an old link's id. An emptied filter disappears.
 */
export function toggleValue(draft: FilterDraft, code: string, value: string, alias?: string): FilterDraft {
  const tokens = (draft[code] ?? '').split(',').filter(Boolean);
  const chosen = tokens.some((t) => t === value || t === alias);
  const next = chosen ? tokens.filter((t) => t !== value && t !== alias) : [...tokens, value];
  return setValue(draft, code, next.length ? next.join(',') : null);
}

export function setValue(draft: FilterDraft, code: string, value: string | null): FilterDraft {
  const next = { ...draft };
  if (value === null || value === '') delete next[code];
  else next[code] = value;
  return next;
}

/** A slider range, left out when it covers the whole span (nothing is filtered) or is 0-0. */
export function rangeValue(min: number, max: number, bounds: { min: number; max: number }): string | null {
  const low = Math.min(min, max);
  const high = Math.max(min, max);
  if (low === 0 && high === 0) return null;
  if (low <= bounds.min && high >= bounds.max) return null;
  return `${round(low)}-${round(high)}`;
}

const round = (n: number) => Math.round(n * 100) / 100;

export function sameFilters(a: FilterDraft, b: FilterDraft): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

export function toggled(list: readonly string[], item: string): string[] {
  return list.includes(item) ? list.filter((x) => x !== item) : [...list, item].sort();
}
