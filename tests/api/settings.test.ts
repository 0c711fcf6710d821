import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers = t.headers()) => t.app.inject({ method: 'GET', url, headers });

describe('GET /api/v1/commons', () => {
  it('should list 79 languages with Croatian as id 41 named in four languages', async () => {
    const res = await get('/api/v1/commons?language=hrv&type=languages');
    expect(res.statusCode, res.body).toBe(200);
    const { languages, countries } = res.json().data;
    expect(countries).toBeUndefined();
    expect(languages).toHaveLength(79);
    expect(languages.find((l: { id: number }) => l.id === 41)).toEqual({
      id: 41,
      code: 'hrv',
      code2: 'hr',
      name: 'hrvatski',
      names: { hrv: 'hrvatski', eng: 'Croatian', ger: 'Kroatisch', srp: 'hrvatski' },
    });
  });

  it('should name countries in the asked language and allow checkout only to HR, SI, BA and RS', async () => {
    const res = await get('/api/v1/commons?language=eng&type=countries');
    const { countries } = res.json().data;
    expect(countries.find((c: { iso: string }) => c.iso === 'DE').name).toBe('Germany');
    expect(
      countries.filter((c: { checkoutAllowed: boolean }) => c.checkoutAllowed).map((c: { iso: string }) => c.iso),
    ).toEqual(['HR', 'SI', 'BA', 'RS']);
  });

  it('should answer both lists when no type is given, in Croatian by default', async () => {
    const { data } = (await get('/api/v1/commons')).json();
    expect(data.languages.length).toBeGreaterThan(0);
    expect(data.countries.find((c: { iso: string }) => c.iso === 'HR').name).toBe('Hrvatska');
  });

  it('should refuse an unknown type, a bad language and unknown fields', async () => {
    expectCodedError(await get('/api/v1/commons?type=planets'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/commons?language=croatian'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/commons?__proto__=x'), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await get('/api/v1/commons', { ...t.headers(), language: 'x'.repeat(5000) }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/v1/settings/general/user', () => {
  it('should return the global language setting (hrv, id 41)', async () => {
    const res = await get('/api/v1/settings/general/user?group=global&key=language');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({
      group: 'global',
      key: 'language',
      value: { id: 41, code: 'hrv', code2: 'hr', allowed: [41] },
    });
  });

  it('should answer NOT_FOUND for a missing setting and VALIDATION_FAILED without group or key', async () => {
    expectCodedError(await get('/api/v1/settings/general/user?group=global&key=nothing'), 404, 'NOT_FOUND');
    expectCodedError(await get('/api/v1/settings/general/user?group=global'), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await get(`/api/v1/settings/general/user?group=global&key=${'k'.repeat(300)}`),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await get("/api/v1/settings/general/user?group=global&key=a'%20OR%201=1"),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/v2/settings/getCheckoutSettings', () => {
  it('should answer the site settings of site-frame section 9', async () => {
    const res = await get('/api/v2/settings/getCheckoutSettings');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      errored: false,
      data: {
        reviewStars: 5,
        cartType: 2,
        checkoutType: 0,
        guestCheckout: true,
        giftWrap: false,
        mergeCartItems: true,
        eProductDelivery: 'link',
        allowedCountries: ['HR', 'SI', 'BA', 'RS'],
      },
    });
  });

  it('should refuse a request without apiKey, with a wrong one or a huge one as INVALID_API_KEY', async () => {
    expectCodedError(
      await t.app.inject({ method: 'GET', url: '/api/v2/settings/getCheckoutSettings' }),
      401,
      'INVALID_API_KEY',
    );
    expectCodedError(await get('/api/v2/settings/getCheckoutSettings', { apiKey: 'wrong' }), 401, 'INVALID_API_KEY');
    expectCodedError(
      await get('/api/v2/settings/getCheckoutSettings', { apiKey: 'k'.repeat(10_000) }),
      401,
      'INVALID_API_KEY',
    );
  });
});

describe('site and store headers', () => {
  it('should accept the domain own site and store ids', async () => {
    expect(
      (await get('/api/v2/settings/getCurrencyConfig', t.headers({ site: '1', store: '1', language: 'hrv' })))
        .statusCode,
    ).toBe(200);
  });

  it('should refuse another store with the spec message and another site as VALIDATION_FAILED', async () => {
    const store = expectCodedError(
      await get('/api/v2/settings/getCurrencyConfig', t.headers({ store: '7' })),
      400,
      'STORE_NOT_DEFINED',
    );
    expect(store.message).toBe('Store is not defined');
    expectCodedError(
      await get('/api/v2/settings/getCurrencyConfig', t.headers({ site: '__proto__' })),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/v2/settings/getCurrencyConfig', () => {
  it('should answer EUR with id 44 and the € symbol after the amount', async () => {
    const res = await get('/api/v2/settings/getCurrencyConfig');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.mainCurrency).toEqual({ id: 44, code: 'EUR', label: 'EUR', symbol: '€', decimals: 2 });
    expect(res.json().data.format).toEqual({ decimalSeparator: ',', thousandsSeparator: '.', symbolPosition: 'after' });
  });
});

describe('POST /api/v2/domainDetect', () => {
  it('should answer the demo domain without an apiKey', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      apiKey: 'demo-api-key',
      domain: { apiKeyId: 1, url: 'https://zvijezda-shop.hr' },
      site: { siteID: 1, apiKeyId: 1 },
      store: { storeID: 1, language: 'hrv' },
      externalURLs: { generatePdf: expect.any(String) },
      maintenance: false,
    });
  });

  it('should choose the domain by the url in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v2/domainDetect',
      payload: { url: 'https://www.zvijezda-shop.hr/shop' },
    });
    expect(res.json().data.domain.apiKeyId).toBe(1);
  });

  it('should refuse unknown fields and a url that is not a string', async () => {
    expectCodedError(
      await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect', payload: { url: 5 } }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect', payload: { forced: true } }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await t.app.inject({ method: 'POST', url: '/api/v2/domainDetect', payload: { url: 'x'.repeat(1000) } }),
      400,
      'VALIDATION_FAILED',
    );
  });
});
