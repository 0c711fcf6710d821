import type { APIRequestContext } from '@playwright/test';

/** How many times a call shed by a busy shop (503 with Retry-After) is made again, as the storefront's client does. */
const BUSY_RETRIES = 5;

/**
 * One call to the platform API as the storefront makes it (the demo apiKey, Croatian), for journeys that set up
 * their data through the API instead of walking the screens. Returns the envelope's `data`; a 4xx/5xx throws with
 * the answer, so a set-up step that fails says why. A 503 with Retry-After (the shop shedding load on a busy
 * machine, docs/decisions/0113-load-shedding.md) is waited out and asked again.
 */
export async function callApi(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  data?: unknown,
  token?: string,
  headers: Record<string, string> = {},
) {
  for (let attempt = 0; ; attempt++) {
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
    const retryAfter = Number(res.headers()['retry-after']);
    if (res.status() === 503 && retryAfter > 0 && attempt < BUSY_RETRIES) {
      await new Promise((resolve) => setTimeout(resolve, retryAfter * 1000));
      continue;
    }
    if (!res.ok()) throw new Error(`${method} ${url}: ${res.status()} ${JSON.stringify(body)}`);
    return body.data;
  }
}
