import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, AnswerCache } from './answer-cache.js';

/** A computation that counts its runs and finishes when the test says so. */
function computations() {
  let runs = 0;
  const pending: Array<{ resolve: (answer: Answer) => void; reject: (error: Error) => void }> = [];
  const compute = () =>
    new Promise<Answer>((resolve, reject) => {
      runs += 1;
      pending.push({ resolve, reject });
    });
  return {
    compute,
    get runs() {
      return runs;
    },
    finish: (body: string) => pending.shift()!.resolve({ status: 200, headers: {}, body }),
    fail: () => pending.shift()!.reject(new Error('database away')),
  };
}

/** A cache (fresh 10 s, then stale 50 s) holding 'v1' for key 'k', just computed. */
async function holdingV1(staleMs = 50_000) {
  const cache = new AnswerCache(10_000, staleMs);
  const work = computations();
  const first = cache.get('k', work.compute);
  work.finish('v1');
  await first;
  return { cache, work };
}

describe('the answer cache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should compute once for everyone asking while it computes, and hand that answer out while it is fresh', async () => {
    const cache = new AnswerCache(10_000, 50_000);
    const work = computations();
    const first = cache.get('k', work.compute);
    const second = cache.get('k', work.compute);
    work.finish('v1');
    expect((await first).body).toBe('v1');
    expect((await second).body).toBe('v1');
    vi.advanceTimersByTime(9_999);
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    expect(work.runs).toBe(1);
  });

  it('should hand out a stale answer at once while one request computes the next, then the next', async () => {
    const { cache, work } = await holdingV1();
    vi.advanceTimersByTime(10_000);
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    expect(work.runs).toBe(2);
    work.finish('v2');
    await vi.advanceTimersByTimeAsync(0);
    expect((await cache.get('k', work.compute)).body).toBe('v2');
    // The new answer is fresh for the whole ttl from when it was computed.
    vi.advanceTimersByTime(9_999);
    expect((await cache.get('k', work.compute)).body).toBe('v2');
    expect(work.runs).toBe(2);
  });

  it('should make a request wait for a new answer once the stale one is too old to hand out', async () => {
    const { cache, work } = await holdingV1();
    vi.advanceTimersByTime(60_000);
    const next = cache.get('k', work.compute);
    work.finish('v2');
    expect((await next).body).toBe('v2');
    expect(work.runs).toBe(2);
  });

  it('should keep handing out the stale answer when computing the next one failed, and try again', async () => {
    const { cache, work } = await holdingV1();
    vi.advanceTimersByTime(10_000);
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    work.fail();
    await vi.advanceTimersByTimeAsync(0);
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    expect(work.runs).toBe(3);
  });

  it('should not keep an answer whose computation a write overtook, nor hand out stale answers after a write', async () => {
    const { cache, work } = await holdingV1();
    vi.advanceTimersByTime(10_000);
    expect((await cache.get('k', work.compute)).body).toBe('v1');
    cache.clear();
    work.finish('computed before the write');
    await vi.advanceTimersByTimeAsync(0);
    const after = cache.get('k', work.compute);
    work.finish('after the write');
    expect((await after).body).toBe('after the write');
  });

  it('should compute in the request when it keeps no stale answers', async () => {
    const { cache, work } = await holdingV1(0);
    vi.advanceTimersByTime(10_000);
    const next = cache.get('k', work.compute);
    work.finish('v2');
    expect((await next).body).toBe('v2');
  });

  it('should drop the oldest answer first when its bytes are over the budget, a refreshed one counting as new', async () => {
    // Room for two answers of one byte each.
    const cache = new AnswerCache(10_000, 50_000, 2);
    const work = computations();
    for (const key of ['a', 'b']) {
      const answer = cache.get(key, work.compute);
      work.finish(key);
      await answer;
    }
    vi.advanceTimersByTime(10_000);
    cache.get('a', work.compute);
    work.finish('2');
    await vi.advanceTimersByTimeAsync(0);
    const c = cache.get('c', work.compute);
    work.finish('c');
    await c;
    await vi.advanceTimersByTimeAsync(0);
    expect(cache.size).toBe(2);
    expect(cache.holds('b')).toBe(false);
    const runs = work.runs;
    expect((await cache.get('a', work.compute)).body).toBe('2');
    expect(work.runs).toBe(runs);
  });

  it('should tell whether it holds an answer to hand out, fresh or stale, and keep none while it is off', async () => {
    const { cache, work } = await holdingV1();
    expect(cache.holds('k')).toBe(true);
    vi.advanceTimersByTime(59_999);
    expect(cache.holds('k')).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.holds('k')).toBe(false);
    const off = new AnswerCache(0);
    const answer = off.get('k', work.compute);
    work.finish('v');
    await answer;
    expect(off.holds('k')).toBe(false);
    expect(off.size).toBe(0);
  });

  it('should keep an answer compressed once in brotli and gzip for the requests it is sent to', async () => {
    const cache = new AnswerCache(10_000);
    const body = '<li>Dres 2025/26</li>'.repeat(100);
    const answer = await cache.get('k', async () => ({ status: 200, headers: {}, body }));
    expect(answer.encoded?.br).toBeInstanceOf(Buffer);
    expect(answer.encoded?.gzip).toBeInstanceOf(Buffer);
  });
});
