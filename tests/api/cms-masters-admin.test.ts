import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/server/platform/db/schema/back-office.js';
import { cmsSectionMasters } from '../../src/server/platform/db/schema/cms.js';
import { expectCodedError, type TestApp } from '../support/index.js';
import { ADMIN, login } from './auth-helpers.js';
import { callerOf, cmsStaffApp } from './cms-staff.js';

// Masters made, renamed and deleted in the edit mode (docs/decisions/0242-master-and-child-sections.md): a name is
// required and unique, the content is checked as a publication is, only a master no page uses can be deleted, each
// write is audited and needs the content permission.
let t: TestApp;
let editor: string;
let owner: string;
let packer: string;

beforeAll(async () => {
  ({ t, editor, packer } = await cmsStaffApp());
  owner = (await login(t, ADMIN.email, ADMIN.password)).accessToken;
}, 120_000);
afterAll(async () => t?.close());
const call = callerOf(() => t);

interface Master {
  id: number;
  name: string;
  type: string;
  content: Record<string, unknown>;
  revision: number;
  pages: Array<{ slug: string; title: string }>;
}
const MASTERS = '/api/v1/admin/cms/masters';
const PAGE = '/api/v1/admin/cms/pages/kontakt';
const page = async () => (await call('GET', PAGE, editor)).json().data;
const masters = async () => (await page()).masters as Master[];
const SECTION = {
  id: 'dostava-traka',
  type: 'richText',
  title: 'Dostava',
  html: '<p>Besplatna dostava iznad 60 €.</p>',
};
const auditOf = async (id: number) =>
  (
    await t.db
      .select({ action: auditLog.action, changes: auditLog.changes })
      .from(auditLog)
      .where(and(eq(auditLog.entityKind, 'section_master'), eq(auditLog.entityId, String(id))))
      .orderBy(asc(auditLog.id))
  ).map((row) => ({ action: row.action, fields: (row.changes as Array<{ field: string }>).map((c) => c.field) }));

describe('Masters made in the edit mode', () => {
  it("should make a master of a section's content, named, audited, with no page yet", async () => {
    const res = await call('POST', MASTERS, editor, { name: '  Traka   o dostavi ', section: SECTION });
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json().data as Master;
    expect(made).toEqual({
      id: made.id,
      name: 'Traka o dostavi',
      type: 'richText',
      content: { title: 'Dostava', html: '<p>Besplatna dostava iznad 60 €.</p>' },
      revision: 0,
      pages: [],
    });
    expect((await masters()).map((m) => m.name)).toContain('Traka o dostavi');
    expect(await auditOf(made.id)).toEqual([{ action: 'master.create', fields: ['name', 'type', 'content'] }]);

    // The section made its first child in the page's draft: the master now lists the page.
    const before = await page();
    const saved = await call('PUT', `${PAGE}/draft`, editor, {
      revision: before.revision,
      components: [...before.components, { ...SECTION, masterId: made.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.masterOf).toEqual({ [SECTION.id]: made.id });
    expect((await masters()).find((m) => m.id === made.id)!.pages.map((p) => p.slug)).toEqual(['kontakt']);
    await call('DELETE', `${PAGE}/draft?revision=${saved.json().data.revision}`, editor);
  });

  it('should refuse a master without a name, with a name taken, of an empty or unknown section, or without the permission', async () => {
    const footer = (await masters()).find((m) => m.name.startsWith('Podnožje'))!;
    expectCodedError(
      await call('POST', MASTERS, editor, { name: '   ', section: SECTION }),
      400,
      'CMS_MASTER_NAME_REQUIRED',
    );
    expectCodedError(
      await call('POST', MASTERS, editor, { name: ` ${footer.name}`, section: SECTION }),
      409,
      'CMS_MASTER_NAME_TAKEN',
    );
    expectCodedError(
      await call('POST', MASTERS, editor, { name: 'Prazan', section: { ...SECTION, title: '', html: '<p> </p>' } }),
      400,
      'CMS_EMPTY_COMPONENT',
    );
    expectCodedError(
      await call('POST', MASTERS, editor, { name: 'Postavke', section: { id: 's', type: 'settings' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectCodedError(await call('POST', MASTERS, editor, { name: 'Bez sekcije' }), 400, 'VALIDATION_FAILED');
    expectCodedError(
      await call('POST', MASTERS, packer, { name: 'Skladište', section: SECTION }),
      403,
      'PERMISSION_DENIED',
    );
    expectCodedError(await call('POST', MASTERS, undefined, { name: 'Gost', section: SECTION }), 401, 'UNAUTHORIZED');
    const names = (await t.db.select({ name: cmsSectionMasters.name }).from(cmsSectionMasters)).map((m) => m.name);
    expect(names).not.toContain('Prazan');
    expect(names).not.toContain('Skladište');
  });
});

describe('Masters renamed and deleted', () => {
  it('should rename a master, keeping its content and revision, and refuse a name taken or empty', async () => {
    const made = (await call('POST', MASTERS, owner, { name: 'Obavijest', section: SECTION })).json().data as Master;
    const res = await call('PATCH', `${MASTERS}/${made.id}`, editor, { name: 'Obavijest o dostavi' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ ...made, name: 'Obavijest o dostavi' });
    // The same name again is no change and no audit row.
    expect((await call('PATCH', `${MASTERS}/${made.id}`, editor, { name: 'Obavijest o dostavi ' })).statusCode).toBe(
      200,
    );
    expect(await auditOf(made.id)).toEqual([
      { action: 'master.create', fields: ['name', 'type', 'content'] },
      { action: 'master.rename', fields: ['name'] },
    ]);
    expectCodedError(
      await call('PATCH', `${MASTERS}/${made.id}`, editor, { name: '' }),
      400,
      'CMS_MASTER_NAME_REQUIRED',
    );
    expectCodedError(
      await call('PATCH', `${MASTERS}/${made.id}`, editor, { name: 'Traka o dostavi' }),
      409,
      'CMS_MASTER_NAME_TAKEN',
    );
    expectCodedError(await call('PATCH', `${MASTERS}/999999`, editor, { name: 'Nitko' }), 404, 'NOT_FOUND');
    expectCodedError(
      await call('PATCH', `${MASTERS}/${made.id}`, packer, { name: 'Skladište' }),
      403,
      'PERMISSION_DENIED',
    );
  });

  it('should refuse to delete a master pages use, naming how many, and delete one no page uses', async () => {
    const footer = (await masters()).find((m) => m.name.startsWith('Podnožje'))!;
    const refused = expectCodedError(await call('DELETE', `${MASTERS}/${footer.id}`, editor), 409, 'CMS_MASTER_IN_USE');
    expect(refused.payload).toEqual({ pages: 3, titles: ['Naslovna', 'Članstvo', 'Pomoć'], releases: [] });

    // A child only in a page's draft is a use too; with the draft dropped, the master can go.
    const made = (await call('POST', MASTERS, editor, { name: 'Privremeni', section: SECTION })).json().data as Master;
    const before = await page();
    const saved = (
      await call('PUT', `${PAGE}/draft`, editor, {
        revision: before.revision,
        components: [...before.components, { ...SECTION, masterId: made.id }],
      })
    ).json().data;
    const inDraft = expectCodedError(await call('DELETE', `${MASTERS}/${made.id}`, editor), 409, 'CMS_MASTER_IN_USE');
    expect(inDraft.payload).toMatchObject({ pages: 1, titles: ['Kontakt'] });
    expectCodedError(await call('DELETE', `${MASTERS}/${made.id}`, packer), 403, 'PERMISSION_DENIED');
    await call('DELETE', `${PAGE}/draft?revision=${saved.revision}`, editor);

    const res = await call('DELETE', `${MASTERS}/${made.id}`, editor);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ id: made.id });
    expect((await masters()).map((m) => m.id)).not.toContain(made.id);
    expect((await auditOf(made.id)).map((a) => a.action)).toEqual(['master.create', 'master.delete']);
    expectCodedError(await call('DELETE', `${MASTERS}/${made.id}`, editor), 404, 'NOT_FOUND');
    // The footer master and its children are untouched.
    expect((await masters()).find((m) => m.id === footer.id)).toEqual(footer);
  });
});
