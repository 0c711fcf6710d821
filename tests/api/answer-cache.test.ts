import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshListingKeys } from '../../src/server/modules/catalogue/repository/maintenance.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

// One answer cache, looked up by the routes' handlers after every request hook (docs/decisions/0187-one-answer-cache.md):
// a kept answer is the first one byte for byte, and every hook of the shop, or one added later, still runs for it.
const PRODUCT = '/api/v1/product/web/get?slug=termosica';
const LISTING = '/api/v1/product/web/filter';
const LISTING_BODY = '{"mainCategory":"navijacki-program","limit":12}';
let t: TestApp;
/** What the hook added after all others saw: the addresses it ran for, in order. */
const seenByLaterHooks: string[] = [];

beforeAll(async () => {
  t = await createTestApp({
    extend: (app) => {
      app.addHook('onRequest', (request, _reply, done) => {
        seenByLaterHooks.push(`onRequest ${request.method} ${request.url}`);
        done();
      });
      app.addHook('onSend', (_request, reply, payload, done) => {
        reply.header('x-added-later', 'yes');
        done(null, payload);
      });
    },
  });
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

describe('kept answers', () => {
  // A page is kept when the SPA is built with its server entry (the journeys run on that); without a build it is the
  // client-only shell, a route like the rest all the same.
  it('should run a hook added after every other one for a kept read, a kept listing and a page', async () => {
    for (let i = 0; i < 2; i++) await read();
    for (let i = 0; i < 2; i++) await list();
    const page = () => t.app.inject({ method: 'GET', url: '/shop/navijacki-program' });
    for (let i = 0; i < 2; i++) await page();
    seenByLaterHooks.length = 0;
    const answers = [await read(), await list(), await page()];
    expect(seenByLaterHooks).toEqual([
      `onRequest GET ${PRODUCT}`,
      `onRequest POST ${LISTING}`,
      'onRequest GET /shop/navijacki-program',
    ]);
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.headers['x-added-later']).toBe('yes');
      // The shop's own security headers too (plugins/security.ts).
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('should answer a public read with the status, headers and body of its first answer, in each encoding', async () => {
    const first = await read();
    const firstBrotli = await read({ 'accept-encoding': 'br' });
    expect(firstBrotli.headers['content-encoding']).toBe('br');
    for (let i = 0; i < 3; i++) {
      const again = await read();
      expect(again.statusCode).toBe(200);
      expect(headersOf(again)).toEqual(headersOf(first));
      expect(again.body).toBe(first.body);
      const brotli = await read({ 'accept-encoding': 'br' });
      expect(headersOf(brotli)).toEqual(headersOf(firstBrotli));
      expect(brotli.rawPayload.equals(firstBrotli.rawPayload)).toBe(true);
    }
  });

  it("should answer 304 to a browser holding its ETag, and a HEAD from the GET's answer", async () => {
    const first = await read();
    const notModified = await read({ 'if-none-match': first.headers.etag as string });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe('');
    expect(notModified.headers.etag).toBe(first.headers.etag);
    // A HEAD is its GET's kept answer without the body.
    const kept = t.app.answerCache.size;
    const head = await t.app.inject({ method: 'HEAD', url: PRODUCT, headers: t.headers() });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(first.headers.etag);
    expect(head.body).toBe('');
    expect(t.app.answerCache.size).toBe(kept);
  });

  it('should keep a listing per body, however it is written, and compute one asked for with another', async () => {
    const kept = t.app.answerCache.size;
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push(await list());
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
    }
    // The same query written otherwise is the same parsed body: the same key.
    const spaced = await list('{ "mainCategory": "navijacki-program", "limit": 12 }');
    expect(spaced.body).toBe(answers[0]!.body);
    expect(t.app.answerCache.size).toBe(kept);
    const fewer = await list('{"mainCategory":"navijacki-program","limit":1}');
    expect(fewer.statusCode).toBe(200);
    expect(fewer.body).not.toBe(answers[0]!.body);
    expect(t.app.answerCache.size).toBe(kept + 1);
  });

  it('should still refuse what the full path refuses, whatever was kept for the same address', async () => {
    for (let i = 0; i < 2; i++) await read();
    for (let i = 0; i < 2; i++) await list();
    const wrongKey = await t.app.inject({ method: 'GET', url: PRODUCT, headers: { apiKey: 'not-a-key' } });
    expectCodedError(wrongKey, 401, 'INVALID_API_KEY');
    expectCodedError(await read({ language: 'HRV1' }), 400, 'VALIDATION_FAILED');
    // A token is checked even for a public answer: an invalid one is refused.
    expectCodedError(await read({ authorization: 'Bearer not.a.token' }), 401, 'UNAUTHORIZED');
    expectCodedError(await list('{"mainCategory":"navijacki-program","limit":"x"}'), 400, 'VALIDATION_FAILED');
    const notJson = await list(LISTING_BODY, { 'content-type': 'text/plain' });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toMatchObject({ errored: true });
    const short = await list(LISTING_BODY, { 'content-length': String(LISTING_BODY.length + 5) });
    expect(short.statusCode).toBe(400);
  });

  it('should drop every kept answer with a catalogue write, through the change feed', async () => {
    await read();
    await list();
    expect(t.app.answerCache.size).toBeGreaterThan(1);
    await refreshListingKeys(t.db, []);
    expect(t.app.answerCache.size).toBe(0);
  });
});
