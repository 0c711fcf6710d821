import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepReleases } from '../../src/server/modules/cms/release-routes.js';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { cmsSectionMasters } from '../../src/server/platform/db/schema/cms.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp } from './cms-staff.js';

// Menus and masters in a timed release (docs/decisions/0251-cms-timed-releases.md, amended, and
// docs/decisions/0260-masters-and-menus-in-releases.md): a menu's draft is copied when the release is saved, a master's
// new content travels in the release; both go live with the rest at the moment (the sweep, given a later instant) and
// are rolled back with it. The form's options start the popup from the popup now.
let t: TestApp;
let editor: string;
let packer: string;
beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

const RELEASES = '/api/v1/admin/cms/releases';
const OPTIONS = '/api/v1/admin/cms/release-options';
const NAVS = '/api/v1/admin/cms/navigations';
const MASTERS = '/api/v1/admin/cms/masters';
// Minutes ahead: the staff's access tokens live 15 minutes, and the sweep is handed an instant past the moment.
let ahead = 60_000;
const nextMoment = () => {
  ahead += 60_000;
  return new Date(Date.now() + ahead);
};
const sweepAt = (moment: Date) => sweepReleases(t.app, new Date(moment.getTime() + 1000));

interface Item {
  id: string;
  title: string;
  link: Record<string, unknown>;
  children: Item[];
}
interface Master {
  id: number;
  name: string;
  type: string;
  content: Record<string, unknown>;
}
const menu = async (handle: string) => {
  const res = await call('GET', NAVS, editor);
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json().data.navigations as Array<{ handle: string; revision: number; state: string; items: Item[] }>
  ).find((n) => n.handle === handle)!;
};
const guestTitles = async (handle: string) => {
  const res = await call('GET', `/api/v1/cms/navigation/tree/${handle}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.items as Array<{ title: string }>).map((i) => i.title);
};
const guestBand = async (slug: string) => {
  const res = await call('GET', `/api/v1/cms/finder/decide?params=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data.data.components as Array<Record<string, unknown>>).at(-1)!;
};
const options = async () => {
  const res = await call('GET', OPTIONS, editor);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return res.json().data as {
    popup: { title: string; subtitle: string; description: string; showPopup: boolean };
    navigations: Array<{ handle: string; title: string }>;
    masters: Master[];
  };
};
const footerMaster = async () => (await options()).masters.find((m) => m.type === 'richText')!;

/** Saves a draft of the menu with one item added at its end. */
async function draftMenuItem(handle: string, title: string) {
  const nav = await menu(handle);
  const items = [...nav.items, { id: `n-${title}`, title, link: { type: 'category', slug: 'suveniri' }, children: [] }];
  const res = await call('PUT', `${NAVS}/${handle}/draft`, editor, { revision: nav.revision, items });
  expect(res.statusCode, res.body).toBe(200);
}

const actions = async (kind: string, id: string) =>
  (
    await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, kind), eq(auditLog.entityId, id)))
  ).map((r) => r.action);

describe('Timed releases with menus and masters: live together, rolled back as one', () => {
  it('should start the popup from the popup now and offer only the menus with a draft', async () => {
    const popup = await call('POST', '/api/v1/cms/element/getByHandlers', undefined, { handlers: ['popup'] });
    const meta = popup.json().data[0].meta;
    const before = await options();
    expect(before.popup).toMatchObject({ title: meta.title, subtitle: meta.subtitle, showPopup: true });
    expect(before.navigations).toEqual([]);
    expect(before.masters.map((m) => m.type)).toContain('richText');
    await draftMenuItem('footer2', 'Ponuda tjedna');
    expect((await options()).navigations).toEqual([{ handle: 'footer2', title: expect.any(String) }]);
    await call('DELETE', `${NAVS}/footer2/draft?revision=${(await menu('footer2')).revision}`, editor);
    expect((await options()).navigations).toEqual([]);
  });

  it("should put a menu's draft and a master's new content live at the moment and roll both back", async () => {
    const master = await footerMaster();
    const menuBefore = await guestTitles('footer1');
    const bandBefore = await guestBand('clanstvo');
    await draftMenuItem('footer1', 'Kolekcija 2027');
    const html = '<p>Nova kolekcija stiže u ponoć.</p>';
    const moment = nextMoment();
    const created = await call('POST', RELEASES, editor, {
      name: 'Izbornik i podnožje',
      moment: moment.toISOString(),
      navigations: ['footer1'],
      masters: [{ id: master.id, content: { ...master.content, html } }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const release = created.json().data;
    expect(release).toMatchObject({
      status: 'scheduled',
      navigations: [{ handle: 'footer1' }],
      masters: [{ id: master.id, name: master.name, content: { html } }],
    });

    // Preview as of the moment: the menu and the master as they will be; guests still see what is live.
    const preview = (await call('GET', `${RELEASES}/${release.id}/preview`, editor)).json().data;
    expect(preview.navigations[0].items.map((i: Item) => i.title)).toContain('Kolekcija 2027');
    expect(preview.masters[0].content.html).toBe(html);
    expect(await guestTitles('footer1')).toEqual(menuBefore);
    expect((await guestBand('clanstvo')).html).toBe(bandBefore.html);

    const revision = (await menu('footer1')).revision;
    expect(await sweepAt(moment)).toBe(1);
    expect(await guestTitles('footer1')).toEqual([...menuBefore, 'Kolekcija 2027']);
    // The master's children on every page change at that moment.
    for (const slug of ['clanstvo', 'pomoc']) expect((await guestBand(slug)).html).toBe(html);
    // Published as a publication publishes: the draft that went live is gone, the revision grew, a version kept.
    const after = await menu('footer1');
    expect(after).toMatchObject({ state: 'published', revision: revision + 1 });
    const history = (await call('GET', `${NAVS}/footer1/history`, editor)).json().data;
    expect(history.versions.length).toBeGreaterThanOrEqual(2);
    expect((await footerMaster()).content.html).toBe(html);

    const back = await call('POST', `${RELEASES}/${release.id}/rollback`, editor);
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().data.status).toBe('rolledBack');
    expect(await guestTitles('footer1')).toEqual(menuBefore);
    for (const slug of ['clanstvo', 'pomoc']) expect((await guestBand(slug)).html).toBe(bandBefore.html);
    expect(await actions('navigation', 'footer1')).toEqual(
      expect.arrayContaining(['navigation.release', 'navigation.rollback']),
    );
    expect(await actions('section_master', String(master.id))).toEqual(
      expect.arrayContaining(['master.release', 'master.rollback']),
    );
  });

  it('should go live without a master deleted before the moment, and say so in its audit row', async () => {
    const made = await call('POST', MASTERS, editor, {
      name: 'Privremena traka',
      section: { id: 'traka', type: 'richText', title: 'Traka', html: '<p>Stara traka</p>' },
    });
    expect(made.statusCode, made.body).toBe(200);
    const master = made.json().data as Master;
    await draftMenuItem('footer3', 'Sezonske ulaznice');
    const moment = nextMoment();
    const created = await call('POST', RELEASES, editor, {
      name: 'Traka i izbornik',
      moment: moment.toISOString(),
      navigations: ['footer3'],
      masters: [{ id: master.id, content: { ...master.content, html: '<p>Nova traka</p>' } }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    // No page holds a child of it, so the edit mode may delete it while the release waits.
    expect((await call('DELETE', `${MASTERS}/${master.id}`, editor)).statusCode).toBe(200);

    expect(await sweepAt(moment)).toBe(1);
    expect((await call('GET', `${RELEASES}/${id}`, editor)).json().data.status).toBe('live');
    expect(await guestTitles('footer3')).toContain('Sezonske ulaznice');
    expect(await t.db.select().from(cmsSectionMasters).where(eq(cmsSectionMasters.id, master.id))).toEqual([]);
    const [published] = await t.db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entityKind, 'release'),
          eq(auditLog.entityId, String(id)),
          eq(auditLog.action, 'release.publish'),
        ),
      );
    expect(published?.data).toMatchObject({ skipped: [`master:${master.id}`] });
    // Rolled back, the menu comes back; the deleted master stays deleted.
    const back = await call('POST', `${RELEASES}/${id}/rollback`, editor);
    expect(back.statusCode, back.body).toBe(200);
    expect(await guestTitles('footer3')).not.toContain('Sezonske ulaznice');
  });
});

describe('Timed releases with menus and masters: what is refused', () => {
  it('should refuse the options and a release with a menu to staff without the content permission', async () => {
    expectCodedError(await call('GET', OPTIONS, packer), 403, 'PERMISSION_DENIED');
    expectCodedError(await call('GET', OPTIONS), 401, 'UNAUTHORIZED');
    expectCodedError(
      await call('POST', RELEASES, packer, { name: 'X', moment: nextMoment().toISOString(), navigations: ['main'] }),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('should refuse an unknown menu, a menu without a draft, an unknown master and an unchanged one', async () => {
    const base = { name: 'Odbijeno', moment: nextMoment().toISOString() };
    const master = await footerMaster();
    const refused = [
      [{ navigations: ['nepostojeci'] }, 'CMS_RELEASE_UNKNOWN_NAVIGATION'],
      [{ navigations: ['footer4'] }, 'CMS_RELEASE_NAVIGATION_NO_DRAFT'],
      [{ masters: [{ id: 999_999, content: master.content }] }, 'CMS_RELEASE_UNKNOWN_MASTER'],
      [{ masters: [{ id: master.id, content: master.content }] }, 'CMS_RELEASE_MASTER_UNCHANGED'],
    ] as const;
    for (const [body, code] of refused)
      expectCodedError(await call('POST', RELEASES, editor, { ...base, ...body }), 400, code);
    // A master's content is checked as publishing it is: empty is refused.
    expectCodedError(
      await call('POST', RELEASES, editor, {
        ...base,
        masters: [{ id: master.id, content: { ...master.content, title: '', html: '<p> </p>' } }],
      }),
      400,
      'CMS_EMPTY_COMPONENT',
    );
    expect(await t.db.select({ id: cmsSectionMasters.id }).from(cmsSectionMasters)).not.toEqual([]);
  });
});
