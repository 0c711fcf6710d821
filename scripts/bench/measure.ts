/** Latency sampling for the catalogue benchmark: warm-up, then N timed runs, reported as p50/p95 in ms. */
export interface Stats {
  p50: number;
  p95: number;
  runs: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

export async function measure(run: (i: number) => Promise<unknown>, runs: number, warmup = 20): Promise<Stats> {
  for (let i = 0; i < warmup; i += 1) await run(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const started = process.hrtime.bigint();
    await run(i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), runs };
}
