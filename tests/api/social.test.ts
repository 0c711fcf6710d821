import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { socialStates } from '../../src/server/platform/db/schema/auth.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { followToRedirectUri, startOidcStandIn } from '../support/oidc.js';
import { AUTH_ENV, freshIp, login, verifiedUser } from './auth-helpers.js';

// Social login end to end against a real OpenID Connect provider running locally: code flow, PKCE S256, state, nonce.
const SHOP = 'http://127.0.0.1:3210';
const REDIRECT = `${SHOP}/social-login`;
let idp: Awaited<ReturnType<typeof startOidcStandIn>>;
let t: TestApp;
beforeAll(async () => {
  idp = await startOidcStandIn({ redirectUris: [REDIRECT] });
  t = await createTestApp({
    env: {
      ...AUTH_ENV,
      PUBLIC_URL: SHOP,
      SOCIAL_GOOGLE_ISSUER: idp.issuer,
      SOCIAL_GOOGLE_CLIENT_ID: idp.clientId,
      SOCIAL_GOOGLE_CLIENT_SECRET: idp.clientSecret,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await idp?.close();
});

async function start(provider = 'google', redirect = REDIRECT) {
  return t.app.inject({
    method: 'GET',
    url: `/api/v1/user/social/redirect-login?social_login=${provider}&redirect_uri=${encodeURIComponent(redirect)}`,
    headers: t.headers({ 'x-forwarded-for': freshIp() }),
  });
}
async function throughProvider() {
  const res = await start();
  expect(res.statusCode, res.body).toBe(200);
  const back = await followToRedirectUri(res.json().data.url, REDIRECT);
  return {
    code: back.searchParams.get('code')!,
    state: back.searchParams.get('state')!,
    authUrl: new URL(res.json().data.url),
  };
}
const finish = ({ code, state, provider = 'google' }: { code: string; state: string; provider?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/user/social/oauth',
    headers: t.headers({ 'x-forwarded-for': freshIp() }),
    payload: { provider, code, state },
  });

describe('social login', () => {
  it('should send the browser to the provider with PKCE S256, state and nonce kept on the server', async () => {
    const { authUrl } = await throughProvider();
    expect(authUrl.origin).toBe(idp.issuer);
    const p = authUrl.searchParams;
    expect(p.get('response_type')).toBe('code');
    expect(p.get('code_challenge_method')).toBe('S256');
    expect(p.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(p.get('redirect_uri')).toBe(REDIRECT);
    const stored = await t.db.select().from(socialStates);
    expect(stored.some((s) => s.stateHash === p.get('state'))).toBe(false);
  });

  it('should log in a new person, create a verified account keyed by (provider, subject), and refuse a replayed state', async () => {
    const { code, state } = await throughProvider();
    const res = await finish({ code, state });
    expect(res.statusCode, res.body).toBe(200);
    const { tokens, user } = res.json().data;
    expect(tokens.tokenType).toBe('Bearer');
    expect(user).toMatchObject({
      email: 'navijac@primjer.hr',
      isBackofficeUser: false,
      details: { firstName: 'Luka', lastName: 'Navijač' },
    });
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/^refresh_token=/);
    expectCodedError(await finish({ code, state }), 400, 'SOCIAL_LOGIN_FAILED');
    // Same subject with a changed e-mail is still the same account.
    idp.state.account = { ...idp.state.account, email: 'promijenjen@primjer.hr' };
    const again = await finish(await throughProvider());
    expect(again.json().data.user.id).toBe(user.id);
    idp.state.account = { ...idp.state.account, email: 'navijac@primjer.hr' };
  });

  it('should link to an existing account only through a verified e-mail', async () => {
    await verifiedUser(t, 'postojeci@primjer.hr');
    const local = (await login(t, 'postojeci@primjer.hr', 'Lozinka123!')).res.json().data.user;
    idp.state.account = {
      sub: 'nepotvrdjen-1',
      email: 'postojeci@primjer.hr',
      email_verified: false,
      given_name: 'X',
      family_name: 'Y',
    };
    expectCodedError(await finish(await throughProvider()), 409, 'SOCIAL_EMAIL_CONFLICT');
    idp.state.account = {
      sub: 'potvrdjen-1',
      email: 'postojeci@primjer.hr',
      email_verified: true,
      given_name: 'X',
      family_name: 'Y',
    };
    const linked = await finish(await throughProvider());
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.user.id).toBe(local.id);
  });

  it('should fail when the PKCE verifier or the nonce kept on the server do not match what the provider saw', async () => {
    for (const column of ['codeVerifier', 'nonce'] as const) {
      const { code, state } = await throughProvider();
      await t.db.update(socialStates).set({ [column]: 'x'.repeat(43) });
      expectCodedError(await finish({ code, state }), 400, 'SOCIAL_LOGIN_FAILED');
    }
  });

  it('should refuse unknown states, foreign return addresses, unconfigured providers and bad input', async () => {
    expectCodedError(await finish({ code: 'abc', state: 'nepoznato-stanje' }), 400, 'SOCIAL_LOGIN_FAILED');
    expectCodedError(await start('google', 'https://evil.example/social-login'), 400, 'VALIDATION_FAILED');
    expectCodedError(await start('google', `${SHOP}/profil`), 400, 'VALIDATION_FAILED');
    expectCodedError(await start('facebook'), 404, 'SOCIAL_PROVIDER_UNAVAILABLE');
    expectCodedError(await start('twitter'), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await finish({ code: 'abc', state: 's', provider: 'facebook' }),
      404,
      'SOCIAL_PROVIDER_UNAVAILABLE',
    );
    expectCodedError(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/social/oauth',
        headers: t.headers(),
        payload: { provider: 'google', code: 'a' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
