import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerReplay, replayKey } from './answer-replay.js';
import type { Answer } from './read-cache.js';

const answer = (over: Partial<Answer> = {}): Answer => ({
  body: '{"data":1,"errored":false}',
  etag: '"e1"',
  computedAt: Date.now(),
  encoded: { br: Buffer.from([1, 2, 3]), gzip: Buffer.from([4, 5, 6, 7]) },
  ...over,
});
const SENT = { 'content-type': 'application/json', etag: '"e1"', 'content-length': '26', date: 'x', vary: 'apiKey' };

describe('replayKey', () => {
  const base = { host: 'shop.hr', apikey: 'k1', language: 'hrv' };
  it('should tell apart every request header a kept answer or its checks depend on', () => {
    const key = replayKey('GET', '/a', base);
    for (const [name, value] of [
      ['host', 'other.hr'],
      ['x-forwarded-host', 'proxy.hr'],
      ['apikey', 'k2'],
      ['language', 'eng'],
      ['site', '2'],
      ['store', '2'],
    ])
      expect(replayKey('GET', '/a', { ...base, [name!]: value })).not.toBe(key);
    expect(replayKey('GET', '/a?x=1', base)).not.toBe(key);
    expect(replayKey('GET', '/a', { ...base, 'user-agent': 'other', cookie: 'consent=1' })).toBe(key);
  });

  it('should add the content type and the body, byte for byte, to a POST', () => {
    const body = Buffer.from('{"a":"č"}');
    const key = replayKey('POST', '/l', { ...base, 'content-type': 'application/json' }, body);
    expect(replayKey('POST', '/l', { ...base, 'content-type': 'text/plain' }, body)).not.toBe(key);
    expect(replayKey('POST', '/l', { ...base, 'content-type': 'application/json' }, Buffer.from('{"a":"c"}'))).not.toBe(
      key,
    );
    expect(replayKey('POST', '/l', { ...base, 'content-type': 'application/json' }, Buffer.from(body))).toBe(key);
  });
});

describe('AnswerReplay', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('should keep the sent headers for each encoding, with that body’s length and without per-response ones', () => {
    const replay = new AnswerReplay(10_000);
    replay.record('k', answer(), SENT);
    const hit = replay.find('k')!;
    expect(hit.headers.identity).toEqual({
      'content-type': 'application/json',
      etag: '"e1"',
      vary: 'apiKey',
      'content-length': '26',
    });
    expect(hit.headers.br).toMatchObject({ 'content-encoding': 'br', 'content-length': '3' });
    expect(hit.headers.gzip).toMatchObject({ 'content-encoding': 'gzip', 'content-length': '4' });
  });

  it('should repeat an answer only while the read cache holds it fresh, counted from its computation', () => {
    const replay = new AnswerReplay(10_000);
    replay.record('k', answer({ computedAt: Date.now() - 4_000 }), SENT);
    vi.advanceTimersByTime(5_999);
    expect(replay.find('k')).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(replay.find('k')).toBeUndefined();
    // An answer already past its freshness (a stale one handed out while the next is computed) is not kept.
    replay.record('old', answer({ computedAt: Date.now() - 10_000 }), SENT);
    expect(replay.find('old')).toBeUndefined();
  });

  it('should keep nothing that sets a cookie, was not kept by the read cache, or while the cache is off', () => {
    const replay = new AnswerReplay(10_000);
    replay.record('cookie', answer(), { ...SENT, 'set-cookie': ['a=1'] });
    replay.record('unkept', answer({ computedAt: undefined }), SENT);
    new AnswerReplay(0).record('off', answer(), SENT);
    expect(replay.size).toBe(0);
  });

  it('should forget the oldest answer when full, and everything when cleared, moving to a new generation', () => {
    const replay = new AnswerReplay(10_000, 2);
    replay.record('a', answer(), SENT);
    replay.record('b', answer(), SENT);
    replay.record('c', answer(), SENT);
    expect([replay.find('a'), replay.find('b'), replay.find('c')].map(Boolean)).toEqual([false, true, true]);
    const generation = replay.generation;
    replay.clear();
    expect(replay.size).toBe(0);
    expect(replay.generation).toBe(generation + 1);
  });

  it('should read ahead the bodies of the POST routes it was told of only', () => {
    const replay = new AnswerReplay(10_000);
    expect(replay.readsBodyOf('/api/v1/product/web/filter')).toBe(false);
    replay.readBodiesOf('/api/v1/product/web/filter');
    expect(replay.readsBodyOf('/api/v1/product/web/filter')).toBe(true);
    expect(replay.readsBodyOf('/api/v1/user/login')).toBe(false);
    expect(replay.readsBodyOf(undefined)).toBe(false);
  });
});
