// The API client's runtime against openapi-fetch 0.17, which it replaces: the same calls send the same requests and
// give the same envelopes (docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
import openapiFetch, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { createClient, serializeQuery } from './fetch-client.js';

type Call = { method: string; path: string; init?: Record<string, unknown> };
type Runtime = typeof createClient;
const runtimes: [string, Runtime][] = [
  ['own', createClient],
  ['openapi-fetch', openapiFetch as unknown as Runtime],
];

async function sent(request: Request) {
  return {
    method: request.method,
    url: request.url,
    headers: [...request.headers.entries()],
    body: request.body ? await request.clone().text() : null,
  };
}

/** Runs one call with both runtimes and returns what each sent and gave back. */
async function both(call: Call, respond: (request: Request) => Response, middleware: () => Middleware[] = () => []) {
  const results = [];
  for (const [, runtime] of runtimes) {
    const requests: Request[] = [];
    const client = runtime<Record<string, never>>({
      baseUrl: 'http://shop.test/',
      fetch: async (request: Request) => {
        requests.push(request);
        return respond(request);
      },
    }) as unknown as Record<string, (path: string, init?: unknown) => Promise<Record<string, unknown>>> & {
      use: (...m: Middleware[]) => void;
    };
    client.use(...middleware());
    const result = await client[call.method]!(call.path, call.init);
    const data = result.data instanceof Blob ? await result.data.text() : result.data;
    results.push({
      requests: await Promise.all(requests.map(sent)),
      data,
      error: result.error,
      hasData: 'data' in result,
      hasError: 'error' in result,
      status: (result.response as Response).status,
    });
  }
  expect(results[0]).toEqual(results[1]);
  return results[0]!;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('fetch client runtime', () => {
  it('fills the path and the query as openapi-fetch does', async () => {
    const result = await both(
      {
        method: 'GET',
        path: '/api/v1/items/{id}/x/{slug}',
        init: {
          params: {
            path: { id: 7, slug: 'a b/č' },
            query: { q: 'dres & šal', page: 2, empty: '', gone: undefined, none: null, ids: [1, 2], no: [], on: true },
          },
        },
      },
      () => json({ data: 1, errored: false }),
    );
    expect(result.requests[0]!.url).toBe(
      'http://shop.test/api/v1/items/7/x/a%20b%2F%C4%8D?q=dres%20%26%20%C5%A1al&page=2&empty=&ids=1&ids=2&on=true',
    );
  });

  it('writes an object in the query as name[key]=value', () => {
    expect(serializeQuery({ filter: { size: 'M', colour: 'plava' } })).toBe('filter[size]=M&filter[colour]=plava');
  });

  it('sends a JSON body with its content type, headers and params.header; null removes a header', async () => {
    await both(
      {
        method: 'POST',
        path: '/api/v1/order',
        init: {
          body: { a: 1, b: 'š' },
          headers: { 'x-one': '1', 'x-many': ['a', 'b'], 'x-gone': null },
          params: { header: { 'Idempotency-Key': 'checkout-1' } },
        },
      },
      () => json({ data: { ok: true }, errored: false }),
    );
  });

  it('sends FormData without a JSON content type', async () => {
    const form = () => {
      const data = new FormData();
      data.set('file', 'text');
      return data;
    };
    const results = [];
    for (const [, runtime] of runtimes) {
      let type: string | null = 'unset';
      const client = runtime<Record<string, never>>({
        fetch: async (request: Request) => {
          type = request.headers.get('content-type');
          return json({ data: null, errored: false });
        },
        baseUrl: 'http://shop.test',
      }) as unknown as { PUT: (path: string, init: unknown) => Promise<unknown> };
      await client.PUT('/upload', { body: form() });
      results.push(type as string | null);
    }
    expect(results[0]).toMatch(/^multipart\/form-data; boundary=/);
    expect(results[1]).toMatch(/^multipart\/form-data; boundary=/);
  });

  it('passes request options through (signal, cache) and reads every method', async () => {
    for (const method of ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD']) {
      await both({ method, path: '/x', init: { cache: 'no-store' } }, () => json({ data: method, errored: false }));
    }
    const controller = new AbortController();
    const [, own] = [0, createClient({ fetch: async (request: Request) => json({ aborted: request.signal.aborted }) })];
    controller.abort();
    const result = await (own as unknown as { GET: (p: string, i: unknown) => Promise<{ data: unknown }> }).GET(
      'http://shop.test/x',
      { signal: controller.signal },
    );
    expect(result.data).toEqual({ aborted: true });
  });

  it('gives the envelope of a success, an empty answer, a blob and a failure as openapi-fetch does', async () => {
    await both({ method: 'GET', path: '/x' }, () => json({ data: [1], errored: false }));
    await both({ method: 'GET', path: '/x' }, () => new Response(null, { status: 204 }));
    await both({ method: 'GET', path: '/x' }, () => new Response('', { status: 200 }));
    await both(
      { method: 'GET', path: '/x' },
      () => new Response('', { status: 200, headers: { 'content-length': '0' } }),
    );
    await both(
      { method: 'GET', path: '/x' },
      () => new Response('', { status: 404, headers: { 'content-length': '0' } }),
    );
    await both(
      { method: 'GET', path: '/x', init: { parseAs: 'blob' } },
      () => new Response('%PDF-1.7', { status: 200 }),
    );
    await both({ method: 'GET', path: '/x', init: { parseAs: 'text' } }, () => new Response('plain', { status: 200 }));
    const failed = await both({ method: 'GET', path: '/x' }, () =>
      json({ data: null, errored: true, code: 'NOT_FOUND', statusCode: 404 }, 404),
    );
    expect(failed.error).toMatchObject({ code: 'NOT_FOUND' });
    const html = await both({ method: 'GET', path: '/x' }, () => new Response('<h1>Bad gateway</h1>', { status: 502 }));
    expect(html.error).toBe('<h1>Bad gateway</h1>');
  });

  it('runs onRequest in order and onResponse in reverse, per-call middleware last', async () => {
    const order: string[] = [];
    const make = (name: string): Middleware => ({
      onRequest({ request }) {
        order.push(`request ${name}`);
        request.headers.append('x-seen', name);
        return request;
      },
      onResponse() {
        order.push(`response ${name}`);
        return undefined;
      },
    });
    const own = createClient({ baseUrl: 'http://shop.test', fetch: async () => json({}) });
    own.use(make('a'), make('b'));
    const result = await (own as unknown as { GET: (p: string, i: unknown) => Promise<{ response: Response }> }).GET(
      '/x',
      { middleware: [make('call')] },
    );
    expect(order).toEqual(['request a', 'request b', 'request call', 'response call', 'response b', 'response a']);
    expect(result.response.status).toBe(200);
    order.length = 0;
    await both(
      { method: 'GET', path: '/x', init: { middleware: [make('call')] } },
      (request) => json({ seen: request.headers.get('x-seen') }),
      () => [make('a'), make('b')],
    );
  });

  it('lets onRequest answer without fetching, and onResponse replace the answer', async () => {
    await both(
      { method: 'GET', path: '/x' },
      () => json({ fetched: true }),
      () => [{ onRequest: () => json({ fromMiddleware: true }) }],
    );
    await both(
      { method: 'GET', path: '/x' },
      () => json({ fetched: true }, 500),
      () => [{ onResponse: () => json({ replaced: true }) }],
    );
    await both(
      { method: 'GET', path: '/x' },
      () => json({ first: true }),
      () => [{ onRequest: ({ request }) => new Request(`${request.url}?changed=1`, request) }],
    );
  });

  it('hands a network failure to onError in reverse order; a Response answers it, an Error replaces it', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch');
    };
    for (const [, runtime] of runtimes) {
      const seen: string[] = [];
      const client = runtime({ baseUrl: 'http://shop.test', fetch: failing }) as unknown as {
        use: (...m: Middleware[]) => void;
        GET: (p: string, i?: unknown) => Promise<{ data?: unknown }>;
      };
      client.use(
        {
          onError({ error }) {
            seen.push(`first ${(error as Error).message}`);
            return undefined;
          },
        },
        {
          onError({ error }) {
            seen.push(`second ${(error as Error).message}`);
            return new Error('offline');
          },
        },
      );
      await expect(client.GET('/x')).rejects.toThrow('offline');
      expect(seen).toEqual(['second Failed to fetch', 'first offline']);
      client.use({ onError: () => json({ rescued: true }) });
      expect((await client.GET('/x')).data).toEqual({ rescued: true });
    }
  });
});
