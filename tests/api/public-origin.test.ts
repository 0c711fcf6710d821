import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../src/server/platform/config.js';
import { createTestApp, type TestApp } from '../support/index.js';
import { AUTH_ENV, freshIp, lastEmailTo, solvedCaptcha, verifiedUser } from './auth-helpers.js';

// Links the server writes follow the configured public origin, never the Host header a client sends
// (docs/decisions/0040-one-public-origin.md).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { ...AUTH_ENV, PORT: '3000', PUBLIC_URL: '' } });
});
afterAll(async () => t?.close());

describe('the public origin of the links the server writes', () => {
  it('should mail a reset link on the shop origin when the request names another host', async () => {
    await verifiedUser(t, 'domacin@primjer.hr');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password/forgot',
      headers: t.headers({ host: 'evil.example', 'x-forwarded-for': freshIp() }),
      payload: { username: 'domacin@primjer.hr', captcha: await solvedCaptcha(t) },
    });
    expect(res.statusCode).toBe(200);
    const mail = await lastEmailTo(t, 'domacin@primjer.hr');
    expect(mail!.text).toContain('http://localhost:3000/zaboravljena-lozinka?token=');
    expect(mail!.text).not.toContain('evil.example');
  });

  it('should keep the sitemap and the canonical link on the shop origin', async () => {
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'evil.example' } });
    expect(sitemap.body).toContain('http://localhost:3000/');
    expect(sitemap.body).not.toContain('evil.example');
  });

  it('should refuse to start in production without PUBLIC_URL or AUTH_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.zvijezda.hr' })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(48) })).toThrow(/PUBLIC_URL/);
  });
});
