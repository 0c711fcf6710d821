import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp } from './catalogue-helpers.js';

// /sitemap.xml and /robots.txt.
const XHTML = 'http://www.w3.org/1999/xhtml';
const IMAGE = 'http://www.google.com/schemas/sitemap-image/1.1';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

const fetchText = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost', ...headers } });

function parseXml(body: string) {
  const doc = new new JSDOM('').window.DOMParser().parseFromString(body, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

describe('sitemap.xml', () => {
  it('should be well-formed XML listing home, categories, listed products and CMS pages', async () => {
    const res = await fetchText('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/xml/);
    const doc = parseXml(res.body);
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(locs).toEqual(
      expect.arrayContaining([
        'http://localhost/',
        'http://localhost/shop/dresovi',
        'http://localhost/product/domaci-dres-2025-26',
        'http://localhost/uvjeti-kupnje',
      ]),
    );
    // Services, variants and the shop's settings page are not pages of their own.
    expect(locs).not.toContain('http://localhost/product/usluga-promidzbe-i-marketinga');
    expect(locs.some((l) => l?.includes('postavke-'))).toBe(false);
    const listed = await t.db.execute(sql`SELECT count(*)::int AS n FROM products WHERE listed`);
    const n = Number((listed as unknown as { rows: Array<{ n: number }> }).rows[0]!.n);
    expect(locs.filter((l) => l?.includes('/product/'))).toHaveLength(n);
  });

  it('should give every URL hreflang hr and x-default alternates and a lastmod', async () => {
    const doc = parseXml((await fetchText('/sitemap.xml')).body);
    const urls = [...doc.getElementsByTagName('url')];
    for (const url of urls) {
      const loc = url.getElementsByTagName('loc')[0]!.textContent;
      const alternates = [...url.getElementsByTagNameNS(XHTML, 'link')].map((l) => [
        l.getAttribute('hreflang'),
        l.getAttribute('href'),
      ]);
      expect(alternates).toEqual([
        ['hr', loc],
        ['x-default', loc],
      ]);
      expect(url.getElementsByTagName('lastmod')[0]?.textContent).toMatch(/^\d{4}-\d\d-\d\dT/);
    }
  });

  it('should list each product image as image:image with an absolute JPEG address', async () => {
    const doc = parseXml((await fetchText('/sitemap.xml')).body);
    const product = [...doc.getElementsByTagName('url')].find((u) =>
      u.getElementsByTagName('loc')[0]!.textContent!.endsWith('/product/domaci-dres-2025-26'),
    )!;
    const image = product.getElementsByTagNameNS(IMAGE, 'loc')[0]?.textContent;
    expect(image).toMatch(/^http:\/\/localhost\/media\/1\/\d+\/large\/.+\.jpg$/);
    const media = await t.app.inject({ method: 'GET', url: image!.replace('http://localhost', '') });
    expect(media.statusCode).toBe(200);
  });

  it('should answer an unchanged sitemap with 304 to a matching If-None-Match', async () => {
    const first = await fetchText('/sitemap.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await fetchText('/sitemap.xml', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('should answer unknown sitemap parts with a coded 404', async () => {
    for (const url of ['/sitemap/products-99.xml', '/sitemap/..%2Fetc.xml', '/sitemap/index.xml']) {
      expect((await fetchText(url)).statusCode, url).toBe(404);
    }
  });
});

describe('robots.txt', () => {
  it('should allow everything but the personal and checkout screens and name the sitemap', async () => {
    const res = await fetchText('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/profil', '/kosarica', '/naplata', '/admin', '/prijava'])
      expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain('Sitemap: http://localhost/sitemap.xml');
  });
});
