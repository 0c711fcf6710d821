import { describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient, quiet, unwrap } from './api-client.js';
import type { ToastInput } from '../components/ui/toast/toast-store.js';
import { errorText } from './error-texts.js';

const config = { apiKey: 'demo-api-key', siteId: 1, storeId: 2, language: 'hrv' };

function json(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(respond: (request: Request) => Response | Promise<Response>, extra: { token?: string } = {}) {
  const requests: Request[] = [];
  const toasts: ToastInput[] = [];
  const api = createApiClient({
    config,
    baseUrl: 'http://shop.test',
    notify: (toast) => toasts.push(toast),
    errorText,
    getAccessToken: () => extra.token,
    fetch: async (request) => {
      requests.push(request);
      return respond(request);
    },
  });
  return { api, requests, toasts };
}

const notFound = {
  data: null,
  errored: true,
  code: 'NOT_FOUND',
  message: 'Unknown username or password!',
  statusCode: 404,
  error: 'Not Found',
};

describe('api client headers', () => {
  it('should send apiKey, site, store and language on every request', async () => {
    const { api, requests } = setup(() => json({ data: { records: [] }, errored: false }));
    await api.GET('/api/v1/cms/option/filter');
    const headers = requests[0]!.headers;
    expect(headers.get('apiKey')).toBe('demo-api-key');
    expect(headers.get('site')).toBe('1');
    expect(headers.get('store')).toBe('2');
    expect(headers.get('language')).toBe('hrv');
    expect(headers.has('Authorization')).toBe(false);
  });

  it('should add a Bearer token once the visitor has one', async () => {
    const { api, requests } = setup(() => json({ data: { records: [] }, errored: false }), { token: 'abc' });
    await api.GET('/api/v1/cms/option/filter');
    expect(requests[0]!.headers.get('Authorization')).toBe('Bearer abc');
  });
});

describe('unwrap', () => {
  it("should return the envelope's data", async () => {
    const { api } = setup(() =>
      json({ data: { records: [{ key: 'logo', value: null, media: null }] }, errored: false }),
    );
    const data = await unwrap(api.GET('/api/v1/cms/option/filter'));
    expect(data.records[0]?.key).toBe('logo');
  });

  it('should throw an ApiError with the coded fields of an error envelope', async () => {
    const { api } = setup(() => json(notFound, 404));
    const error = await unwrap(api.GET('/api/v1/cms/option/filter')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', statusCode: 404, message: 'Unknown username or password!' });
  });

  it('should default the status to 500 when the error body has none', async () => {
    const { api } = setup(() => new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    const error = await unwrap(api.GET('/api/v1/cms/option/filter')).catch((e: unknown) => e);
    expect(error).toMatchObject({ statusCode: 500 });
  });
});

describe('error toasts', () => {
  /** Toasts are worded asynchronously (the Croatian table loads with the first error). */
  const toasted = () => new Promise((resolve) => setTimeout(resolve, 0));

  it("should show the code's Croatian text, not the server's message, for 50 ms per character", async () => {
    const { api, toasts } = setup(() => json(notFound, 404));
    await api.GET('/api/v1/cms/option/filter');
    await toasted();
    const text = 'Traženi sadržaj nije pronađen.';
    expect(toasts).toEqual([{ kind: 'error', message: text, duration: text.length * 50 }]);
  });

  it('should word a code it does not know by the status, never in English', async () => {
    const { api, toasts } = setup(() =>
      json({ ...notFound, code: 'SOMETHING_NEW', message: 'Brand new', statusCode: 503 }, 503),
    );
    await api.GET('/api/v1/cms/option/filter');
    await toasted();
    expect(toasts[0]).toMatchObject({ message: 'Usluga trenutno nije dostupna, pokušajte ponovno uskoro.' });
  });

  it('should raise no toast for a successful answer', async () => {
    const { api, toasts } = setup(() => json({ data: { records: [] }, errored: false }));
    await api.GET('/api/v1/cms/option/filter');
    await toasted();
    expect(toasts).toEqual([]);
  });

  it("should skip the toast for 'Session already used.' as the spec says", async () => {
    const { api, toasts } = setup(() =>
      json({ ...notFound, code: 'SESSION_ALREADY_USED', message: 'Session already used.' }, 409),
    );
    await api.GET('/api/v1/cms/option/filter');
    await toasted();
    expect(toasts).toEqual([]);
  });

  it('should stay silent for a request marked quiet, which its screen handles itself', async () => {
    const { api, toasts } = setup(() => json(notFound, 404));
    const error = await unwrap(api.GET('/api/v1/cms/option/filter', { middleware: [quiet] })).catch((e: unknown) => e);
    await toasted();
    expect(toasts).toEqual([]);
    expect(error).toMatchObject({ statusCode: 404, code: 'NOT_FOUND' });
  });

  it('should report a request without response as status 0 and toast its text', async () => {
    const { api, toasts } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await api.GET('/api/v1/cms/option/filter').catch((e: unknown) => e);
    await toasted();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 0, message: 'Failed to fetch' });
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      kind: 'error',
      message: 'Nema veze s poslužiteljem. Provjerite internetsku vezu.',
    });
    expect(toasts[0]!.duration).toBe(toasts[0]!.message.length * 50);
  });
});

describe('createApiClient without a toast target', () => {
  it('should still unwrap errors', async () => {
    const fetch = vi.fn(async () => json(notFound, 404));
    const api = createApiClient({ config, baseUrl: 'http://shop.test', fetch });
    await expect(unwrap(api.GET('/api/v1/cms/option/filter'))).rejects.toBeInstanceOf(ApiError);
  });
});
