import type { APIRequestContext } from '@playwright/test';

/**
 * One call to the platform API as the storefront makes it (the demo apiKey, Croatian), for journeys that set up
 * their data through the API instead of walking the screens. Returns the envelope's `data`; a 4xx/5xx throws with
 * the answer, so a set-up step that fails says why.
 */
export async function callApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  const res = await request.fetch(url, {
    method,
    headers: {
      apiKey: 'demo-api-key',
      language: 'hrv',
      ...headers,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(data === undefined ? {} : { data }),
  });
  const body = await res.json();
  if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${JSON.stringify(body)}`);
  return body.data;
}
