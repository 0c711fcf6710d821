import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/index.js';

// The first HTML of the blog and event pages: title, canonical, Article and Event JSON-LD, 404s; the sitemap.
const SHOP = 'NK Zvijezda Fan Shop';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function page(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });
  const doc = new JSDOM(res.body).window.document;
  const ld = [...doc.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
    JSON.parse(s.textContent ?? ''),
  );
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null;
  return { res, doc, ld, title: doc.title, canonical };
}

describe('blog and event heads', () => {
  it('should give a post its title, canonical and Article JSON-LD', async () => {
    const { res, title, canonical, ld } = await page('/objave/zvijezda-slavila-u-derbiju');
    expect(res.statusCode).toBe(200);
    expect(title).toBe(`Zvijezda slavila u derbiju: 3:1 protiv Jadrana | ${SHOP}`);
    expect(canonical).toBe('http://localhost/objave/zvijezda-slavila-u-derbiju');
    expect(ld).toHaveLength(1);
    expect(ld[0]).toMatchObject({
      '@type': 'Article',
      headline: 'Zvijezda slavila u derbiju: 3:1 protiv Jadrana',
      url: canonical,
      articleSection: 'Utakmice',
      datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      image: [expect.stringMatching(/^http:\/\/localhost\/media\/1\/\d+\/large\/.+\.jpg$/)],
    });
  });

  it('should give an event its Event JSON-LD with the start, the end and the place', async () => {
    const events = (
      await t.app.inject({ method: 'GET', url: '/api/v1/cms/event/filter?limit=24', headers: t.headers() })
    ).json().data.records as Array<{ id: number; title: string; startsAt: string; endsAt: string }>;
    const match = events.find((e) => e.title === 'NK Zvijezda – HNK Dubrava')!;
    const { res, title, ld } = await page(`/dogadjaj/${match.id}`);
    expect(res.statusCode).toBe(200);
    expect(title).toBe(`NK Zvijezda – HNK Dubrava | ${SHOP}`);
    expect(ld[0]).toMatchObject({
      '@type': 'Event',
      name: match.title,
      startDate: match.startsAt,
      endDate: match.endsAt,
      location: { '@type': 'Place', name: 'Stadion Zvijezda', address: 'Stadionska ulica 1, 31000 Osijek' },
    });
  });

  it('should name the list, a category and a tag in their titles', async () => {
    expect((await page('/objave')).title).toBe(`Objave | ${SHOP}`);
    const category = await page('/objave/kategorija/akademija');
    expect(category.title).toBe(`Objave: Akademija | ${SHOP}`);
    expect(category.canonical).toBe('http://localhost/objave/kategorija/akademija');
    expect((await page('/objave/oznaka/fan-zona')).title).toBe(`Objave: Fan zona | ${SHOP}`);
  });

  it.each([
    '/objave/nema-te-objave',
    '/objave/kategorija/nema-je',
    '/objave/oznaka/nema-je',
    '/objave/kategorija/akademija/visak',
    '/dogadjaj/999999',
    '/dogadjaj/abc',
  ])('should answer %s with status 404 and the SPA page that shows the 404 screen', async (url) => {
    const { res } = await page(url);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('window.__SHOP_CONFIG__');
  });
});

describe('sitemap', () => {
  it('should list the blog, its categories and tags, the posts and the events with their images', async () => {
    const body = (await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { host: 'localhost' } })).body;
    for (const path of [
      '/objave<',
      '/objave/kategorija/utakmice<',
      '/objave/oznaka/derbi<',
      '/objave/predstavljeni-novi-dresovi<',
    ])
      expect(body).toContain(`<loc>http://localhost${path}`);
    expect(body.match(/<loc>http:\/\/localhost\/dogadjaj\/\d+<\/loc>/g)?.length).toBeGreaterThanOrEqual(4);
    expect(body).toMatch(/objave\/predstavljeni-novi-dresovi<\/loc>.*?<image:loc>[^<]+\.jpg<\/image:loc>/);
  });
});
