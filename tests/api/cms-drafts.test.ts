import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { media } from '../../src/server/platform/db/schema/media.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { callerOf, cmsStaffApp, type Method } from './cms-staff.js';

// The CMS edit mode's drafts (docs/decisions/0222-cms-drafts.md): staff with the content permission keep changes
// as a draft that shoppers never see until it is published; publishing checks the page first, keeps a version in
// the page's history, and drops the cached page so shoppers see it at once.
let t: TestApp;
let editor: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

type Section = Record<string, unknown> & { id: string; type: string };
const PAGE = '/api/v1/admin/cms/pages/naslovna';
const shopperPage = async () => {
  const res = await call('GET', '/api/v1/cms/finder/decide?params=naslovna');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.data.components as Section[];
};
const editable = async () => {
  const res = await call('GET', PAGE, editor);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    state: string;
    revision: number;
    components: Section[];
    problems: Array<{ kind: string }>;
  };
};
/** The page's revision now: every write sends the one its editor read (docs/decisions/0243). */
const revision = async () => (await editable()).revision;
const withTitle = (sections: Section[], id: string, title: string) =>
  sections.map((s) => (s.id === id ? { ...s, title } : s));

describe('CMS edit mode: who may edit', () => {
  it.each([
    ['GET', PAGE],
    ['PUT', `${PAGE}/draft`, { revision: 0, components: [{ id: 'x', type: 'richText', html: '<p>x</p>' }] }],
    ['DELETE', `${PAGE}/draft?revision=0`],
    ['POST', `${PAGE}/publish`, { revision: 0 }],
    ['GET', `${PAGE}/history`],
    ['POST', `${PAGE}/history/1/restore`, { revision: 0 }],
    ['PUT', '/api/v1/admin/cms/masters/1', { revision: 0, content: { html: '<p>x</p>' } }],
  ] as Array<[Method, string, unknown?]>)(
    'should refuse %s %s to a packer (403) and a visitor (401)',
    async (m, url, body) => {
      expectCodedError(await call(m, url, packer, body), 403, 'PERMISSION_DENIED');
      expectCodedError(await call(m, url, undefined, body), 401, 'UNAUTHORIZED');
    },
  );
});

describe('CMS edit mode: drafts and publication', () => {
  it('should keep a draft from shoppers until it is published, then show it to them at once', async () => {
    const published = await shopperPage();
    const page = await editable();
    expect(page.state).toBe('published');
    // The title typed in place and the carousels swapped: a draft.
    const [hero, first, second, ...rest] = withTitle(page.components, 'izdvojeno', 'Novo u trgovini');
    const draft = [hero!, second!, first!, ...rest];
    const saved = await call('PUT', `${PAGE}/draft`, editor, { components: draft, revision: page.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.state).toBe('draft');
    expect(saved.json().data.components.map((s: Section) => s.id)).toEqual(draft.map((s) => s.id));
    // Shoppers (and the cached answer) still read the published page.
    expect(await shopperPage()).toEqual(published);

    const out = await call('POST', `${PAGE}/publish`, editor, { acceptWarnings: true, revision: await revision() });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json().data.state).toBe('published');
    const now = await shopperPage();
    expect(now.map((s) => s.id)).toEqual(draft.map((s) => s.id));
    expect(now.find((s) => s.id === 'izdvojeno')?.title).toBe('Novo u trgovini');

    const rows = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'page'), eq(auditLog.entityId, 'naslovna')));
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['page.draft', 'page.publish']));
  });

  it('should keep every publication in the history and bring an older one back as a draft', async () => {
    const history = (await call('GET', `${PAGE}/history`, editor)).json().data.versions as Array<{
      id: number;
      live: boolean;
      publishedBy: string | null;
    }>;
    expect(history.length).toBeGreaterThanOrEqual(2);
    expect(history[0]).toMatchObject({ live: true, publishedBy: 'urednik@zvijezda-shop.hr' });
    const original = history[history.length - 1]!;
    expect(original).toMatchObject({ live: false, publishedBy: null });
    const restored = await call('POST', `${PAGE}/history/${original.id}/restore`, editor, {
      revision: await revision(),
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().data.state).toBe('draft');
    expect(restored.json().data.components[1].id).toBe('izdvojeno');
    // Dropping the draft leaves the page as published.
    const dropped = await call('DELETE', `${PAGE}/draft?revision=${await revision()}`, editor);
    expect(dropped.json().data.state).toBe('published');
    expectCodedError(await call('POST', `${PAGE}/publish`, editor, { revision: await revision() }), 409, 'CONFLICT');
    const missing = await call('POST', `${PAGE}/history/999999/restore`, editor, { revision: await revision() });
    expectCodedError(missing, 404, 'NOT_FOUND');
  });

  it('should refuse to save an empty section, and sanitise rich text', async () => {
    const page = await editable();
    const empty = [...page.components, { id: 'prazno', type: 'richText', title: '', html: '<p> </p>' }];
    const refused = expectCodedError(
      await call('PUT', `${PAGE}/draft`, editor, { components: empty, revision: page.revision }),
      400,
      'CMS_EMPTY_COMPONENT',
    );
    expect(refused.payload).toMatchObject({ id: 'prazno' });
    const rich = [
      ...page.components,
      { id: 'tekst', type: 'richText', title: 'O nama', html: '<p onclick="x()">Klub<script>alert(1)</script></p>' },
    ];
    const saved = await call('PUT', `${PAGE}/draft`, editor, { components: rich, revision: page.revision });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.components.at(-1).html).toBe('<p>Klub</p>');
    // A section of a kind the shop does not draw, a wrong field or a duplicate id is a coded 400.
    for (const bad of [
      [{ id: 'a', type: 'video', url: 'x' }],
      [{ id: 'a', type: 'richText', html: '<p>a</p>', extra: 1 }],
      [
        { id: 'a', type: 'richText', html: '<p>a</p>' },
        { id: 'a', type: 'richText', html: '<p>b</p>' },
      ],
      [],
    ])
      expect(
        (await call('PUT', `${PAGE}/draft`, editor, { components: bad, revision: await revision() })).statusCode,
      ).toBe(400);
    await call('DELETE', `${PAGE}/draft?revision=${await revision()}`, editor);
  });

  it("should keep a banner's icon from the shop's set and refuse any other name (docs/decisions/0257)", async () => {
    const page = await editable();
    const withIcon = (icon: unknown) => page.components.map((s) => (s.type === 'banner' ? { ...s, icon } : s));
    const saved = await call('PUT', `${PAGE}/draft`, editor, {
      components: withIcon('truck'),
      revision: page.revision,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.components.find((s: Section) => s.type === 'banner')).toMatchObject({ icon: 'truck' });
    for (const bad of ['kamion', '<svg onload=x()>', 7])
      expectCodedError(
        await call('PUT', `${PAGE}/draft`, editor, { components: withIcon(bad), revision: await revision() }),
        400,
        'VALIDATION_FAILED',
      );
    const none = await call('PUT', `${PAGE}/draft`, editor, { components: withIcon(null), revision: await revision() });
    expect(none.statusCode, none.body).toBe(200);
    await call('DELETE', `${PAGE}/draft?revision=${await revision()}`, editor);
  });

  it('should check the page before publishing: broken internal links block, a hero image without alt text warns', async () => {
    const page = await editable();
    const broken = [
      ...page.components,
      { id: 'veza', type: 'richText', title: 'Veza', html: '<p><a href="/shop/nema-te-kategorije">Tamo</a></p>' },
    ];
    expect(
      (await call('PUT', `${PAGE}/draft`, editor, { components: broken, revision: page.revision })).statusCode,
    ).toBe(200);
    const blocked = expectCodedError(
      await call('POST', `${PAGE}/publish`, editor, { acceptWarnings: true, revision: await revision() }),
      409,
      'CMS_PUBLISH_CHECKS',
    );
    const problems = (blocked.payload as { problems: Array<{ kind: string; level: string; sectionId: string }> })
      .problems;
    expect(problems).toContainEqual(expect.objectContaining({ kind: 'brokenLink', level: 'error', sectionId: 'veza' }));
    expect((await editable()).problems.map((p) => p.kind)).toContain('brokenLink');
    // The hero's image loses its description: a warning, which stops publication until the editor accepts it.
    const heroMedia = (page.components[0] as unknown as { media: { id: number } }).media.id;
    await t.db.update(media).set({ description: null }).where(eq(media.id, heroMedia));
    const fine = page.components.map((s) => (s.id === 'izdvojeno' ? { ...s, title: 'Izdvojeno za vas' } : s));
    const fineSave = await call('PUT', `${PAGE}/draft`, editor, { components: fine, revision: await revision() });
    expect(fineSave.statusCode, fineSave.body).toBe(200);
    const warned = expectCodedError(
      await call('POST', `${PAGE}/publish`, editor, { revision: await revision() }),
      409,
      'CMS_PUBLISH_CHECKS',
    );
    expect((warned.payload as { problems: unknown[] }).problems).toEqual([
      expect.objectContaining({ kind: 'missingAlt', level: 'warning', sectionId: 'hero' }),
    ]);
    const anyway = await call('POST', `${PAGE}/publish`, editor, { acceptWarnings: true, revision: await revision() });
    expect(anyway.statusCode, anyway.body).toBe(200);
  });
});
