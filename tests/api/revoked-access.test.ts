import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, bearer, freshIp, login, verifiedUser } from './auth-helpers.js';

// An access token of a login that ended is refused at once, not after its 15 minutes
// (docs/decisions/0091-revoked-sessions-refuse-access-tokens.md).
const PASSWORD = 'Lozinka123!';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/web/profile', headers: t.headers(bearer(token)) });
const update = (token: string) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/v1/user/web/update',
    headers: t.headers(bearer(token)),
    payload: { details: { firstName: 'Uljez' } },
  });
const logout = (token: string, cookie: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/logout',
    headers: t.headers({
      'x-forwarded-for': freshIp(),
      ...bearer(token),
      ...(cookie ? { cookie: `refresh_token=${cookie}` } : {}),
    }),
  });

describe('access tokens of an ended login', () => {
  it('should refuse the old access token on profile read and update after logout', async () => {
    await verifiedUser(t, 'odjavljen@primjer.hr', PASSWORD);
    const session = await login(t, 'odjavljen@primjer.hr', PASSWORD);
    expect((await profile(session.accessToken)).statusCode).toBe(200);
    expect((await logout(session.accessToken, session.refresh)).statusCode).toBe(200);
    const read = expectCodedError(await profile(session.accessToken), 401, 'UNAUTHORIZED');
    expect(read.payload).toEqual({ reason: 'revoked' });
    expectCodedError(await update(session.accessToken), 401, 'UNAUTHORIZED');
    const again = await login(t, 'odjavljen@primjer.hr', PASSWORD);
    expect((await profile(again.accessToken)).json().data.details.firstName).toBe('Ana');
  });

  it('should refuse the token after a logout that sent only the refresh cookie', async () => {
    await verifiedUser(t, 'drugi-tab@primjer.hr', PASSWORD);
    const session = await login(t, 'drugi-tab@primjer.hr', PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: t.headers({ 'x-forwarded-for': freshIp(), cookie: `refresh_token=${session.refresh}` }),
    });
    expect(res.statusCode).toBe(200);
    expectCodedError(await profile(session.accessToken), 401, 'UNAUTHORIZED');
  });

  it("should refuse other devices' tokens after a password change, and keep this one", async () => {
    await verifiedUser(t, 'dva-uredaja@primjer.hr', PASSWORD);
    const phone = await login(t, 'dva-uredaja@primjer.hr', PASSWORD);
    const laptop = await login(t, 'dva-uredaja@primjer.hr', PASSWORD);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/change',
      headers: t.headers(bearer(laptop.accessToken)),
      payload: { oldPassword: PASSWORD, newPassword: 'NovaLozinka9!', newPasswordAgain: 'NovaLozinka9!' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectCodedError(await update(phone.accessToken), 401, 'UNAUTHORIZED');
    expect((await profile(laptop.accessToken)).statusCode).toBe(200);
  });

  it('should still let a logged-out visitor log out again and log in with the old token in the header', async () => {
    await verifiedUser(t, 'ponovo@primjer.hr', PASSWORD);
    const session = await login(t, 'ponovo@primjer.hr', PASSWORD);
    await logout(session.accessToken, session.refresh);
    expect((await logout(session.accessToken, null)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: t.headers({ ...bearer(session.accessToken), 'x-forwarded-for': freshIp() }),
      payload: { username: 'ponovo@primjer.hr', password: PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
