import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueChallenge, leadingZeroBits } from '../../src/server/modules/captcha/pow.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { AUTH_ENV, consentIds, freshIp, solvedCaptcha } from './auth-helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
});
afterAll(async () => t?.close());

const register = async (email: string, captcha: unknown, app = t) =>
  app.app.inject({
    method: 'POST',
    url: '/api/v1/user/web/register',
    headers: app.headers({ 'x-forwarded-for': freshIp() }),
    payload: {
      details: { firstName: 'A', lastName: 'B' },
      email,
      username: email,
      password: 'Lozinka123!',
      acceptedConsents: (await consentIds(app)).required,
      captcha,
    },
  });

describe('self-hosted proof-of-work captcha', () => {
  it('should hand out a signed challenge with its difficulty and expiry', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', headers: t.headers() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data).toMatchObject({ provider: 'pow', difficulty: 4, algorithm: 'SHA-256' });
    expect(new Date(data.expiresAt).getTime()).toBeGreaterThan(Date.now());
  });

  it('should accept a solved challenge once and refuse it the second time', async () => {
    const captcha = await solvedCaptcha(t);
    expect((await register('pow1@primjer.hr', captcha)).statusCode).toBe(200);
    expectCodedError(await register('pow2@primjer.hr', captcha), 400, 'CAPTCHA_FAILED');
  });

  it('should refuse a wrong nonce, a forged signature, an expired challenge and a reCAPTCHA token', async () => {
    const { challenge, nonce } = await solvedCaptcha(t);
    let wrong = Number(nonce) + 1;
    while (leadingZeroBits(challenge, String(wrong)) >= 4) wrong++;
    expectCodedError(await register('pow2b@primjer.hr', { challenge, nonce: String(wrong) }), 400, 'CAPTCHA_FAILED');
    const hard = issueChallenge(t.app.authSecret, 30, Date.now()).challenge;
    expectCodedError(await register('pow3@primjer.hr', { challenge: hard, nonce: '1' }), 400, 'CAPTCHA_FAILED');
    const [payload] = challenge.split('.');
    expectCodedError(
      await register('pow4@primjer.hr', { challenge: `${payload}.forged`, nonce }),
      400,
      'CAPTCHA_FAILED',
    );
    const old = issueChallenge(t.app.authSecret, 0, Date.now() - 11 * 60_000).challenge;
    expectCodedError(await register('pow5@primjer.hr', { challenge: old, nonce: '0' }), 400, 'CAPTCHA_FAILED');
    expectCodedError(await register('pow6@primjer.hr', { recaptchaToken: 'x' }), 400, 'CAPTCHA_FAILED');
    expectCodedError(await register('pow7@primjer.hr', { challenge, nonce: 'abc' }), 400, 'VALIDATION_FAILED');
  });
});

describe('reCAPTCHA v2 when a secret is configured', () => {
  let siteverify: Server;
  let seen: URLSearchParams[] = [];
  let r: TestApp;
  beforeAll(async () => {
    // A local stand-in speaking Google's siteverify protocol: form-encoded POST, JSON { success }.
    siteverify = createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        seen.push(form);
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify(
            form.get('secret') === 'tajna' && form.get('response') === 'dobar-token'
              ? { success: true }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        );
      });
    });
    await new Promise<void>((ok) => siteverify.listen(0, '127.0.0.1', ok));
    const port = (siteverify.address() as AddressInfo).port;
    r = await createTestApp({
      env: {
        ...AUTH_ENV,
        RECAPTCHA_SECRET: 'tajna',
        RECAPTCHA_SITE_KEY: 'site-key-1',
        RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${port}/recaptcha/api/siteverify`,
      },
    });
  });
  afterAll(async () => {
    await r?.close();
    siteverify?.close();
  });

  it('should tell the client the site key and verify tokens server-side', async () => {
    const challenge = await r.app.inject({ method: 'GET', url: '/api/v1/captcha/challenge', headers: r.headers() });
    expect(challenge.json().data).toEqual({ provider: 'recaptcha', siteKey: 'site-key-1' });
    seen = [];
    expect((await register('re1@primjer.hr', { recaptchaToken: 'dobar-token' }, r)).statusCode).toBe(200);
    expect(seen[0]?.get('secret')).toBe('tajna');
    expectCodedError(await register('re2@primjer.hr', { recaptchaToken: 'los-token' }, r), 400, 'CAPTCHA_FAILED');
    expectCodedError(await register('re3@primjer.hr', await solvedCaptcha(t), r), 400, 'CAPTCHA_FAILED');
  });
});
