import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, login, verifiedUser } from './auth-helpers.js';

// Personal answers are never stored (docs/decisions/0041-api-answers-not-stored.md).
const PASSWORD = 'Zvijezda2024!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

describe('Cache-Control on API answers', () => {
  it('should forbid storing the login, the profile, a new cart session and the outbox', async () => {
    await verifiedUser(t, 'spremiste@primjer.hr', PASSWORD);
    const session = await login(t, 'spremiste@primjer.hr', PASSWORD);
    const answers = [
      session.res,
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/web/profile',
        headers: t.headers({ authorization: `Bearer ${session.accessToken}` }),
      }),
      await t.app.inject({ method: 'GET', url: '/api/v2/cart/getNewCartSession', headers: t.headers() }),
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox', headers: t.headers() }),
    ];
    for (const res of answers) expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('should leave the headers of answers that set their own', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['cache-control']).toBe('public, max-age=600');
  });
});
