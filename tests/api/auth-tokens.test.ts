import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectCodedError, type TestApp } from '../support/index.js';
import { bearer, login, refresh, verifiedUser, createAuthTestApp, movableClock } from './auth-helpers.js';

// docs/targets.md R9: refresh-token rotation with reuse detection, parallel refresh, logout, password change, bad tokens.
let t: TestApp;
const clock = movableClock();
beforeAll(async () => {
  t = await createAuthTestApp(clock);
});
afterAll(async () => t?.close());

const profile = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/user/web/profile', headers: t.headers(bearer(token)) });
const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');

describe('refresh tokens', () => {
  it('should rotate the cookie on every refresh and answer a working access token', async () => {
    const user = await verifiedUser(t, 'rotacija@primjer.hr');
    const first = await login(t, user.email, user.password);
    const second = await refresh(t, first.refresh);
    expect(second.res.statusCode, second.res.body).toBe(200);
    expect(second.refresh).toBeTruthy();
    expect(second.refresh).not.toBe(first.refresh);
    expect((await profile(second.accessToken)).statusCode).toBe(200);
    const third = await refresh(t, second.refresh);
    expect(third.res.statusCode).toBe(200);
  });

  it('should revoke the whole family when a rotated token is reused after the grace window', async () => {
    const user = await verifiedUser(t, 'kradja@primjer.hr');
    const first = await login(t, user.email, user.password);
    const second = await refresh(t, first.refresh);
    expect(second.res.statusCode).toBe(200);
    clock.ahead = 6_000;
    const stolen = await refresh(t, first.refresh);
    expectCodedError(stolen.res, 401, 'UNAUTHORIZED');
    expect(String([stolen.res.headers['set-cookie']].flat()[0])).toMatch(/refresh_token=;.*Max-Age=0/);
    // The legitimate holder's newer token is dead too: the family is revoked.
    expectCodedError((await refresh(t, second.refresh)).res, 401, 'UNAUTHORIZED');
  });

  it('should let parallel tabs refresh with the same token inside the grace window without revoking', async () => {
    const user = await verifiedUser(t, 'tabovi@primjer.hr');
    const first = await login(t, user.email, user.password);
    const [a, b] = await Promise.all([refresh(t, first.refresh), refresh(t, first.refresh)]);
    expect([a.res.statusCode, b.res.statusCode]).toEqual([200, 200]);
    clock.ahead = 3_000;
    const late = await refresh(t, first.refresh);
    expect(late.res.statusCode, late.res.body).toBe(200);
    expect((await refresh(t, a.refresh)).res.statusCode).toBe(200);
    expect((await refresh(t, b.refresh)).res.statusCode).toBe(200);
  });

  it('should end a login at its absolute lifetime even when it keeps refreshing', async () => {
    const user = await verifiedUser(t, 'trajanje@primjer.hr');
    let current = (await login(t, user.email, user.password)).refresh;
    clock.ahead = 29 * 24 * 3600_000;
    const renewed = await refresh(t, current);
    expect(renewed.res.statusCode).toBe(200);
    current = renewed.refresh;
    clock.ahead = 31 * 24 * 3600_000;
    expectCodedError((await refresh(t, current)).res, 401, 'UNAUTHORIZED');
  });

  it('should answer 401 without a cookie or with an unknown one', async () => {
    expectCodedError((await refresh(t, null)).res, 401, 'UNAUTHORIZED');
    expectCodedError((await refresh(t, 'x'.repeat(43))).res, 401, 'UNAUTHORIZED');
  });
});

describe('logout and password change', () => {
  it('should revoke the refresh family and clear the cookie on logout', async () => {
    const user = await verifiedUser(t, 'odjava@primjer.hr');
    const session = await login(t, user.email, user.password);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: t.headers(bearer(session.accessToken)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { success: true }, errored: false });
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/refresh_token=;.*Max-Age=0/);
    expectCodedError((await refresh(t, session.refresh)).res, 401, 'UNAUTHORIZED');
  });

  it('should log out other devices on a password change and keep this one', async () => {
    const user = await verifiedUser(t, 'uredaji@primjer.hr');
    const phone = await login(t, user.email, user.password);
    const laptop = await login(t, user.email, user.password);
    const change = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/change',
      headers: t.headers(bearer(laptop.accessToken)),
      payload: { oldPassword: user.password, newPassword: 'NovaLozinka9!', newPasswordAgain: 'NovaLozinka9!' },
    });
    expect(change.statusCode, change.body).toBe(200);
    expectCodedError((await refresh(t, phone.refresh)).res, 401, 'UNAUTHORIZED');
    expect((await refresh(t, laptop.refresh)).res.statusCode).toBe(200);
    expect((await login(t, user.email, 'NovaLozinka9!')).res.statusCode).toBe(200);
    expectCodedError((await login(t, user.email, user.password)).res, 401, 'INVALID_LOGIN');
  });
});

describe('bad access tokens', () => {
  it('should answer 401 for an expired access token', async () => {
    const { accessToken } = await login(t, 'kupac@zvijezda-shop.hr', 'Zvijezda2024!');
    clock.ahead = 16 * 60_000;
    const body = expectCodedError(await profile(accessToken), 401, 'UNAUTHORIZED');
    expect(body.payload).toEqual({ reason: 'expired' });
  });

  it('should answer 401 for an alg:none token, a wrong audience, a wrong issuer, a foreign key and garbage', async () => {
    const now = Math.floor(Date.now() / 1000);
    const claims = {
      sub: '1',
      email: 'kupac@zvijezda-shop.hr',
      bo: true,
      scope: 'admin',
      sid: 'x',
      iss: 'fan-shop',
      aud: 'fan-shop-api',
      iat: now,
      exp: now + 600,
    };
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`;
    const sign = (c: Record<string, unknown>, key = t.app.authSecret) =>
      new SignJWT(c).setProtectedHeader({ alg: 'HS256' }).sign(key);
    const tokens = [
      none,
      await sign({ ...claims, aud: 'another-api' }),
      await sign({ ...claims, iss: 'evil' }),
      await sign(claims, new TextEncoder().encode('a-different-secret-of-at-least-32-bytes!!')),
      'not.a.token',
    ];
    for (const token of tokens) expectCodedError(await profile(token), 401, 'UNAUTHORIZED');
    expectCodedError(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/web/profile',
        headers: t.headers({ authorization: 'Basic abc' }),
      }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('should still let a visitor with a stale token log in', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: t.headers({ ...bearer('stale.token.here'), 'x-forwarded-for': '10.99.0.1' }),
      payload: { username: 'kupac@zvijezda-shop.hr', password: 'Zvijezda2024!' },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
