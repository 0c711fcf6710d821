import { and, asc, eq } from 'drizzle-orm';
import { contentOf, resolveChild, storedChild } from '@shared/cms-masters.js';
import type { Db } from '../../platform/db/client.js';
import { cmsPages, cmsSectionMasters } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { MediaResolver } from './media-refs.js';
import { publishProblems } from './publish-checks.js';
import { storedSections } from './section-shape.js';

/**
 * Master sections (docs/decisions/0242-master-and-child-sections.md): a child section on a page stores its master's
 * id and only the fields it overrides, and is resolved whenever a page is read (by shoppers, the server renderer and
 * the edit mode), so publishing a master changes every child at once; the route then drops the storefront's caches.
 */
type MasterRow = typeof cmsSectionMasters.$inferSelect;
type Section = Record<string, unknown>;
export type Masters = ReadonlyMap<number, MasterRow>;

const masterIdOf = (section: Section) => (typeof section.masterId === 'number' ? section.masterId : null);

/** The site's masters, by id; no query when none of `sections` is a child. */
export async function mastersFor(db: Db, siteId: number, sections?: readonly Section[]): Promise<Masters> {
  if (sections && !sections.some((s) => masterIdOf(s) !== null)) return new Map();
  const rows = await db
    .select()
    .from(cmsSectionMasters)
    .where(eq(cmsSectionMasters.siteId, siteId))
    .orderBy(asc(cmsSectionMasters.id));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The sections as shoppers get them: each child drawn from its master, with no trace of the master left. */
export function resolveSections(sections: readonly Section[], masters: Masters): Section[] {
  return sections.map((section) => {
    const masterId = masterIdOf(section);
    if (masterId === null) return section;
    const master = masters.get(masterId);
    const child = section as Section & { id: string; type: string };
    const { masterId: _, ...own } = child;
    return master && master.type === child.type ? resolveChild(child, master.content) : own;
  });
}

/** The section ids that are children, with their masters' ids (for the edit mode). */
export const childLinks = (sections: readonly Section[]) =>
  Object.fromEntries(sections.flatMap((s) => (masterIdOf(s) === null ? [] : [[String(s.id), masterIdOf(s)!]])));

const invalid = (index: number, message: string) =>
  new AppError('VALIDATION_FAILED', { message, payload: { fields: [{ field: `components.${index}`, message }] } });

/**
 * The editor's sections as they are stored: each checked whole (a child as the editor resolved it), then a child
 * keeps only what differs from its master. A master that is not the site's or of another kind is a coded 400.
 */
export function storeSections(raw: readonly Section[], masters: Masters): Section[] {
  const links = raw.map((section) => section.masterId ?? null);
  const stored = storedSections(raw.map(({ masterId: _, ...section }) => section));
  return stored.map((section, index) => {
    const link = links[index];
    if (link === null) return section;
    const master = typeof link === 'number' ? masters.get(link) : undefined;
    if (!master) throw invalid(index, 'Master sekcija nije pronađena.');
    if (master.type !== section.type) throw invalid(index, 'Master sekcija je druge vrste.');
    return storedChild(section as Section & { id: string; type: string }, master.id, master.content);
  });
}

/** The pages (published or in a draft) that hold a child of each master. */
export async function pagesByMaster(db: Db, siteId: number) {
  const pages = await db
    .select({
      slug: cmsPages.slug,
      title: cmsPages.title,
      components: cmsPages.components,
      draft: cmsPages.draftComponents,
    })
    .from(cmsPages)
    .where(eq(cmsPages.siteId, siteId))
    .orderBy(asc(cmsPages.id));
  const byMaster = new Map<number, { slug: string; title: string }[]>();
  for (const page of pages) {
    const ids = new Set([...page.components, ...(page.draft ?? [])].map(masterIdOf).filter((id) => id !== null));
    for (const id of ids) byMaster.set(id, [...(byMaster.get(id) ?? []), { slug: page.slug, title: page.title }]);
  }
  return byMaster;
}

/** The masters as the edit mode lists them: content with media expanded, revision, the pages they change. */
export async function editableMasters(db: Db, domain: DomainInfo) {
  const masters = [...(await mastersFor(db, domain.siteId)).values()];
  const pages = await pagesByMaster(db, domain.siteId);
  const resolver = new MediaResolver(db, domain.id);
  await resolver.load(masters.map((m) => m.content));
  return masters.map((m) => ({
    id: m.id,
    name: m.name,
    type: m.type,
    content: resolver.expand(m.content),
    revision: m.revision,
    pages: pages.get(m.id) ?? [],
  }));
}

/**
 * A master's new content as it is stored, checked as a page section is (kind's shape, empty, broken internal links:
 * a coded 400, or 409 CMS_PUBLISH_CHECKS with the problems).
 */
export async function checkedMasterContent(db: Db, siteId: number, master: MasterRow, content: Section) {
  const [stored] = storedSections([{ ...contentOf(content), id: `master-${master.id}`, type: master.type }]);
  const problems = await publishProblems(db, siteId, [stored!]);
  if (problems.some((p) => p.level === 'error')) throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
  return contentOf(stored!);
}

interface MasterInput {
  revision: number;
  content: Section;
}

/**
 * Publishes a master's new content at once (a master has no draft: the editor is told first how many pages it
 * changes). Checked as a page section is (kind's shape, empty, broken links); written only over the revision the
 * editor read (409 CMS_MASTER_STALE), with its audit row. The caller drops the storefront's caches after the commit.
 */
export async function publishMaster(
  ctx: { db: Db; domain: DomainInfo },
  actor: StaffActor,
  id: number,
  input: MasterInput,
  now: Date,
) {
  const { db, domain } = ctx;
  const master = (await mastersFor(db, domain.siteId)).get(id);
  if (!master) throw new AppError('NOT_FOUND', { message: 'Master sekcija nije pronađena.' });
  if (master.revision !== input.revision) throw new AppError('CMS_MASTER_STALE');
  const content = await checkedMasterContent(db, domain.siteId, master, input.content);
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(cmsSectionMasters)
      .set({ content, revision: master.revision + 1, updatedAt: now, updatedBy: actor.email })
      .where(and(eq(cmsSectionMasters.id, id), eq(cmsSectionMasters.revision, input.revision)))
      .returning({ id: cmsSectionMasters.id });
    if (updated.length === 0) throw new AppError('CMS_MASTER_STALE');
    await recordChange(tx, actor, {
      kind: 'section_master',
      id: String(id),
      action: 'master.publish',
      changes: diffFields({ content: master.content }, { content }),
    });
  });
  return (await editableMasters(db, domain)).find((m) => m.id === id)!;
}

/** A page's stored sections as they are drawn: children resolved from their masters (one query only when needed). */
export async function drawnSections(db: Db, siteId: number, sections: readonly Section[]) {
  return resolveSections(sections, await mastersFor(db, siteId, sections));
}

/**
 * A timed release's master going live or rolled back (docs/decisions/0251-cms-timed-releases.md), inside the caller's
 * transaction: its content becomes `content` and its revision grows (an open master editor is refused as stale).
 * Answers the content it replaced, or null for a master deleted meanwhile (the release goes live without it).
 */
export async function putMasterContent(tx: Db, id: number, content: Section, by: string | null, now: Date) {
  const [master] = await tx.select().from(cmsSectionMasters).where(eq(cmsSectionMasters.id, id)).for('update');
  if (!master) return null;
  await tx
    .update(cmsSectionMasters)
    .set({ content, revision: master.revision + 1, updatedAt: now, updatedBy: by })
    .where(eq(cmsSectionMasters.id, id));
  return master.content;
}
