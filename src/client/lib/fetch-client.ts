/**
 * The API client's runtime: openapi-fetch's call shape and envelope (`{ data, error, response }`), typed by
 * openapi-fetch's own `Client<paths>` over the contract's generated types, in a fraction of its bytes. The client runs
 * on every first view (docs/targets.md P1), and openapi-fetch's serializers for path and query styles the contract
 * does not use cost about 1.6 KB gzip there (docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
 *
 * What it does, as openapi-fetch 0.17 does it (fetch-client.test.ts runs both side by side):
 * - `{name}` in the path takes `params.path.name` URI-encoded; the query is `name=value`, an array repeats its name,
 *   an object is `name[key]=value`; undefined and null are left out.
 * - headers: `Content-Type: application/json` when there is a body that is not FormData, then `headers`, then
 *   `params.header`; null removes a header, an array appends each value.
 * - middleware: every `onRequest` in order (a Request replaces the request, a Response answers without fetching);
 *   `onError` and `onResponse` in reverse order (an Error replaces the error, a Response the answer).
 * - the answer: 204, HEAD or an empty body give no data; a success is parsed as `parseAs` (json by default, an empty
 *   json body is undefined); a failure is its text, parsed as JSON when it is JSON.
 */
import type { Client, Middleware } from 'openapi-fetch';

type Params = { path?: Record<string, unknown>; query?: Record<string, unknown>; header?: Record<string, unknown> };
type HeaderValues = Record<string, unknown> | Headers | undefined;
interface CallOptions extends Omit<RequestInit, 'headers' | 'body'> {
  params?: Params;
  headers?: HeaderValues;
  body?: unknown;
  parseAs?: 'json' | 'text' | 'blob' | 'arrayBuffer' | 'stream';
  middleware?: Middleware[];
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
}
interface ClientOptions {
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
}

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'] as const;

function pair(name: string, value: unknown): string {
  if (value == null) return '';
  if (typeof value === 'object') throw new Error('Deeply-nested arrays/objects are not supported');
  return `${name}=${encodeURIComponent(value as string)}`;
}

/** `name=value&…`: an array repeats its name (form, exploded), an object is `name[key]=value` (deepObject). */
export function serializeQuery(query: Record<string, unknown> = {}): string {
  const parts: string[] = [];
  for (const name in query) {
    const value = query[name];
    if (value == null || (Array.isArray(value) && !value.length)) continue;
    if (Array.isArray(value)) parts.push(value.map((item) => pair(name, item)).join('&'));
    else if (typeof value === 'object')
      parts.push(
        Object.entries(value)
          .map(([key, item]) => pair(`${name}[${key}]`, item))
          .join('&'),
      );
    else parts.push(pair(name, value));
  }
  return parts.join('&');
}

function mergeHeaders(...all: HeaderValues[]): Headers {
  const headers = new Headers();
  for (const values of all) {
    if (!values || typeof values !== 'object') continue;
    for (const [name, value] of values instanceof Headers ? values.entries() : Object.entries(values)) {
      if (value === null) headers.delete(name);
      else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
      else if (value !== undefined) headers.set(name, value as string);
    }
  }
  return headers;
}

function serializeBody(body: unknown, headers: Headers): BodyInit {
  if (body instanceof FormData) return body;
  if (headers.get('Content-Type') === 'application/x-www-form-urlencoded')
    return new URLSearchParams(body as Record<string, string>).toString();
  return JSON.stringify(body);
}

export function createClient<Paths extends {}>(clientOptions: ClientOptions = {}): Client<Paths> {
  const globalMiddleware: Middleware[] = [];
  const trim = (url: string) => (url.endsWith('/') ? url.slice(0, -1) : url);
  const clientBase = trim(clientOptions.baseUrl ?? '');
  let ids = 0;

  async function call(schemaPath: string, method: string, callOptions: CallOptions = {}) {
    const {
      baseUrl: localBase,
      fetch = clientOptions.fetch ?? ((request: Request) => globalThis.fetch(request)),
      headers,
      params = {},
      parseAs = 'json',
      body,
      middleware: callMiddleware = [],
      ...init
    } = callOptions;
    const baseUrl = localBase ? trim(localBase) : clientBase;
    const serialized = body === undefined ? undefined : serializeBody(body, mergeHeaders(headers, params.header));
    const finalHeaders = mergeHeaders(
      serialized === undefined || serialized instanceof FormData ? {} : { 'Content-Type': 'application/json' },
      headers,
      params.header,
    );
    const path = params.path;
    let url = `${baseUrl}${schemaPath}`.replace(/\{([^{}]+)\}/g, (match, name: string) =>
      path?.[name] == null ? match : encodeURIComponent(path[name] as string),
    );
    const search = serializeQuery(params.query);
    if (search) url += `?${search}`;

    let request = new Request(url, { redirect: 'follow', ...init, method, body: serialized, headers: finalHeaders });
    let response: Response | undefined;
    const all = [...globalMiddleware, ...callMiddleware];
    const context = { schemaPath, params, id: String(++ids), options: { baseUrl, fetch, parseAs } };
    for (const m of all) {
      const result = await m.onRequest?.({ ...context, request } as never);
      if (!result) continue;
      if (result instanceof Request) request = result;
      else if (result instanceof Response) {
        response = result;
        break;
      } else throw new Error('onRequest: must return new Request() or Response() when modifying the request');
    }
    if (!response) {
      try {
        response = await fetch(request);
      } catch (thrown) {
        let error: unknown = thrown;
        for (let i = all.length - 1; i >= 0; i--) {
          const result = await all[i]!.onError?.({ ...context, request, error } as never);
          if (!result) continue;
          if (result instanceof Response) {
            error = undefined;
            response = result;
            break;
          }
          if (!(result instanceof Error)) throw new Error('onError: must return new Response() or instance of Error');
          error = result;
        }
        if (error) throw error;
      }
      for (let i = all.length - 1; i >= 0; i--) {
        const result = await all[i]!.onResponse?.({ ...context, request, response: response! } as never);
        if (!result) continue;
        if (!(result instanceof Response))
          throw new Error('onResponse: must return new Response() when modifying the response');
        response = result;
      }
    }
    const answer = response!;
    const length = answer.headers.get('Content-Length');
    if (
      answer.status === 204 ||
      request.method === 'HEAD' ||
      (length === '0' && !answer.headers.get('Transfer-Encoding')?.includes('chunked'))
    )
      return answer.ok ? { data: undefined, response: answer } : { error: undefined, response: answer };
    if (answer.ok) {
      if (parseAs === 'stream') return { data: answer.body, response: answer };
      if (parseAs === 'json' && !length) {
        const raw = await answer.text();
        return { data: raw ? JSON.parse(raw) : undefined, response: answer };
      }
      return { data: await answer[parseAs](), response: answer };
    }
    let error: unknown = await answer.text();
    try {
      error = JSON.parse(error as string);
    } catch {
      // Not JSON: the text is the error.
    }
    return { error, response: answer };
  }

  const client: Record<string, unknown> = {
    request: (method: string, url: string, init?: CallOptions) => call(url, method.toUpperCase(), init),
    use(...middleware: Middleware[]) {
      for (const m of middleware) if (m) globalMiddleware.push(m);
    },
    eject(...middleware: Middleware[]) {
      for (const m of middleware) {
        const i = globalMiddleware.indexOf(m);
        if (i !== -1) globalMiddleware.splice(i, 1);
      }
    },
  };
  for (const method of METHODS) client[method] = (url: string, init?: CallOptions) => call(url, method, init);
  return client as unknown as Client<Paths>;
}
