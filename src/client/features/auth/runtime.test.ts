import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { QueryClient } from '@tanstack/react-query';
import { createApiClient } from '../../lib/api-client.js';
import { createAuthSession } from '../../lib/auth-session.js';
import { createToastStore } from '../../components/ui/toast/toast-store.js';
import { startAuthRuntime } from './runtime.js';

const config = { apiKey: 'demo-api-key', siteId: 1, storeId: 1, language: 'hrv' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const profile = {
  id: 7,
  email: 'kupac@zvijezda-shop.hr',
  pendingEmail: null,
  emailVerified: true,
  isBackofficeUser: false,
  scope: [],
  memberCardBarcode: null,
  details: { firstName: 'Ana', lastName: 'Kupac', displayName: 'Ana Kupac' },
  addresses: [],
  consents: [],
};

/** The answer of a login or a refresh: a new access token for the profile's user. */
const signedIn = (accessToken: string) => ({
  data: {
    tokens: { accessToken, expiresIn: 900, tokenType: 'Bearer' },
    user: {
      id: profile.id,
      email: profile.email,
      isBackofficeUser: false,
      scope: [],
      memberCardBarcode: null,
      details: profile.details,
    },
  },
  errored: false,
});

/** The real runtime (auth machine, session calls, api client and its middleware) over a scripted server. */
function boot(options: { refreshOk: (n: number) => boolean; reject?: string; steps?: string[] }) {
  let clock = Date.now();
  let refreshes = 0;
  const authHeaders: Array<string | null> = [];
  const session = createAuthSession();
  const api = createApiClient({
    config,
    baseUrl: 'http://shop.test',
    auth: session,
    fetch: async (request) => {
      const path = new URL(request.url).pathname;
      if (path === '/api/v1/refresh') {
        refreshes += 1;
        // A slow refresh, so concurrent requests really overlap it.
        await new Promise((resolve) => setTimeout(resolve, 20));
        if (!options.refreshOk(refreshes))
          return json({ errored: true, code: 'UNAUTHORIZED', message: 'Unauthorized', statusCode: 401 }, 401);
        return json(signedIn(`access-${refreshes}`));
      }
      if (path === '/api/v1/user/web/profile') return json({ data: profile, errored: false });
      // The back office's profile refuses a customer's account (403), and anyone without a token (401).
      if (path === '/api/v1/user/profile') {
        const [code, status] = request.headers.get('Authorization') ? ['FORBIDDEN', 403] : ['UNAUTHORIZED', 401];
        return json({ errored: true, code, message: code, statusCode: status }, status);
      }
      if (path === '/api/v1/login') {
        return json(signedIn('access-login'));
      }
      if (path === '/api/v1/logout') return json({ data: { success: true }, errored: false });
      authHeaders.push(request.headers.get('Authorization'));
      if (options.reject && request.headers.get('Authorization') === `Bearer ${options.reject}`) {
        return json(
          {
            errored: true,
            code: 'UNAUTHORIZED',
            message: 'Token expired.',
            statusCode: 401,
            payload: { reason: 'expired' },
          },
          401,
        );
      }
      return json({ data: { records: [] }, errored: false });
    },
  });
  const navigations: string[] = [];
  const runtime = startAuthRuntime({
    session,
    api,
    toasts: createToastStore(),
    queryClient: new QueryClient(),
    navigate: (path) => void navigations.push(path),
    currentPath: () => '/',
    origin: 'http://shop.test',
    now: () => clock,
    fetchCartSession: async () => void options.steps?.push('cart session'),
    fetchWishlist: async () => void options.steps?.push('wishlist'),
  });
  return {
    api,
    runtime,
    session,
    authHeaders,
    navigations,
    refreshes: () => refreshes,
    advance: (ms: number) => (clock += ms),
  };
}

describe('auth runtime with the api client', () => {
  it('should run the login sequence: login, user, abandoned cart session, then the wishlist', async () => {
    const steps: string[] = [];
    const { runtime, session } = boot({ refreshOk: () => false, steps });
    await session.ready();
    await runtime.login({ strategy: 'local', username: profile.email, password: 'Zvijezda2024!' });
    expect(steps).toEqual(['cart session', 'wishlist']);
    expect(session.getStatus()).toMatchObject({ status: 'authenticated' });
  });

  it('should restore the session from the refresh cookie and mark the visitor authenticated', async () => {
    const { session } = boot({ refreshOk: () => true });
    await session.ready();
    expect(session.getStatus()).toMatchObject({ status: 'authenticated', user: { displayName: 'Ana Kupac' } });
  });

  it('should run one refresh for five concurrent requests that find the token expired, then send the new token', async () => {
    const { api, session, authHeaders, refreshes, advance } = boot({ refreshOk: () => true });
    await session.ready();
    advance(15 * 60_000);
    await Promise.all(Array.from({ length: 5 }, () => api.GET('/api/v1/cms/option/filter')));
    expect(refreshes()).toBe(2);
    expect(authHeaders).toEqual(Array(5).fill('Bearer access-2'));
  });

  it('should log out and send the requests anonymous when the refresh fails', async () => {
    const { api, session, runtime, authHeaders, navigations, advance } = boot({ refreshOk: (n) => n === 1 });
    await session.ready();
    advance(15 * 60_000);
    await Promise.all([api.GET('/api/v1/cms/option/filter'), api.GET('/api/v1/cms/option/filter')]);
    await waitFor(runtime.actor, (s) => s.matches('loggedOut'));
    expect(authHeaders).toEqual([null, null]);
    expect(session.getStatus().status).toBe('anonymous');
    expect(navigations).toEqual(['/']);
  });

  it('should start anonymous when there is no refresh cookie', async () => {
    const { session } = boot({ refreshOk: () => false });
    await session.ready();
    expect(session.getStatus()).toEqual({ status: 'anonymous', user: null });
  });

  it('should refresh once and retry when the server calls a token expired that the client thought valid', async () => {
    const { api, session, authHeaders, refreshes } = boot({ refreshOk: () => true, reject: 'access-1' });
    await session.ready();
    const [a, b] = await Promise.all([api.GET('/api/v1/cms/option/filter'), api.GET('/api/v1/cms/option/filter')]);
    expect([a.response.status, b.response.status]).toEqual([200, 200]);
    expect(refreshes()).toBe(2);
    expect(authHeaders).toEqual(['Bearer access-1', 'Bearer access-1', 'Bearer access-2', 'Bearer access-2']);
  });

  it("should refuse a customer's account at the back office's login with the profile's 403, not a retried 401", async () => {
    const { runtime, session } = boot({ refreshOk: () => false });
    await session.ready();
    const login = runtime.login({ strategy: 'admin', username: profile.email, password: 'Zvijezda2024!' });
    await expect(login).rejects.toMatchObject({ statusCode: 403 });
    expect(session.getStatus().status).toBe('anonymous');
  });
});
