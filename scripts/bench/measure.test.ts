import { describe, expect, it } from 'vitest';
import { measure, percentile } from './measure.js';

describe('benchmark percentiles', () => {
  it('should pick the nearest-rank percentile', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile([7], 95)).toBe(7);
  });

  it('should run the warm-up and the timed runs', async () => {
    let calls = 0;
    const stats = await measure(
      async () => {
        calls += 1;
      },
      10,
      3,
    );
    expect(calls).toBe(13);
    expect(stats.runs).toBe(10);
    expect(stats.p95).toBeGreaterThanOrEqual(stats.p50);
  });
});
