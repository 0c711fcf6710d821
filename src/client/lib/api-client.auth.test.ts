import { describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.js';
import type { AuthRequestHooks } from './auth-session.js';

const config = { apiKey: 'demo-api-key', siteId: 1, storeId: 2, language: 'hrv' };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function setup(token: string | null, admin: boolean, respond: (request: Request) => Response) {
  const seen: Array<{ auth: string | null; body: string }> = [];
  const events: string[] = [];
  let current = token;
  const auth: AuthRequestHooks = {
    tokenForRequest: async (path) => {
      events.push(`token:${path}`);
      return current;
    },
    isAdminToken: () => admin,
    adminForbidden: async () => {
      events.push('adminForbidden');
      current = null;
    },
    renewToken: async (stale) => {
      events.push(`renew:${stale}`);
      current = `${stale}-renewed`;
      return current;
    },
  };
  const api = createApiClient({
    config,
    baseUrl: 'http://shop.test',
    auth,
    fetch: async (request) => {
      seen.push({ auth: request.headers.get('Authorization'), body: await request.clone().text() });
      return respond(request);
    },
  });
  return { api, seen, events };
}

describe('api client auth middleware', () => {
  it('should ask the session for the token of each request and send it as Bearer', async () => {
    const { api, seen, events } = setup('t1', false, () => json({ data: { records: [] }, errored: false }));
    await api.GET('/api/v1/cms/option/filter');
    expect(events).toEqual(['token:/api/v1/cms/option/filter']);
    expect(seen[0]!.auth).toBe('Bearer t1');
  });

  it('should log the admin out on a 403 and retry the request once without the token, body intact', async () => {
    const { api, seen, events } = setup('admin-token', true, (request) =>
      request.headers.get('Authorization')
        ? json({ errored: true, code: 'FORBIDDEN', message: 'Forbidden', statusCode: 403 }, 403)
        : json({ data: { success: true }, errored: false }),
    );
    const result = await api.POST('/api/v1/user/password/forgot', {
      body: { username: 'a@b.hr', captcha: { challenge: 'c', nonce: '1' } },
    });
    expect(result.response.status).toBe(200);
    expect(events).toEqual(['token:/api/v1/user/password/forgot', 'adminForbidden']);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer admin-token', null]);
    expect(seen[1]!.body).toBe(seen[0]!.body);
  });

  it("should keep a staff member signed in when their role lacks an operation's permission", async () => {
    const { api, seen, events } = setup('packer-token', true, () =>
      json(
        { errored: true, code: 'PERMISSION_DENIED', message: 'Nemate ovlasti za ovu radnju.', statusCode: 403 },
        403,
      ),
    );
    const result = await api.GET('/api/v1/admin/staff');
    expect(result.response.status).toBe(403);
    expect(seen).toHaveLength(1);
    expect(events).not.toContain('adminForbidden');
  });

  it('should not retry a 403 that answered a customer token', async () => {
    const { api, seen, events } = setup('customer', false, () =>
      json({ errored: true, code: 'FORBIDDEN', message: 'Forbidden', statusCode: 403 }, 403),
    );
    const result = await api.GET('/api/v1/user/profile');
    expect(result.response.status).toBe(403);
    expect(seen).toHaveLength(1);
    expect(events).not.toContain('adminForbidden');
  });

  it('should refresh once and retry with the new token when a token it thought valid gets a 401', async () => {
    const { api, seen, events } = setup('t1', false, (request) =>
      request.headers.get('Authorization') === 'Bearer t1'
        ? json({ errored: true, code: 'UNAUTHORIZED', message: 'Token expired.', statusCode: 401 }, 401)
        : json({ data: { records: [] }, errored: false }),
    );
    const result = await api.GET('/api/v1/cms/option/filter');
    expect(result.response.status).toBe(200);
    expect(events).toEqual(['token:/api/v1/cms/option/filter', 'renew:t1']);
    expect(seen.map((s) => s.auth)).toEqual(['Bearer t1', 'Bearer t1-renewed']);
  });
});
