import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A draft and a post scheduled for tomorrow, both in a seeded category and tag: neither may show.
  await t.db.execute(sql`
    INSERT INTO posts (site_id, slug, title, excerpt, components, published_at) VALUES
      (1, 'nacrt-objave', 'Nacrt', 'Još nije gotovo.', '[]', NULL),
      (1, 'sutrasnja-objava', 'Sutra', 'Zakazano.', '[]', now() + interval '1 day')`);
  await t.db.execute(sql`
    INSERT INTO post_category_links (post_id, category_id)
      SELECT p.id, c.id FROM posts p, post_categories c WHERE p.slug IN ('nacrt-objave', 'sutrasnja-objava') AND c.slug = 'utakmice'`);
  await t.db.execute(sql`
    INSERT INTO post_tag_links (post_id, tag_id)
      SELECT p.id, g.id FROM posts p, post_tags g WHERE p.slug IN ('nacrt-objave', 'sutrasnja-objava') AND g.slug = 'derbi'`);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers() });
type Card = { slug: string; publishedAt: string; categories: Array<{ slug: string }>; tags: Array<{ slug: string }> };

describe('GET /api/v1/cms/post/filter', () => {
  it('should list the published posts newest first with their cover, categories and tags', async () => {
    const res = await get('/api/v1/cms/post/filter');
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({ totalRecords: 6, page: 1, limit: 9, totalPages: 1 });
    const dates = data.records.map((r: Card) => r.publishedAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(data.records[0]).toMatchObject({
      slug: 'zvijezda-slavila-u-derbiju',
      categories: [{ slug: 'utakmice', name: 'Utakmice' }],
      tags: [
        { slug: 'derbi', name: 'Derbi' },
        { slug: 'prva-momcad', name: 'Prva momčad' },
      ],
    });
    expect(data.records[0].cover.url).toMatch(/^\/media\/1\/\d+\/original\/[a-z0-9-]+\.jpg$/);
  });

  it('should hide drafts and scheduled posts from the list and from the counts of the filters', async () => {
    const { data } = (await get('/api/v1/cms/post/filter?limit=48')).json();
    const slugs = data.records.map((r: Card) => r.slug);
    expect(slugs).not.toContain('nacrt-objave');
    expect(slugs).not.toContain('sutrasnja-objava');
    expect(data.categories).toEqual([
      { slug: 'utakmice', name: 'Utakmice', count: 2 },
      { slug: 'vijesti-iz-kluba', name: 'Vijesti iz kluba', count: 2 },
      { slug: 'akademija', name: 'Akademija', count: 2 },
    ]);
    expect(data.tags).toContainEqual({ slug: 'derbi', name: 'Derbi', count: 1 });
  });

  it('should filter by a category and by a tag', async () => {
    const byCategory = (await get('/api/v1/cms/post/filter?category=akademija')).json().data;
    expect(byCategory.totalRecords).toBe(2);
    for (const r of byCategory.records as Card[]) expect(r.categories.map((c) => c.slug)).toContain('akademija');
    const byTag = (await get('/api/v1/cms/post/filter?tag=prva-momcad')).json().data;
    expect(byTag.records.map((r: Card) => r.slug).sort()).toEqual([
      'bod-s-gostovanja-u-dubravi',
      'predstavljeni-novi-dresovi',
      'zvijezda-slavila-u-derbiju',
    ]);
    const both = (await get('/api/v1/cms/post/filter?category=utakmice&tag=derbi')).json().data;
    expect(both.records.map((r: Card) => r.slug)).toEqual(['zvijezda-slavila-u-derbiju']);
  });

  it('should page through the posts', async () => {
    const first = (await get('/api/v1/cms/post/filter?limit=4')).json().data;
    const second = (await get('/api/v1/cms/post/filter?limit=4&page=2')).json().data;
    expect(first).toMatchObject({ totalRecords: 6, totalPages: 2 });
    expect(first.records).toHaveLength(4);
    expect(second.records).toHaveLength(2);
    const slugs = [...first.records, ...second.records].map((r: Card) => r.slug);
    expect(new Set(slugs).size).toBe(6);
    expect((await get('/api/v1/cms/post/filter?limit=4&page=9')).json().data.records).toEqual([]);
  });

  it('should answer an unknown category or tag with a coded 404 and a bad query with VALIDATION_FAILED', async () => {
    expectCodedError(await get('/api/v1/cms/post/filter?category=nema-je'), 404, 'POST_CATEGORY_NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/post/filter?tag=nema-je'), 404, 'POST_TAG_NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/post/filter?category=Not%20A%20Slug'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/cms/post/filter?page=0'), 400, 'VALIDATION_FAILED');
    expectCodedError(await get('/api/v1/cms/post/filter?limit=1000'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/v1/cms/post/get/{slug}', () => {
  it('should answer a post with its body as CMS sections, media expanded', async () => {
    const res = await get('/api/v1/cms/post/get/predstavljeni-novi-dresovi');
    expect(res.statusCode, res.body).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({
      slug: 'predstavljeni-novi-dresovi',
      title: 'Predstavljeni novi dresovi za sezonu 2025./26.',
      categories: [{ slug: 'vijesti-iz-kluba', name: 'Vijesti iz kluba' }],
      seo: { title: 'Predstavljeni novi dresovi za sezonu 2025./26.' },
    });
    expect(post.components.map((c: { type: string }) => c.type)).toEqual(['richText', 'productCarousel']);
    expect(post.components[0].html).toContain('<p>');
    expect(post.cover).toMatchObject({ mime: 'image/jpeg', width: 1280, height: 720 });
  });

  it('should answer POST_NOT_FOUND for an unknown slug, a draft and a scheduled post', async () => {
    for (const slug of ['nema-takve-objave', 'nacrt-objave', 'sutrasnja-objava'])
      expectCodedError(await get(`/api/v1/cms/post/get/${slug}`), 404, 'POST_NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/post/get/NE_VALJA'), 400, 'VALIDATION_FAILED');
  });
});
