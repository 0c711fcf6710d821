import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { cmsPages } from '../../src/server/platform/db/schema/cms.js';
import { createTestApp, expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, AUTH_ENV, bearer, login } from './auth-helpers.js';

// Master and child sections (docs/decisions/0242-master-and-child-sections.md) and the page revision check
// (docs/decisions/0243-page-revision-check.md): a child stores only what it overrides, shoppers read it resolved, a
// master's publication changes every child at once; two editors cannot overwrite each other's page or master.
let t: TestApp;
let editor: string;
let owner: string;

beforeAll(async () => {
  t = await createTestApp({ env: AUTH_ENV });
  editor = (await login(t, 'urednik@zvijezda-shop.hr', 'Urednik2024!')).accessToken;
  owner = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';
const call = (method: Method, url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: t.headers(token ? bearer(token) : {}), ...(payload ? { payload } : {}) });

type Section = Record<string, unknown> & { id: string; type: string };
interface Master {
  id: number;
  name: string;
  type: string;
  content: Record<string, unknown>;
  revision: number;
  pages: Array<{ slug: string; title: string }>;
}
interface Editable {
  revision: number;
  state: string;
  components: Section[];
  masterOf: Record<string, number>;
  masters: Master[];
}
const admin = (slug: string) => `/api/v1/admin/cms/pages/${slug}`;
const editable = async (slug: string, token = editor) => {
  const res = await call('GET', admin(slug), token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Editable;
};
const shopperSections = async (slug: string) => {
  const res = await call('GET', `/api/v1/cms/finder/decide?params=${slug}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.components as Section[];
};
const footerMaster = async () => (await editable('naslovna')).masters.find((m) => m.type === 'richText')!;

describe('Master sections: the seeded page footer band', () => {
  it('should list the master with the pages that hold its children, and draw the children from it', async () => {
    const home = await editable('naslovna');
    const master = await footerMaster();
    expect(master.name).toContain('Podnožje');
    expect(master.pages.map((p) => p.slug)).toEqual(['naslovna', 'clanstvo', 'pomoc']);
    expect(home.masterOf).toEqual({ 'o-trgovini': master.id });
    for (const slug of ['naslovna', 'clanstvo', 'pomoc']) {
      const band = (await shopperSections(slug)).at(-1)!;
      expect(band).toEqual({ id: band.id, type: 'richText', ...master.content });
      expect(band).not.toHaveProperty('masterId');
    }
  });
});

describe('Master sections: a child, its overrides and the master published', () => {
  it('should store a child with only its overridden fields and keep them when the master changes', async () => {
    const master = await footerMaster();
    const page = await editable('kontakt');
    const child = { id: 'podnozje', type: 'richText', masterId: master.id, ...master.content, title: 'Naš naslov' };
    const saved = await call('PUT', `${admin('kontakt')}/draft`, editor, {
      revision: page.revision,
      components: [...page.components, child],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.masterOf).toEqual({ podnozje: master.id });
    const [row] = await t.db.select().from(cmsPages).where(eq(cmsPages.slug, 'kontakt'));
    expect(row!.draftComponents!.at(-1)).toEqual({
      id: 'podnozje',
      type: 'richText',
      masterId: master.id,
      title: 'Naš naslov',
    });
    const published = await call('POST', `${admin('kontakt')}/publish`, editor, {
      revision: saved.json().data.revision,
      acceptWarnings: true,
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await footerMaster()).pages.map((p) => p.slug)).toContain('kontakt');

    // The master edited: every child follows, the overridden title stays; the cached pages are dropped.
    const html = '<p>Dostava je besplatna iznad 60 €.</p>';
    const out = await call('PUT', `/api/v1/admin/cms/masters/${master.id}`, editor, {
      revision: master.revision,
      content: { ...master.content, html },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data).toMatchObject({ revision: master.revision + 1, content: { html } });
    for (const slug of ['naslovna', 'clanstvo', 'pomoc'])
      expect((await shopperSections(slug)).at(-1)).toMatchObject({ html, title: master.content.title });
    expect((await shopperSections('kontakt')).at(-1)).toMatchObject({ html, title: 'Naš naslov' });
    const audit = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'section_master'), eq(auditLog.entityId, String(master.id))));
    expect(audit.map((a) => a.action)).toEqual(['master.publish']);
  });

  it('should refuse a master written over a newer revision, an empty master and a child of another kind', async () => {
    const master = await footerMaster();
    expectCodedError(
      await call('PUT', `/api/v1/admin/cms/masters/${master.id}`, owner, {
        revision: master.revision - 1,
        content: master.content,
      }),
      409,
      'CMS_MASTER_STALE',
    );
    expectCodedError(
      await call('PUT', `/api/v1/admin/cms/masters/${master.id}`, editor, {
        revision: master.revision,
        content: { title: '', html: '<p> </p>' },
      }),
      400,
      'CMS_EMPTY_COMPONENT',
    );
    expectCodedError(
      await call('PUT', '/api/v1/admin/cms/masters/999999', editor, { revision: 0, content: master.content }),
      404,
      'NOT_FOUND',
    );
    const page = await editable('naslovna');
    const banner = page.components.find((s) => s.type === 'banner')!;
    for (const masterId of [master.id, 999999]) {
      const wrong = page.components.map((s) => (s.id === banner.id ? { ...s, masterId } : s));
      expectCodedError(
        await call('PUT', `${admin('naslovna')}/draft`, editor, { revision: page.revision, components: wrong }),
        400,
        'VALIDATION_FAILED',
      );
    }
  });

  it('should turn a child back into a standalone section that no longer follows the master', async () => {
    const master = await footerMaster();
    const page = await editable('clanstvo');
    // The edit mode reads children resolved, their masters beside them (masterOf): sent back without a masterId,
    // the band becomes a section of its own with the master's fields as they are now.
    const saved = await call('PUT', `${admin('clanstvo')}/draft`, editor, {
      revision: page.revision,
      components: page.components,
    });
    expect(saved.json().data.masterOf).toEqual({});
    await call('POST', `${admin('clanstvo')}/publish`, editor, {
      revision: saved.json().data.revision,
      acceptWarnings: true,
    });
    const out = await call('PUT', `/api/v1/admin/cms/masters/${master.id}`, editor, {
      revision: master.revision,
      content: { ...master.content, html: '<p>Samo djeca mastera.</p>' },
    });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.pages.map((p: { slug: string }) => p.slug)).not.toContain('clanstvo');
    expect((await shopperSections('clanstvo')).at(-1)!.html).toBe(master.content.html);
    expect((await shopperSections('pomoc')).at(-1)!.html).toBe('<p>Samo djeca mastera.</p>');
  });
});

describe('Page revision: two editors on one page', () => {
  it("should refuse the second editor's save (409 CMS_PAGE_STALE) and keep the first one's draft", async () => {
    const first = await editable('uvjeti-kupnje', editor);
    const second = await editable('uvjeti-kupnje', owner);
    const titled = (s: Editable, title: string) => s.components.map((c, i) => (i === 0 ? { ...c, title } : c));
    const saved = await call('PUT', `${admin('uvjeti-kupnje')}/draft`, editor, {
      revision: first.revision,
      components: titled(first, 'Prvi urednik'),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expectCodedError(
      await call('PUT', `${admin('uvjeti-kupnje')}/draft`, owner, {
        revision: second.revision,
        components: titled(second, 'Drugi urednik'),
      }),
      409,
      'CMS_PAGE_STALE',
    );
    // Publishing, dropping and restoring over the old revision are refused the same way.
    expectCodedError(
      await call('POST', `${admin('uvjeti-kupnje')}/publish`, owner, { revision: second.revision }),
      409,
      'CMS_PAGE_STALE',
    );
    expectCodedError(
      await call('DELETE', `${admin('uvjeti-kupnje')}/draft?revision=${second.revision}`, owner),
      409,
      'CMS_PAGE_STALE',
    );
    expectCodedError(
      await call('POST', `${admin('uvjeti-kupnje')}/history/1/restore`, owner, { revision: second.revision }),
      409,
      'CMS_PAGE_STALE',
    );
    const now = await editable('uvjeti-kupnje', owner);
    expect(now.components[0]!.title).toBe('Prvi urednik');
    expect(now.revision).toBe(first.revision + 1);
  });
});
