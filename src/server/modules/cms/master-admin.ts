import { and, eq, ne } from 'drizzle-orm';
import { contentOf } from '@shared/cms-masters.js';
import type { Db } from '../../platform/db/client.js';
import { cmsReleases, cmsSectionMasters } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { editableMasters, mastersFor, pagesByMaster } from './masters.js';
import { publishProblems } from './publish-checks.js';
import { storedSections } from './section-shape.js';

/**
 * Masters made, renamed and deleted in the edit mode (docs/decisions/0242-master-and-child-sections.md). A new master
 * takes a section's content as it is (checked as a publication is: a master has no draft); its name is required and
 * unique on the site. Only a master no page holds a child of (published, in a draft or in a scheduled release) can
 * be deleted. Each write is one transaction with its audit row (kind `section_master`).
 */
type Ctx = { db: Db; domain: DomainInfo };
type Section = Record<string, unknown>;

const NAME_MAX = 120;

/** The name trimmed; empty or too long is a coded 400, one another master of the site has is a coded 409. */
async function checkedName(db: Db, siteId: number, raw: string, except?: number) {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw new AppError('CMS_MASTER_NAME_REQUIRED');
  if (name.length > NAME_MAX) throw new AppError('VALIDATION_FAILED', { message: 'Naziv mastera je predug.' });
  const same = await db
    .select({ id: cmsSectionMasters.id })
    .from(cmsSectionMasters)
    .where(
      and(
        eq(cmsSectionMasters.siteId, siteId),
        eq(cmsSectionMasters.name, name),
        except === undefined ? undefined : ne(cmsSectionMasters.id, except),
      ),
    )
    .limit(1);
  if (same.length > 0) throw new AppError('CMS_MASTER_NAME_TAKEN');
  return name;
}

async function masterOf(db: Db, siteId: number, id: number) {
  const master = (await mastersFor(db, siteId)).get(id);
  if (!master) throw new AppError('NOT_FOUND', { message: 'Master sekcija nije pronađena.' });
  return master;
}

const answer = async (ctx: Ctx, id: number) => (await editableMasters(ctx.db, ctx.domain)).find((m) => m.id === id)!;

/** 'Spremi kao master': a new master with the section's content (the editor then makes the section its child). */
export async function createMaster(ctx: Ctx, actor: StaffActor, input: { name: string; section: Section }, now: Date) {
  const { db, domain } = ctx;
  const name = await checkedName(db, domain.siteId, input.name);
  const { masterId: _, ...section } = input.section;
  const [stored] = storedSections([{ ...section, id: 'new-master' }]);
  if (stored!.type === 'settings')
    throw new AppError('VALIDATION_FAILED', { message: 'Ova sekcija ne može biti master.' });
  const problems = await publishProblems(db, domain.siteId, [stored!]);
  if (problems.some((p) => p.level === 'error')) throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
  const content = contentOf(stored!);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cmsSectionMasters)
      .values({
        siteId: domain.siteId,
        name,
        type: String(stored!.type),
        content,
        updatedAt: now,
        updatedBy: actor.email,
      })
      .returning({ id: cmsSectionMasters.id });
    await recordChange(tx, actor, {
      kind: 'section_master',
      id: String(row!.id),
      action: 'master.create',
      changes: diffFields({}, { name, type: stored!.type, content }),
    });
    return row!.id;
  });
  return answer(ctx, id);
}

/** A master's new name: only what the edit mode lists changes (shoppers never see it), so its revision stays. */
export async function renameMaster(ctx: Ctx, actor: StaffActor, id: number, input: { name: string }, now: Date) {
  const { db, domain } = ctx;
  const master = await masterOf(db, domain.siteId, id);
  const name = await checkedName(db, domain.siteId, input.name, id);
  if (name !== master.name)
    await db.transaction(async (tx) => {
      await tx
        .update(cmsSectionMasters)
        .set({ name, updatedAt: now, updatedBy: actor.email })
        .where(eq(cmsSectionMasters.id, id));
      await recordChange(tx, actor, {
        kind: 'section_master',
        id: String(id),
        action: 'master.rename',
        changes: diffFields({ name: master.name }, { name }),
      });
    });
  return answer(ctx, id);
}

/** The titles of the pages, and the names of the scheduled releases, holding a child of the master. */
async function usesOf(db: Db, siteId: number, id: number) {
  const pages = ((await pagesByMaster(db, siteId)).get(id) ?? []).map((p) => p.title);
  const releases = await db
    .select({ name: cmsReleases.name, items: cmsReleases.items })
    .from(cmsReleases)
    .where(and(eq(cmsReleases.siteId, siteId), eq(cmsReleases.status, 'scheduled')));
  const scheduled = releases.filter((release) =>
    ((release.items.pages ?? []) as Array<{ components: Section[] }>).some((page) =>
      page.components.some((section) => section.masterId === id),
    ),
  );
  return { pages, releases: scheduled.map((r) => r.name) };
}

/**
 * Deletes a master nothing holds a child of; one still used is refused (409 CMS_MASTER_IN_USE, with how many pages
 * and which, so the editor can detach them first). No page changes, so no cached page holds it.
 */
export async function deleteMaster(ctx: Ctx, actor: StaffActor, id: number) {
  const { db, domain } = ctx;
  const master = await masterOf(db, domain.siteId, id);
  const uses = await usesOf(db, domain.siteId, id);
  if (uses.pages.length > 0 || uses.releases.length > 0)
    throw new AppError('CMS_MASTER_IN_USE', {
      payload: { pages: uses.pages.length, titles: uses.pages, releases: uses.releases },
    });
  await db.transaction(async (tx) => {
    await tx.delete(cmsSectionMasters).where(eq(cmsSectionMasters.id, id));
    await recordChange(tx, actor, {
      kind: 'section_master',
      id: String(id),
      action: 'master.delete',
      // What went, field by field, so the audit log keeps the master's last content.
      changes: Object.entries({ name: master.name, type: master.type, content: master.content }).map(
        ([field, before]) => ({ field, before, after: null }),
      ),
    });
  });
  return { id };
}
