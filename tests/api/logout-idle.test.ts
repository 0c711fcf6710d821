import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { freshIp, login, refresh, verifiedUser, createAuthTestApp, movableClock } from './auth-helpers.js';

// Logout ends the session on the server whatever the access token's state (docs/decisions/0042-logout-ends-the-session.md).
const PASSWORD = 'Zvijezda2024!';
let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createAuthTestApp(clock);
});
afterAll(async () => t?.close());

const logout = (headers: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/logout',
    headers: t.headers({ 'x-forwarded-for': freshIp(), ...headers }),
  });

describe('logout of an idle session', () => {
  it('should revoke the refresh family with only the cookie and no access token', async () => {
    await verifiedUser(t, 'samo-kolacic@primjer.hr', PASSWORD);
    const session = await login(t, 'samo-kolacic@primjer.hr', PASSWORD);
    expect(session.refresh).toBeTruthy();
    const res = await logout({ cookie: `refresh_token=${session.refresh}` });
    expect(res.statusCode).toBe(200);
    const cleared = [res.headers['set-cookie']].flat().filter((c) => String(c).startsWith('refresh_token=;'));
    expect(cleared.map((c) => String(c).match(/Path=[^;]+/)?.[0])).toEqual(['Path=/api/v1', 'Path=/api/v1/refresh']);
    expect((await refresh(t, session.refresh)).res.statusCode).toBe(401);
  });

  it('should revoke the family when the access token has expired (an idle tab)', async () => {
    await verifiedUser(t, 'zaspali@primjer.hr', PASSWORD);
    const session = await login(t, 'zaspali@primjer.hr', PASSWORD);
    clock.ahead = 20 * 60_000; // past the access token's 15 minutes
    const res = await logout({
      authorization: `Bearer ${session.accessToken}`,
      cookie: `refresh_token=${session.refresh}`,
    });
    expect(res.statusCode).toBeLessThan(500);
    expect((await refresh(t, session.refresh)).res.statusCode).toBe(401);
    clock.ahead = 0;
  });

  it('should revoke the family that an expired access token names when no refresh cookie comes with it', async () => {
    await verifiedUser(t, 'bez-kolacica@primjer.hr', PASSWORD);
    const session = await login(t, 'bez-kolacica@primjer.hr', PASSWORD);
    clock.ahead = 20 * 60_000; // past the access token's 15 minutes; the tab lost its cookie (another path, cleared)
    const res = await logout({ authorization: `Bearer ${session.accessToken}` });
    expect(res.statusCode).toBe(200);
    expect((await refresh(t, session.refresh)).res.statusCode).toBe(401);
  });

  it('should revoke nothing for an expired token that is not signed by the shop', async () => {
    await verifiedUser(t, 'krivotvoren@primjer.hr', PASSWORD);
    const session = await login(t, 'krivotvoren@primjer.hr', PASSWORD);
    const [header, payload] = session.accessToken.split('.');
    clock.ahead = 20 * 60_000;
    const res = await logout({ authorization: `Bearer ${header}.${payload}.${'A'.repeat(43)}` });
    expect(res.statusCode).toBe(200);
    clock.ahead = 0;
    expect((await refresh(t, session.refresh)).res.statusCode).toBe(200);
  });

  it('should send the refresh cookie to the logout call', async () => {
    await verifiedUser(t, 'putanja@primjer.hr', PASSWORD);
    const session = await login(t, 'putanja@primjer.hr', PASSWORD);
    const cookie = [session.res.headers['set-cookie']].flat().find((c) => String(c).startsWith('refresh_token='));
    expect(cookie).toMatch(/Path=\/api\/v1;/);
  });
});
