import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp, type Method } from './cms-staff.js';

// The site frame's navigation in the edit mode (docs/decisions/0234-navigation-drafts.md): the header's menu and the
// footer's link groups are drafts until published, after the checks; every write names the revision it read, so two
// editors cannot overwrite each other; publishing drops the cached menus so guests see the change at once.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

interface Item {
  id: string;
  title: string;
  link: Record<string, unknown>;
  children: Item[];
}
interface Nav {
  handle: string;
  state: string;
  revision: number;
  items: Item[];
  problems: Array<{ kind: string; itemId: string; level: string }>;
}
const NAVS = '/api/v1/admin/cms/navigations';
const editable = async (handle: string) => {
  const res = await call('GET', NAVS, editor);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.navigations as Nav[]).find((n) => n.handle === handle)!;
};
const guestTree = async (handle: string) => {
  const res = await call('GET', `/api/v1/cms/navigation/tree/${handle}`);
  expect(res.statusCode, res.body).toBe(200);
  // Published items get new ids: what a guest sees is the titles, links and highlights.
  return (res.json().data.items as Array<{ title: string; linkV2: Record<string, unknown>; highlighted: boolean }>).map(
    ({ title, linkV2, highlighted }) => ({ title, linkV2, highlighted }),
  );
};

describe('navigation edit mode: who may edit', () => {
  it.each([
    ['GET', NAVS],
    ['PUT', `${NAVS}/main/draft`, { revision: 0, items: [] }],
    ['DELETE', `${NAVS}/main/draft?revision=0`],
    ['POST', `${NAVS}/main/publish`, { revision: 0 }],
    ['GET', `${NAVS}/main/history`],
    ['POST', `${NAVS}/main/history/1/restore`, { revision: 0 }],
    ['GET', '/api/v1/admin/cms/link-targets?type=category&q=dres'],
  ] as Array<[Method, string, unknown?]>)(
    'should refuse %s %s to a packer (403) and a visitor (401)',
    async (m, url, body) => {
      expectCodedError(await call(m, url, packer, body), 403, 'PERMISSION_DENIED');
      expectCodedError(await call(m, url, undefined, body), 401, 'UNAUTHORIZED');
    },
  );
});

describe('navigation edit mode: drafts and publication', () => {
  it('should list the header menu, then the footer groups, each with the seed items', async () => {
    const res = await call('GET', NAVS, editor);
    const navs = res.json().data.navigations as Nav[];
    expect(navs.map((n) => n.handle)).toEqual(['main', 'footer1', 'footer2', 'footer3', 'footer4']);
    expect(navs[0]!.items[0]).toMatchObject({ title: 'Dresovi', link: { type: 'category', slug: 'dresovi' } });
    expect(navs[0]!.items[0]!.children).toHaveLength(3);
    expect(navs.every((n) => n.state === 'published' && n.problems.length === 0)).toBe(true);
  });

  it('should find a category with the picker, keep the new item from guests until published, then show it', async () => {
    const found = await call('GET', '/api/v1/admin/cms/link-targets?type=category&q=suven', editor);
    expect(found.statusCode, found.body).toBe(200);
    const target = found.json().data.targets[0];
    expect(target).toMatchObject({ type: 'category', slug: 'suveniri' });
    const before = await guestTree('footer1');
    const nav = await editable('footer1');
    const items = [
      ...nav.items,
      { id: 'novo', title: 'Suveniri kluba', link: { type: 'category', slug: target.slug }, children: [] },
    ];
    const saved = await call('PUT', `${NAVS}/footer1/draft`, editor, { revision: nav.revision, items });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ state: 'draft', revision: nav.revision + 1 });
    expect(await guestTree('footer1')).toEqual(before);

    const out = await call('POST', `${NAVS}/footer1/publish`, editor, { revision: nav.revision + 1 });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.state).toBe('published');
    const after = await guestTree('footer1');
    expect(after.at(-1)).toMatchObject({ title: 'Suveniri kluba', linkV2: { type: 'category', slug: 'suveniri' } });

    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'navigation'), eq(auditLog.entityId, 'footer1')));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['navigation.draft', 'navigation.publish']));

    // The history keeps the seed's menu: restored as the draft and published, guests see the seed again.
    const versions = (await call('GET', `${NAVS}/footer1/history`, editor)).json().data.versions;
    expect(versions[0]).toMatchObject({ live: true, publishedBy: 'urednik@zvijezda-shop.hr' });
    const seed = versions.at(-1);
    expect(seed).toMatchObject({ live: false, publishedBy: null });
    const current = await editable('footer1');
    const restored = await call('POST', `${NAVS}/footer1/history/${seed.id}/restore`, editor, {
      revision: current.revision,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.state).toBe('draft');
    const back = await call('POST', `${NAVS}/footer1/publish`, editor, { revision: restored.json().data.revision });
    expect(back.statusCode, back.body).toBe(200);
    expect(await guestTree('footer1')).toEqual(before);
  });

  it('should refuse a write from an editor who read an older revision', async () => {
    const first = await editable('footer2');
    const second = await editable('footer2');
    const renamed = (title: string) => first.items.map((i, n) => (n === 0 ? { ...i, title } : i));
    const a = await call('PUT', `${NAVS}/footer2/draft`, editor, {
      revision: first.revision,
      items: renamed('Uvjeti'),
    });
    expect(a.statusCode, a.body).toBe(200);
    const b = await call('PUT', `${NAVS}/footer2/draft`, editor, {
      revision: second.revision,
      items: renamed('Drugo'),
    });
    expectCodedError(b, 409, 'CMS_NAVIGATION_STALE');
    expectCodedError(
      await call('DELETE', `${NAVS}/footer2/draft?revision=${second.revision}`, editor),
      409,
      'CMS_NAVIGATION_STALE',
    );
    const dropped = await call('DELETE', `${NAVS}/footer2/draft?revision=${a.json().data.revision}`, editor);
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(dropped.json().data.state).toBe('published');
  });

  it('should flag a link to a product or page the shop does not have, and refuse to publish it', async () => {
    const nav = await editable('footer3');
    const items = [
      ...nav.items,
      { id: 'p', title: 'Stari dres', link: { type: 'product', slug: 'nema-tog-proizvoda' }, children: [] },
      { id: 's', title: '', link: { type: 'page', slug: 'nema-te-stranice' }, children: [] },
    ];
    const saved = await call('PUT', `${NAVS}/footer3/draft`, editor, { revision: nav.revision, items });
    expect(saved.statusCode, saved.body).toBe(200);
    const draft = saved.json().data as Nav;
    expect(draft.problems).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'brokenLink', itemId: 'p', level: 'error' }),
        expect.objectContaining({ kind: 'brokenLink', itemId: 's' }),
        expect.objectContaining({ kind: 'emptyTitle', itemId: 's' }),
      ]),
    );
    const refused = expectCodedError(
      await call('POST', `${NAVS}/footer3/publish`, editor, { revision: draft.revision }),
      409,
      'CMS_PUBLISH_CHECKS',
    );
    expect((refused.payload as { problems: unknown[] }).problems).toHaveLength(3);
    await call('DELETE', `${NAVS}/footer3/draft?revision=${draft.revision}`, editor);
  });

  it('should refuse an external link that is not an http(s) address and a third level, and open external links in a new tab', async () => {
    const nav = await editable('footer4');
    const withLink = (link: Record<string, unknown>, children: unknown[] = []) => ({
      revision: nav.revision,
      items: [...nav.items, { id: 'x', title: 'Vani', link, children }],
    });
    for (const body of [
      withLink({ type: 'external', url: 'javascript:alert(1)' }),
      withLink({ type: 'external', url: 'nije adresa' }),
      withLink({ type: 'category' }),
      withLink({ type: 'category', slug: 'a' }, [
        { id: 'y', title: 'Dijete', link: { type: 'category', slug: 'a' }, children: [] },
      ]),
    ])
      expect((await call('PUT', `${NAVS}/footer4/draft`, editor, body)).statusCode).toBe(400);
    const saved = await call(
      'PUT',
      `${NAVS}/footer4/draft`,
      editor,
      withLink({ type: 'external', url: 'https://hns.family' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items.at(-1).link).toEqual({ type: 'external', url: 'https://hns.family/', newTab: true });
    await call('DELETE', `${NAVS}/footer4/draft?revision=${saved.json().data.revision}`, editor);
  });
});

// docs/decisions/0252-link-options-through-the-item-picker.md
describe('link options: the picker kinds, pages of every language, the tab of an external link', () => {
  const targets = async (query: string) => {
    const res = await call('GET', `/api/v1/admin/cms/link-targets?${query}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.targets as Array<{
      type: string;
      id: number;
      slug: string;
      title: string;
      language?: string;
      detail?: string;
    }>;
  };

  it('should list pages of every language with their language, and find posts, post tags and events', async () => {
    await t.db.execute(sql`INSERT INTO cms_pages (site_id, slug, language_code, translation_key, title, seo_title, seo_description, components, published)
      SELECT site_id, 'about-us', 'eng', 'about-us', 'About us', 'About us', '', '[]'::jsonb, true FROM cms_pages LIMIT 1`);
    const pages = await targets('type=page');
    expect(pages.find((p) => p.slug === 'about-us')).toMatchObject({
      type: 'page',
      language: 'eng',
      title: 'About us',
    });
    expect(pages.some((p) => p.language === 'hrv')).toBe(true);
    const [post] = await targets('type=post');
    expect(post).toMatchObject({ type: 'post' });
    expect(post!.id).toBeGreaterThan(0);
    const [tag] = await targets('type=tag');
    expect(tag).toMatchObject({ type: 'tag' });
    const [event] = await targets('type=event');
    expect(event).toMatchObject({ type: 'event', slug: String(event!.id) });
    expect(event!.detail).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}\.?, /);
    expectCodedError(await call('GET', '/api/v1/admin/cms/link-targets?type=bundle', editor), 400, 'VALIDATION_FAILED');
  });

  it('should keep an external link in the same tab when unticked, link an event by id, and flag a missing event or tag', async () => {
    const [event] = await targets('type=event');
    const [tag] = await targets('type=tag');
    const nav = await editable('footer2');
    const item = (id: string, link: Record<string, unknown>) => ({ id, title: id, link, children: [] });
    const items = [
      ...nav.items,
      item('vani', { type: 'external', url: 'https://hns.family/', newTab: false }),
      item('vani2', { type: 'external', url: 'https://uefa.com/' }),
      item('dogadjaj', { type: 'event', slug: event!.slug }),
      item('oznaka', { type: 'tag', slug: tag!.slug }),
      item('nema', { type: 'event', slug: '999999' }),
      item('nema2', { type: 'tag', slug: 'nema-te-oznake' }),
    ];
    const saved = await call('PUT', `${NAVS}/footer2/draft`, editor, { revision: nav.revision, items });
    expect(saved.statusCode, saved.body).toBe(200);
    const data = saved.json().data as {
      revision: number;
      items: Array<{ id: string; link: unknown }>;
      problems: Array<{ itemId: string; message: string }>;
    };
    expect(data.items.find((i) => i.id === 'vani')?.link).toEqual({
      type: 'external',
      url: 'https://hns.family/',
      newTab: false,
    });
    expect(data.items.find((i) => i.id === 'vani2')?.link).toEqual({
      type: 'external',
      url: 'https://uefa.com/',
      newTab: true,
    });
    expect(data.problems.map((p) => p.itemId)).toEqual(['nema', 'nema2']);
    expect(data.problems[0]!.message).toBe('nema: poveznica vodi na događaj koji ne postoji (999999).');
    const refused = await call('POST', `${NAVS}/footer2/publish`, editor, { revision: data.revision });
    expectCodedError(refused, 409, 'CMS_PUBLISH_CHECKS');
    const bad = await call('PUT', `${NAVS}/footer2/draft`, editor, {
      revision: data.revision,
      items: [...nav.items, item('x', { type: 'event', slug: 'utakmica' })],
    });
    expectCodedError(bad, 400, 'VALIDATION_FAILED');
    const back = await call('DELETE', `${NAVS}/footer2/draft?revision=${data.revision}`, editor);
    expect(back.statusCode, back.body).toBe(200);
  });
});
