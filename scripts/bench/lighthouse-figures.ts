// The targets of docs/targets.md P2/P3 and the arithmetic of the Lighthouse bench.

export const TARGETS = { score: 95, lcp: 1200, tbt: 100, cls: 0.02 } as const;

export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export const verdict = (ok: boolean) => (ok ? 'ok  ' : 'MISS');
