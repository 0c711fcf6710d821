import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const get = (url: string, headers = t.headers()) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, payload: unknown, headers = t.headers()) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });

describe('POST /api/v1/cms/element/getByHandlers', () => {
  it('should return header, footer, cookie and popup in the order asked', async () => {
    const res = await post('/api/v1/cms/element/getByHandlers', { handlers: ['header', 'footer', 'cookie', 'popup'] });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data.map((e: { handler: string }) => e.handler)).toEqual(['header', 'footer', 'cookie', 'popup']);
    expect(data[0]).toMatchObject({ type: 'static-element', language_code: 'hrv' });
  });

  it('should carry the five sponsor groups, four social links and nine payment logos in the footer', async () => {
    const res = await post('/api/v1/cms/element/getByHandlers', { handlers: ['footer'] });
    const footer = res.json().data[0].meta;
    expect(footer.sponsorGroups.map((g: { key: string }) => g.key)).toEqual([
      'generalSponsors',
      'officialSponsors',
      'officialPartners',
      'officialSuppliers',
      'mediaPartners',
    ]);
    expect(footer.socialLinks.map((s: { network: string }) => s.network)).toEqual([
      'facebook',
      'youtube',
      'tiktok',
      'instagram',
    ]);
    expect(footer.paymentLogos).toHaveLength(6);
    expect(footer.paymentLogos[0].media.url).toMatch(/^\/media\/1\/\d+\/original\/[a-z0-9-]+\.png$/);
  });

  it('should link the top strip to membership, contact and help and show four partner brands', async () => {
    const header = (await post('/api/v1/cms/element/getByHandlers', { handlers: ['header'] })).json().data[0].meta;
    expect(header.topLinks.map((l: { link: { slug: string } }) => l.link.slug)).toEqual([
      'clanstvo',
      'kontakt',
      'pomoc',
    ]);
    expect(header.partnerBrands).toHaveLength(4);
  });

  it('should offer only necessary cookies pre-ticked', async () => {
    const cookie = (await post('/api/v1/cms/element/getByHandlers', { handlers: ['cookie'] })).json().data[0].meta;
    const ticked = cookie.categories
      .filter((c: { defaultChecked: boolean }) => c.defaultChecked)
      .map((c: { key: string }) => c.key);
    expect(ticked).toEqual(['necessary']);
    expect(cookie.acceptLabel).toBe('Prihvaćam');
  });

  it('should refuse an unknown handler, an empty list and extra fields with VALIDATION_FAILED', async () => {
    expectCodedError(await post('/api/v1/cms/element/getByHandlers', { handlers: ['evil'] }), 400, 'VALIDATION_FAILED');
    expectCodedError(await post('/api/v1/cms/element/getByHandlers', { handlers: [] }), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await post('/api/v1/cms/element/getByHandlers', { handlers: ['header'], x: 1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await post('/api/v1/cms/element/getByHandlers', { handlers: 'header' }), 400, 'VALIDATION_FAILED');
  });

  it('should refuse a body with __proto__ and a body that is not JSON', async () => {
    const proto = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '{"handlers":["header"],"__proto__":{"polluted":true}}',
    });
    expect(proto.statusCode).toBe(400);
    expect(proto.json().errored).toBe(true);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/cms/element/getByHandlers',
      headers: { ...t.headers(), 'content-type': 'application/json' },
      payload: '{"handlers":',
    });
    expectCodedError(broken, 400, 'INVALID_JSON');
  });

  it('should refuse a wrong apiKey', async () => {
    expectCodedError(
      await post('/api/v1/cms/element/getByHandlers', { handlers: ['header'] }, { apiKey: 'nope' }),
      401,
      'INVALID_API_KEY',
    );
  });
});

describe('GET /api/v1/cms/navigation/tree/{id}', () => {
  it('should return the main menu with the jersey sub-menu and a highlighted Akcije', async () => {
    const res = await get('/api/v1/cms/navigation/tree/main');
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json().data;
    expect(items.map((i: { title: string }) => i.title)).toEqual([
      'Dresovi',
      'Trening',
      'Navijački program',
      'Moda',
      'Dječji program',
      'Suveniri',
      'Akcije',
      'Poklon bonovi',
      'Objave',
    ]);
    expect(items[0].children.map((c: { linkV2: { slug: string } }) => c.linkV2.slug)).toEqual([
      'dresovi-domaci',
      'dresovi-gostujuci',
      'dresovi-treci',
    ]);
    expect(items.find((i: { title: string }) => i.title === 'Akcije')).toMatchObject({
      highlighted: true,
      linkV2: { type: 'category', slug: 'akcije' },
    });
  });

  it('should serve the four footer columns by handle and a tree by numeric id', async () => {
    for (const handle of ['footer1', 'footer2', 'footer3', 'footer4']) {
      const res = await get(`/api/v1/cms/navigation/tree/${handle}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.items.length).toBeGreaterThan(0);
    }
    const main = (await get('/api/v1/cms/navigation/tree/main')).json().data;
    expect((await get(`/api/v1/cms/navigation/tree/${main.id}`)).json().data.handle).toBe('main');
  });

  it('should answer NOT_FOUND for an unknown tree and VALIDATION_FAILED for a hostile id', async () => {
    expectCodedError(await get('/api/v1/cms/navigation/tree/footer9'), 404, 'NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/navigation/tree/99999999'), 404, 'NOT_FOUND');
    expectCodedError(await get(`/api/v1/cms/navigation/tree/${'9'.repeat(40)}`), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/cms/navigation/tree/__proto__'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/v1/cms/finder/decide', () => {
  it('should return the home page sections under data.data.components', async () => {
    const res = await get('/api/v1/cms/finder/decide?params=naslovna&originalTranslation=true');
    expect(res.statusCode, res.body).toBe(200);
    const types = res.json().data.data.components.map((c: { type: string }) => c.type);
    expect(types).toEqual(expect.arrayContaining(['hero', 'productCarousel', 'categoryTiles', 'banner', 'richText']));
    const hero = res.json().data.data.components[0];
    expect(hero.media).toMatchObject({ width: 1440, height: 550 });
  });

  it('should return the personalisation settings as the first component linkMeta', async () => {
    const res = await get(
      '/api/v1/cms/finder/decide?params=postavke-personalizacije-i-tablice-velicina&originalTranslation=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    const meta = res.json().data.data.components[0].linkMeta;
    expect(meta.personalisation).toMatchObject({ numberMax: 99, sponsorText: 'SPONZORI DODANI' });
    expect(meta.sizeTables[0].rows.map((r: string[]) => r[0])).toEqual(['S', 'M', 'L', 'XL', 'XXL']);
  });

  it('should serve the content pages as rich text', async () => {
    for (const slug of ['clanstvo', 'kontakt', 'pomoc', 'uvjeti-kupnje']) {
      const res = await get(`/api/v1/cms/finder/decide?params=${slug}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data.data.components[0].type).toBe('richText');
    }
  });

  it('should answer NOT_FOUND for an unknown page and VALIDATION_FAILED for bad params', async () => {
    expectCodedError(await get('/api/v1/cms/finder/decide?params=ne-postoji'), 404, 'NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/finder/decide'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/cms/finder/decide?params=Not%20A%20Slug'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get(`/api/v1/cms/finder/decide?params=${'a'.repeat(5000)}`), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await get('/api/v1/cms/finder/decide?params=naslovna&originalTranslation=maybe'),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await get('/api/v1/cms/finder/decide?params=naslovna&unknown=1'), 400, 'VALIDATION_FAILED');
  });
});

describe('POST /api/v1/cms/finder/getUrlOnLanguage', () => {
  it('should return the URL of the same page in Croatian', async () => {
    const page = (await get('/api/v1/cms/finder/decide?params=kontakt')).json().data.data;
    const res = await post('/api/v1/cms/finder/getUrlOnLanguage', {
      newLanguage: 'hrv',
      twoLetterCode: 'hr',
      postId: page.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ url: '/kontakt' });
  });

  it('should answer NOT_FOUND for a language without a translation and VALIDATION_FAILED for bad input', async () => {
    const page = (await get('/api/v1/cms/finder/decide?params=kontakt')).json().data.data;
    expectCodedError(
      await post('/api/v1/cms/finder/getUrlOnLanguage', { newLanguage: 'eng', postId: page.id }),
      404,
      'NOT_FOUND',
    );
    expectCodedError(
      await post('/api/v1/cms/finder/getUrlOnLanguage', { newLanguage: 'english' }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await post('/api/v1/cms/finder/getUrlOnLanguage', { newLanguage: 'eng', postId: -1 }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await post('/api/v1/cms/finder/getUrlOnLanguage', { newLanguage: 'eng', postId: 1.5 }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(
      await post('/api/v1/cms/finder/getUrlOnLanguage', { newLanguage: 'eng', postId: '1' }),
      400,
      'VALIDATION_FAILED',
    );
  });
});

describe('GET /api/v1/cms/option/filter', () => {
  it('should return the logo with its media and the shop name', async () => {
    const res = await get('/api/v1/cms/option/filter');
    expect(res.statusCode, res.body).toBe(200);
    const records = res.json().data.records as Array<{
      key: string;
      value: string | null;
      media: { url: string } | null;
    }>;
    expect(records.find((r) => r.key === 'logo')?.media?.url).toMatch(/^\/media\/1\//);
    expect(records.find((r) => r.key === 'shopName')?.value).toBe('NK Zvijezda Fan Shop');
  });

  it('should refuse unknown query fields', async () => {
    expectCodedError(await get('/api/v1/cms/option/filter?x=1'), 400, 'VALIDATION_FAILED');
  });
});
