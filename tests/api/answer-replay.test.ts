import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

// A repeat of a kept public answer is written from the first request hook (docs/decisions/0128-answer-replay.md):
// it must be the first answer byte for byte, and never reach a request the full path would have answered otherwise.
const PRODUCT = '/api/v1/product/web/get?slug=termosica';
const LISTING = '/api/v1/product/web/filter';
const LISTING_BODY = '{"mainCategory":"navijacki-program","limit":12}';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

type Res = Awaited<ReturnType<TestApp['app']['inject']>>;
/** The headers of an answer without the ones each response has its own of. */
const headersOf = (res: Res) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = res.headers;
  return rest;
};
const read = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: PRODUCT, headers: t.headers(headers) });
const list = (payload = LISTING_BODY, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: LISTING,
    headers: t.headers({ 'content-type': 'application/json', ...headers }),
    payload,
  });

describe('repeating kept answers', () => {
  it('should repeat a public read with the status, headers and body of its first answer, in each encoding', async () => {
    const first = await read();
    const firstBrotli = await read({ 'accept-encoding': 'br' });
    const kept = t.app.answerReplay.size;
    expect(kept).toBeGreaterThan(0);
    for (let i = 0; i < 3; i++) {
      const again = await read();
      expect(again.statusCode).toBe(200);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.body).toBe(first.body);
      const brotli = await read({ 'accept-encoding': 'br' });
      expect(headersOf(brotli)).toEqual(headersOf(firstBrotli));
      expect(brotli.rawPayload.equals(firstBrotli.rawPayload)).toBe(true);
    }
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(t.app.answerReplay.size).toBe(kept);
  });

  it('should answer a repeat 304 to a browser holding its ETag', async () => {
    const first = await read();
    await read();
    const notModified = await read({ 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
  });

  it('should repeat a listing asked for with the same body, and compute one asked for with another', async () => {
    const kept = t.app.answerReplay.size;
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await list());
    expect(t.app.answerReplay.size).toBe(kept + 1);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(headersOf(answer)).toEqual(headersOf(answers[0]!));
      expect(answer.body).toBe(answers[0]!.body);
    }
    // The same query written otherwise is another key: the same data, computed.
    const spaced = await list('{ "mainCategory": "navijacki-program", "limit": 12 }');
    expect(spaced.json()).toEqual(answers[0]!.json());
    const fewer = await list('{"mainCategory":"navijacki-program","limit":1}');
    expect(fewer.statusCode).toBe(200);
    expect(fewer.body).not.toBe(answers[0]!.body);
  });

  it('should still refuse what the full path refuses, whatever was kept for the same address', async () => {
    for (let i = 0; i < 3; i++) await read();
    for (let i = 0; i < 3; i++) await list();
    const wrongKey = await t.app.inject({ method: 'GET', url: PRODUCT, headers: { apiKey: 'not-a-key' } });
    expectCodedError(wrongKey, 401, 'INVALID_API_KEY');
    expectCodedError(await read({ language: 'HRV1' }), 400, 'VALIDATION_FAILED');
    // A token is checked even for a public answer: an invalid one is refused, not repeated past.
    expectCodedError(await read({ authorization: 'Bearer not.a.token' }), 401, 'UNAUTHORIZED');
    expectCodedError(await list('{"mainCategory":"navijacki-program","limit":"x"}'), 400, 'VALIDATION_FAILED');
    const notJson = await list(LISTING_BODY, { 'content-type': 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ errored: true });
  });

  it('should refuse a body shorter than its Content-Length rather than repeat or wait for it', async () => {
    for (let i = 0; i < 3; i++) await list();
    const short = await list(LISTING_BODY, { 'content-length': String(LISTING_BODY.length + 5) });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ errored: true });
  });

  it('should drop every kept answer with the read cache, so a write shows at once', async () => {
    for (let i = 0; i < 3; i++) await read();
    expect(t.app.answerReplay.size).toBeGreaterThan(0);
    t.app.readCache.clear();
    expect(t.app.answerReplay.size).toBe(0);
  });
});
