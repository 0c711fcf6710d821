import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, ok } from '../../src/server/platform/errors/index.js';
import { contractPlugin } from '../../src/server/platform/http/contract.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { MAINTENANCE: 'true', PUBLIC_URL: 'https://zvijezda-shop.hr' } });
});
afterAll(async () => t?.close());

describe('unknown routes', () => {
  it('should answer a coded ROUTE_NOT_FOUND for an unknown /api route, whatever the method', async () => {
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v1/nothing', headers: t.headers() }),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectCodedError(
      await t.app.inject({ method: 'POST', url: '/api/v9/x?y=1', headers: t.headers() }),
      404,
      'ROUTE_NOT_FOUND',
    );
    expectCodedError(await t.app.inject({ method: 'DELETE', url: '/kosarica' }), 404, 'ROUTE_NOT_FOUND');
  });

  it('should serve the SPA with the domain config injected for any other GET', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/shop/dresovi?sort=1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const match = /<script>window\.__SHOP_CONFIG__=(.+?)<\/script>/.exec(res.body);
    expect(JSON.parse(match![1]!)).toEqual({
      apiKey: 'demo-api-key',
      apiKeyId: 1,
      siteId: 1,
      storeId: 1,
      siteName: 'NK Zvijezda Fan Shop',
      publicUrl: 'https://zvijezda-shop.hr',
      maintenance: true,
      production: false,
      // No social provider is configured in the tests: the storefront hides their buttons.
      socialProviders: [],
    });
  });

  it('should allow exactly the injected script in the page CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
  });
});

describe('security headers', () => {
  it('should send nosniff, frame and referrer policies on API answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v2/settings/getCurrencyConfig', headers: t.headers() });
    expect(res.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    });
  });
});

describe('compression', () => {
  it('should compress large JSON answers when the client accepts gzip', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/commons',
      headers: t.headers({ 'accept-encoding': 'gzip' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('maintenance', () => {
  it('should tell the SPA through domainDetect that the shop is in maintenance', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect' });
    expect(res.json().data.maintenance).toBe(true);
  });
});

describe('bad requests', () => {
  it('should answer PAYLOAD_TOO_LARGE for a body over 1 MiB', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: JSON.stringify({ handlers: ['header'], pad: 'x'.repeat(1_100_000) }),
    });
    expectCodedError(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('should answer UNSUPPORTED_MEDIA_TYPE for a non-JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: { ...t.headers(), 'content-type': 'application/xml' },
      payload: '<handlers/>',
    });
    expectCodedError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('should answer URI_TOO_LONG for a path parameter over 300 characters', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/cms/navigation/tree/${'a'.repeat(400)}`,
      headers: t.headers(),
    });
    expectCodedError(res, 414, 'URI_TOO_LONG');
  });

  it('should list the failing fields of a validation error in the payload', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: t.headers(),
      payload: { handlers: ['x'] },
    });
    const body = expectCodedError(res, 400, 'VALIDATION_FAILED');
    expect((body.payload as { fields: Array<{ field: string }> }).fields[0]!.field).toMatch(/^body\/handlers\/0/);
  });
});

describe('contract drift', () => {
  it('should turn a response that does not match the contract into a coded 500 without details', async () => {
    const app = Fastify({ logger: false });
    app.setErrorHandler(errorHandler);
    await app.register(contractPlugin);
    app.get('/api/v2/settings/getCurrencyConfig', async () => ok({ mainCurrency: { id: 'EUR' } }));
    const res = await app.inject({ method: 'GET', url: '/api/v2/settings/getCurrencyConfig' });
    const body = expectCodedError(res, 500, 'INTERNAL');
    expect(body.payload).toBeUndefined();
    expect(res.body).not.toContain('mainCurrency');
    await app.close();
  });
});

describe('database loss', () => {
  it('should answer 503 DATABASE_UNAVAILABLE when the database is gone, without SQL', async () => {
    const other = await createTestApp();
    // Warm the apiKey cache, then take the database away under the running app.
    await other.app.inject({ method: 'GET', url: '/api/v2/settings/getCurrencyConfig', headers: other.headers() });
    await other.handle.close();
    const res = await other.app.inject({
      method: 'GET',
      url: '/api/v2/settings/getCurrencyConfig',
      headers: other.headers(),
    });
    expectCodedError(res, 503, 'DATABASE_UNAVAILABLE');
    expect(res.headers['retry-after']).toBe('30');
    // The handle is already closed: close() still removes the app and its temp folder.
    await other.close();
  });
});
