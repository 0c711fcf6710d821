import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';

let t: TestApp;
const ids: Record<string, number> = {};
beforeAll(async () => {
  t = await createTestApp();
  // Relative to now, so the answer does not depend on when the seeded snapshot was made.
  const rows = await t.db.execute<{ id: number; title: string }>(sql`
    INSERT INTO events (site_id, title, starts_at, ends_at, venue, summary, description, published_at) VALUES
      (1, 'Prošla utakmica', now() - interval '3 days', now() - interval '3 days' + interval '2 hours', 'Stadion', 'Gotovo.', '<p>x</p>', now() - interval '10 days'),
      (1, 'Traje upravo', now() - interval '1 hour', now() + interval '1 hour', 'Stadion', 'U tijeku.', '<p>x</p>', now() - interval '10 days'),
      (1, 'Sutrašnji trening', now() + interval '1 day', NULL, 'Pomoćni teren', 'Otvoreni trening.', '<p>x</p>', now() - interval '1 day'),
      (1, 'Nacrt događaja', now() + interval '2 days', NULL, 'Stadion', 'Nacrt.', '<p>x</p>', NULL),
      (1, 'Zakazana objava', now() + interval '2 days', NULL, 'Stadion', 'Kasnije.', '<p>x</p>', now() + interval '1 day')
    RETURNING id, title`);
  for (const row of (rows as unknown as { rows: Array<{ id: number; title: string }> }).rows)
    ids[row.title] = Number(row.id);
});
afterAll(async () => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: t.headers() });
type EventView = { id: number; title: string; startsAt: string };

describe('GET /api/v1/cms/event/filter', () => {
  it('should list published events that have not ended, soonest first', async () => {
    const res = await get('/api/v1/cms/event/filter?limit=24');
    expect(res.statusCode, res.body).toBe(200);
    const records: EventView[] = res.json().data.records;
    const titles = records.map((e) => e.title);
    expect(titles.slice(0, 2)).toEqual(['Traje upravo', 'Sutrašnji trening']);
    expect(titles).toEqual(expect.arrayContaining(['Potpisivanje novih dresova', 'NK Zvijezda – HNK Dubrava']));
    for (const hidden of ['Prošla utakmica', 'Nacrt događaja', 'Zakazana objava']) expect(titles).not.toContain(hidden);
    const starts = records.map((e) => e.startsAt);
    expect(starts).toEqual([...starts].sort());
  });

  it('should keep to the limit and refuse one out of range', async () => {
    expect((await get('/api/v1/cms/event/filter?limit=2')).json().data.records).toHaveLength(2);
    expectCodedError(await get('/api/v1/cms/event/filter?limit=0'), 400, 'VALIDATION_FAILED');
  });
});

describe('GET /api/v1/cms/event/get/{id}', () => {
  it('should answer a seeded event with its venue, image and ticket link', async () => {
    const list: EventView[] = (await get('/api/v1/cms/event/filter?limit=24')).json().data.records;
    const match = list.find((e) => e.title === 'NK Zvijezda – HNK Dubrava')!;
    const res = await get(`/api/v1/cms/event/get/${match.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      venue: 'Stadion Zvijezda',
      address: 'Stadionska ulica 1, 31000 Osijek',
      link: { title: 'Navijačka oprema', link: { type: 'category', slug: 'navijacki-program' } },
      image: { mime: 'image/jpeg' },
    });
  });

  it('should still answer a past event by its id', async () => {
    const res = await get(`/api/v1/cms/event/get/${ids['Prošla utakmica']}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Prošla utakmica', endsAt: expect.any(String), link: null });
  });

  it('should answer EVENT_NOT_FOUND for an unknown id, a draft and a scheduled event', async () => {
    for (const id of [999999, ids['Nacrt događaja'], ids['Zakazana objava']])
      expectCodedError(await get(`/api/v1/cms/event/get/${id}`), 404, 'EVENT_NOT_FOUND');
    expectCodedError(await get('/api/v1/cms/event/get/abc'), 400, 'VALIDATION_FAILED');
  });
});
