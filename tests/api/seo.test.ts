import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/index.js';
import { createCatalogueApp, get } from './catalogue-helpers.js';

// SEO of the first HTML answer: per-URL head, JSON-LD, 404 status, LCP preload.
const SHOP = 'NK Zvijezda Fan Shop';
let t: TestApp;

beforeAll(async () => {
  t = await createCatalogueApp();
});
afterAll(async () => t?.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const doc = new JSDOM(res.body).window.document;
  const prop = (name: string) => doc.querySelector(`meta[property="${name}"]`)?.getAttribute('content') ?? null;
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
  return {
    res,
    doc,
    prop,
    ld,
    title: doc.title,
    canonical: doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
  };
}

const productApi = async (slug: string) => (await get(t, `/api/v1/product/web/get?slug=${slug}`)).body.data;

describe('product page head', () => {
  it('should send the title template, description, canonical and Open Graph tags of the product', async () => {
    const { res, title, canonical, prop, doc } = await page('/product/domaci-dres-2025-26');
    expect(res.statusCode).toBe(200);
    expect(title).toBe(`Domaći dres 2025/26 | ${SHOP}`);
    expect(canonical).toBe('http://localhost/product/domaci-dres-2025-26');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBeTruthy();
    expect(prop('og:type')).toBe('product');
    expect(prop('og:title')).toBe(title);
    expect(prop('og:url')).toBe(canonical);
    expect(prop('og:image')).toMatch(/^http:\/\/localhost\/media\/1\/\d+\/large\/.+\.jpg$/);
    expect(Number(prop('og:image:width'))).toBeGreaterThan(0);
    expect(Number(prop('og:image:height'))).toBeGreaterThan(0);
    // Exactly one description and one title: the template's own were replaced, not duplicated.
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(doc.querySelectorAll('title')).toHaveLength(1);
  });

  it('should carry schema.org Product JSON-LD whose price and availability match the product API', async () => {
    const product = await productApi('retro-dres-1995');
    const { ld, canonical } = await page('/product/retro-dres-1995');
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: product.sku,
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: product.finalPrice.toFixed(2),
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        url: canonical,
      },
    });
    expect(ld[0].brand.name).toBeTruthy();
    expect(ld[0].image[0]).toMatch(/^http:\/\/localhost\/media\//);
  });

  it('should say OutOfStock for a sold-out product', async () => {
    const product = await productApi('termosica');
    expect(product.purchasable).toBe(false);
    const { ld, prop } = await page('/product/termosica');
    expect(ld[0].offers.availability).toBe('https://schema.org/OutOfStock');
    expect(prop('product:availability')).toBe('out of stock');
  });

  it('should allow the JSON-LD script by its hash in the Content-Security-Policy', async () => {
    const { res, doc } = await page('/product/domaci-dres-2025-26');
    const script = doc.querySelector('script[type="application/ld+json"]')!.textContent!;
    const hash = createHash('sha256').update(script).digest('base64');
    expect(String(res.headers['content-security-policy'])).toContain(`'sha256-${hash}'`);
  });

  it('should preload the product LCP image with the srcset the page renders', async () => {
    const { doc } = await page('/product/domaci-dres-2025-26');
    const link = doc.querySelector('link[rel="preload"][as="image"]');
    expect(link?.getAttribute('imagesrcset')).toMatch(/\/medium\/.+\.avif \d+w, .+\/large\/.+\.avif \d+w/);
    expect(link?.getAttribute('imagesizes')).toBe('(max-width: 1024px) 100vw, 50vw');
  });

  it('should escape a hostile product name in the title, the meta tags and the JSON-LD', async () => {
    const evil = 'Zlo </script><script>alert(1)</script> "&\' <b>';
    await t.db.execute(sql`UPDATE products SET name = ${evil} WHERE slug = 'kemijska-olovka'`);
    const { res, title, ld, prop } = await page('/product/kemijska-olovka');
    expect(res.body).not.toContain('<script>alert(1)');
    expect(title).toBe(`${evil} | ${SHOP}`);
    expect(prop('og:title')).toBe(`${evil} | ${SHOP}`);
    expect(ld[0].name).toBe(evil);
  });
});

describe('category, content and home heads', () => {
  it('should send a category its own title, description, canonical and website Open Graph type', async () => {
    const { res, title, canonical, prop } = await page('/shop/dresovi');
    expect(res.statusCode).toBe(200);
    expect(title).toBe(`Dresovi | ${SHOP}`);
    expect(canonical).toBe('http://localhost/shop/dresovi');
    expect(prop('og:type')).toBe('website');
    expect(prop('og:description')).toBe('Službeni dresovi NK Zvijezda za sezonu 2025/26.');
  });

  it('should send a CMS page its SEO title and description', async () => {
    const { res, title, canonical, prop } = await page('/uvjeti-kupnje');
    expect(res.statusCode).toBe(200);
    expect(title).toMatch(new RegExp(`^.+ \\| ${SHOP}$`));
    expect(canonical).toBe('http://localhost/uvjeti-kupnje');
    expect(prop('og:type')).toBe('website');
  });

  it('should title the cart, checkout and payment pages by what they are, and keep them out of search', async () => {
    for (const [url, expected] of [
      ['/kosarica', 'Košarica'],
      ['/naplata', 'Naplata'],
      ['/naplata/uspjesna?orderSlug=x', 'Narudžba je zaprimljena'],
      ['/checkout/failure?reason=cancelled', 'Plaćanje karticom'],
    ]) {
      const { res, title, doc } = await page(url as string);
      expect(res.statusCode, url).toBe(200);
      expect(title, url).toBe(`${expected} | ${SHOP}`);
      expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content'), url).toBe('noindex, nofollow');
    }
  });

  it('should preload the home hero with the srcsets the Hero component renders, each where its artwork shows', async () => {
    const { res, canonical, doc, prop } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(canonical).toBe('http://localhost/');
    // The head's own (a server-rendered page repeats them from the Hero's markup inside #root).
    const links = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(links.length).toBe(2);
    const [wide, phone] = links;
    expect(wide?.getAttribute('imagesrcset')).toMatch(/\/heroimage\/.+\.avif \d+w$/);
    expect(wide?.getAttribute('imagesizes')).toBe('100vw');
    expect(wide?.getAttribute('media')).toBe('(min-width: 768px)');
    // A phone fetches only the artwork drawn for it.
    expect(phone?.getAttribute('imagesrcset')).toMatch(/\/small\/.+\.avif \d+w, .+\/medium\/.+\.avif \d+w$/);
    expect(phone?.getAttribute('media')).toBe('(max-width: 767px)');
    expect(prop('og:image')).toMatch(/\.jpg$/);
  });

  it('should keep the search page out of the index', async () => {
    const { doc } = await page('/pretraga?search=dres');
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toContain('noindex');
  });
});

describe('unknown URLs', () => {
  it.each([
    '/product/nema-ovog-proizvoda',
    '/shop/nema-ove-kategorije',
    '/nema-ove-stranice',
    '/product/NE%20POSTOJI%22%3E',
  ])('should answer %s with status 404 and still send the SPA page that renders the 404 screen', async (url) => {
    const { res } = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('window.__SHOP_CONFIG__');
  });

  it('should leave client-only screens at status 200', async () => {
    // '/narudzba' is the guest's order look-up form: a page of the shop, not a missing CMS page.
    for (const url of ['/kosarica', '/prijava', '/profil', '/naplata/uspjesna', '/narudzba', '/narudzba?broj=1']) {
      expect((await page(url)).res.statusCode, url).toBe(200);
    }
  });
});
