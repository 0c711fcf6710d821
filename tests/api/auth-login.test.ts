import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, CUSTOMER, login } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

describe('login', () => {
  it('should answer an access token and the user, and set the refresh token only as an HttpOnly SameSite=Strict cookie', async () => {
    const { res, accessToken, refresh } = await login(t, CUSTOMER.email, CUSTOMER.password);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.tokens).toEqual({ accessToken, expiresIn: 900, tokenType: 'Bearer' });
    expect(data.user).toMatchObject({
      email: CUSTOMER.email,
      isBackofficeUser: false,
      scope: ['customer'],
      memberCardBarcode: '385000000017',
      details: { firstName: 'Ivana', lastName: 'Horvat' },
    });
    expect(res.body).not.toContain(refresh);
    const cookie = String([res.headers['set-cookie']].flat()[0]);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/api\/v1;/);
    expect(refresh).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The readable hint says only that a session may exist; it never carries the token.
    const hint = String([res.headers['set-cookie']].flat()[1]);
    expect(hint).toMatch(/^fs_session=1; Path=\/;/);
    expect(hint).not.toMatch(/HttpOnly/);
    expect(hint).not.toContain(refresh);
  });

  it('should accept the access token as Authorization Bearer and as the spec accessToken header', async () => {
    const { accessToken } = await login(t, CUSTOMER.email, CUSTOMER.password);
    for (const headers of [bearer(accessToken), { accessToken }]) {
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/web/profile', headers: t.headers(headers) });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.email).toBe(CUSTOMER.email);
    }
  });

  it("should refuse a wrong password and an unknown e-mail with the spec's 'Unknown username or password!'", async () => {
    const wrong = await login(t, CUSTOMER.email, 'Pogresna123!');
    expect(expectCodedError(wrong.res, 401, 'INVALID_LOGIN').message).toBe('Unknown username or password!');
    const unknown = await login(t, 'nitko@zvijezda-shop.hr', 'Pogresna123!');
    expect(expectCodedError(unknown.res, 401, 'INVALID_LOGIN').message).toBe('Unknown username or password!');
  });

  it('should refuse bad input with a coded 400', async () => {
    for (const payload of [
      {},
      { username: 'a@b.hr' },
      { username: 'a@b.hr', password: 'x', isBackofficeUser: true },
      { username: 1, password: 2 },
    ]) {
      expectCodedError(
        await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: t.headers(), payload }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('should give the back-office user the admin profile and refuse it to a customer with 403', async () => {
    const admin = await login(t, ADMIN.email, ADMIN.password);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/profile',
      headers: t.headers(bearer(admin.accessToken)),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      email: ADMIN.email,
      isBackofficeUser: true,
      scope: ['owner'],
    });
    const customer = await login(t, CUSTOMER.email, CUSTOMER.password);
    expectCodedError(
      await t.app.inject({
        method: 'GET',
        url: '/api/v1/user/profile',
        headers: t.headers(bearer(customer.accessToken)),
      }),
      403,
      'FORBIDDEN',
    );
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/user/profile', headers: t.headers() }),
      401,
      'UNAUTHORIZED',
    );
  });

  it('should run the login hooks with the user (the cart merges the abandoned cart there)', async () => {
    const seen: number[] = [];
    t.app.authHooks.onLogin.push(({ user }) => {
      seen.push(user.id);
    });
    t.app.authHooks.onLogin.push(() => {
      throw new Error('a failing hook must not fail the login');
    });
    const { res } = await login(t, CUSTOMER.email, CUSTOMER.password);
    expect(res.statusCode).toBe(200);
    expect(seen).toEqual([res.json().data.user.id]);
    t.app.authHooks.onLogin.length = 0;
  });
});
