/**
 * The one typed API client of the SPA: openapi-fetch's calls over the contract's generated types, run by a small
 * runtime of our own (fetch-client.ts, docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md).
 * Cross-cutting behaviour lives in middleware: request headers, error toasts and network
 * failures. `unwrap` turns a response into its envelope's `data` or throws an ApiError.
 */
import type { Client, Middleware } from 'openapi-fetch';
import { createClient } from './fetch-client.js';
import type { paths } from '@api/openapi.js';
import type { ShopConfig } from '../app/config.js';
import { ApiError, errorFromBody } from './api-error.js';
import { errorToastDuration, type ToastInput } from '../components/ui/toast/toast-store.js';
import type { AuthRequestHooks } from './auth-session.js';

export { ApiError, isApiError } from './api-error.js';
export type ApiClient = Client<paths>;
export type { paths };

export interface ApiClientOptions {
  config: Pick<ShopConfig, 'apiKey' | 'siteId' | 'storeId' | 'language'>;
  /** Where error toasts go (the toast store's `show`). */
  notify?: (toast: ToastInput) => unknown;
  /**
   * The Croatian text of a failed call (lib/error-texts.ts `errorText`). main.tsx loads the table with the first
   * error, so it is not part of every first view.
   */
  errorText?: (error: ApiError) => string | Promise<string>;
  /** Access token for `Authorization: Bearer` (the auth issue plugs in here). */
  getAccessToken?: () => string | null | undefined;
  baseUrl?: string;
  fetch?: (input: Request) => Promise<Response>;
  /** The session's hooks (lib/auth-session.ts): token, shared refresh, admin 403 fallback. */
  auth?: AuthRequestHooks;
}

/** Codes for which the spec skips the toast (the cart flow handles them itself). */
const SILENT_CODES = new Set(['SESSION_ALREADY_USED']);
/** Response header set by `quiet`, so the toast middleware leaves that response alone. */
export const QUIET_HEADER = 'x-client-quiet';

export function headersMiddleware(options: Pick<ApiClientOptions, 'config' | 'getAccessToken'>): Middleware {
  return {
    onRequest({ request }) {
      const { config } = options;
      request.headers.set('apiKey', config.apiKey);
      request.headers.set('site', String(config.siteId));
      request.headers.set('store', String(config.storeId));
      request.headers.set('language', config.language || 'hrv');
      const token = options.getAccessToken?.();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      return request;
    },
  };
}

export function errorToastMiddleware(
  notify: NonNullable<ApiClientOptions['notify']>,
  errorText: NonNullable<ApiClientOptions['errorText']>,
): Middleware {
  const toast = async (error: ApiError) => {
    if (SILENT_CODES.has(error.code)) return;
    const text = await errorText(error);
    notify({ kind: 'error', message: text, duration: errorToastDuration(text) });
  };
  return {
    async onResponse({ response }) {
      if (response.ok || response.headers.get(QUIET_HEADER)) return undefined;
      let body: unknown = null;
      try {
        body = await response.clone().json();
      } catch {
        // Not JSON (a proxy's HTML page...): the status text still tells the visitor something.
      }
      void toast(errorFromBody(body, response));
      return undefined;
    },
    onError({ error }) {
      // A request given up on purpose (a newer filter click, a closed page) is no failure to show.
      if (error instanceof Error && error.name === 'AbortError') return error;
      // No response at all: it is reported as status 0 with the status text.
      const message = error instanceof Error ? error.message : String(error);
      const failed = new ApiError({ message, statusCode: 0, code: 'NETWORK_ERROR' });
      void toast(failed);
      return failed;
    },
  };
}

/**
 * Per-request middleware for calls whose failure the screen shows itself (e.g. the CMS
 * page lookup behind the 404 page): marks the response so no toast is raised.
 */
export const quiet: Middleware = {
  onResponse({ response }) {
    if (response.ok) return undefined;
    const headers = new Headers(response.headers);
    headers.set(QUIET_HEADER, '1');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  },
};

/** Whether a 403 is a role's missing permission rather than a token without back-office rights. */
async function permissionDenied(response: Response): Promise<boolean> {
  try {
    return ((await response.clone().json()) as { code?: unknown }).code === 'PERMISSION_DENIED';
  } catch {
    return false;
  }
}

/**
 * Site-frame 4 and 8: before a request the session refreshes an expired access token (one refresh shared by
 * concurrent requests, done by the auth runtime); a 403 answering the admin token logs the admin out and the
 * request is retried once without it; a 401 answering a token the client still thought valid (clock skew) is
 * retried once after a refresh.
 */
export function authMiddleware(auth: AuthRequestHooks, fetcher: (input: Request) => Promise<Response>): Middleware {
  // Requests sent with a token keep an unsent copy (the original body is consumed by then) for the one retry.
  const retryCopies = new WeakMap<Request, { copy: Request; token: string }>();
  return {
    async onRequest({ request }) {
      const token = await auth.tokenForRequest(new URL(request.url).pathname);
      if (!token) return request;
      request.headers.set('Authorization', `Bearer ${token}`);
      retryCopies.set(request, { copy: request.clone(), token });
      return request;
    },
    async onResponse({ request, response }) {
      const sent = retryCopies.get(request);
      retryCopies.delete(request);
      if (!sent) return undefined;
      // A role without the operation's permission (PERMISSION_DENIED) stays signed in: only a token that is no
      // back-office one any more falls back (docs/decisions/0200-staff-roles-and-permissions.md).
      if (response.status === 403 && auth.isAdminToken(sent.token) && !(await permissionDenied(response))) {
        await auth.adminForbidden();
        sent.copy.headers.delete('Authorization');
        return fetcher(sent.copy);
      }
      if (response.status === 401) {
        const fresh = await auth.renewToken(sent.token);
        if (!fresh) return undefined;
        sent.copy.headers.set('Authorization', `Bearer ${fresh}`);
        return fetcher(sent.copy);
      }
      return undefined;
    },
  };
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const client = createClient<paths>({ baseUrl, ...(options.fetch ? { fetch: options.fetch } : {}) });
  client.use(headersMiddleware(options));
  if (options.notify && options.errorText) client.use(errorToastMiddleware(options.notify, options.errorText));
  // Registered last so its onResponse runs first: the toast middleware then sees the retried answer.
  if (options.auth) client.use(authMiddleware(options.auth, options.fetch ?? ((request) => globalThis.fetch(request))));
  return client;
}

type Envelope<R> = R extends { data: infer D; errored?: unknown } ? D : never;

/** The envelope's `data`, or an ApiError carrying the coded error (code, message, statusCode). */
export async function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<R>,
): Promise<Envelope<NonNullable<R['data']>>> {
  const result = await call;
  const body = result.data as { data?: unknown; errored?: boolean } | undefined;
  if (result.error !== undefined || !result.response.ok || !body || body.errored) {
    throw errorFromBody(result.error ?? body, result.response);
  }
  return body.data as Envelope<NonNullable<R['data']>>;
}
