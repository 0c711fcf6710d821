import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsPages, cmsPageVersions } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { childLinks, drawnSections, editableMasters, mastersFor, storeSections } from './masters.js';
import { MediaResolver } from './media-refs.js';
import { publishProblems } from './publish-checks.js';
import { FALLBACK_LANGUAGE } from './service.js';

/**
 * The CMS edit mode's drafts (docs/decisions/0222-cms-drafts.md): an editor's changes are kept beside the published
 * sections until published; shoppers read only the published ones. Each publication is a version in the page's
 * history, and any version can come back as the draft. Every write is one transaction with its audit row, made only
 * over the revision its editor read (docs/decisions/0243-page-revision-check.md). Child sections are stored with
 * their overrides only and resolved from their masters when read (docs/decisions/0242-master-and-child-sections.md).
 */
interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}

type PageRow = typeof cmsPages.$inferSelect;

async function pageBySlug({ db, domain, language }: Ctx, slug: string): Promise<PageRow> {
  for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
    const [page] = await db
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.siteId, domain.siteId), eq(cmsPages.slug, slug), eq(cmsPages.languageCode, lang)))
      .limit(1);
    if (page) return page;
  }
  throw new AppError('NOT_FOUND', { message: 'Stranica nije pronađena.' });
}

/** A write based on a revision older than the page's is refused: another editor wrote meanwhile. */
function fresh(page: PageRow, revision: number) {
  if (page.revision !== revision) throw new AppError('CMS_PAGE_STALE');
}

/** Writes the page only if no other write came between (the conditional update is the real guard). */
async function writePage(tx: Db, page: PageRow, revision: number, set: Partial<PageRow>) {
  const updated = await tx
    .update(cmsPages)
    .set({ ...set, revision: page.revision + 1 })
    .where(and(eq(cmsPages.id, page.id), eq(cmsPages.revision, revision)))
    .returning({ id: cmsPages.id });
  if (updated.length === 0) throw new AppError('CMS_PAGE_STALE');
}

/** The page as the edit mode shows it: the draft when there is one, else what shoppers see; children resolved. */
export async function editablePage(ctx: Ctx, slug: string) {
  const page = await pageBySlug(ctx, slug);
  const stored = page.draftComponents ?? page.components;
  const sections = await drawnSections(ctx.db, ctx.domain.siteId, stored);
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load(sections);
  return {
    id: page.id,
    slug: page.slug,
    title: page.title,
    revision: page.revision,
    state: page.draftComponents ? ('draft' as const) : ('published' as const),
    draftUpdatedAt: page.draftUpdatedAt?.toISOString() ?? null,
    draftBy: page.draftBy,
    components: resolver.expand(sections),
    masterOf: childLinks(stored),
    masters: await editableMasters(ctx.db, ctx.domain),
    problems: await publishProblems(ctx.db, ctx.domain.siteId, sections),
  };
}

const sameSections = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function saveDraft(
  ctx: Ctx,
  actor: StaffActor,
  slug: string,
  input: { components: Record<string, unknown>[]; revision: number },
  now: Date,
) {
  const page = await pageBySlug(ctx, slug);
  fresh(page, input.revision);
  const sections = storeSections(input.components, await mastersFor(ctx.db, ctx.domain.siteId, input.components));
  const before = page.draftComponents ?? page.components;
  await ctx.db.transaction(async (tx) => {
    // A draft equal to the published page is no draft: the page reads 'published' again.
    const draft = sameSections(sections, page.components) ? null : sections;
    await writePage(tx, page, input.revision, {
      draftComponents: draft,
      draftUpdatedAt: draft ? now : null,
      draftBy: draft ? actor.email : null,
    });
    await recordChange(tx, actor, {
      kind: 'page',
      id: page.slug,
      action: 'page.draft',
      changes: diffFields({ components: before }, { components: sections }),
    });
  });
  return editablePage(ctx, slug);
}

export async function discardDraft(ctx: Ctx, actor: StaffActor, slug: string, revision: number) {
  const page = await pageBySlug(ctx, slug);
  fresh(page, revision);
  if (page.draftComponents) {
    await ctx.db.transaction(async (tx) => {
      await writePage(tx, page, revision, { draftComponents: null, draftUpdatedAt: null, draftBy: null });
      await recordChange(tx, actor, { kind: 'page', id: page.slug, action: 'page.discard' });
    });
  }
  return editablePage(ctx, slug);
}

/**
 * Publishes the draft after its checks: an error refuses (409 CMS_PUBLISH_CHECKS with the problems), a warning
 * refuses unless the editor accepted the warnings. The first publication keeps the page as it was as the oldest
 * version, so the history can always go back to it. The caller drops the storefront's caches after the commit.
 */
export async function publishDraft(
  ctx: Ctx,
  actor: StaffActor,
  slug: string,
  input: { acceptWarnings?: boolean; revision: number },
  now: Date,
) {
  const page = await pageBySlug(ctx, slug);
  fresh(page, input.revision);
  const acceptWarnings = input.acceptWarnings === true;
  if (!page.draftComponents) throw new AppError('CONFLICT', { message: 'Stranica nema neobjavljenih promjena.' });
  const draft = page.draftComponents;
  const resolved = await drawnSections(ctx.db, ctx.domain.siteId, draft);
  const problems = await publishProblems(ctx.db, ctx.domain.siteId, resolved);
  if (problems.some((p) => p.level === 'error' || !acceptWarnings))
    throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
  await ctx.db.transaction(async (tx) => {
    const [earlier] = await tx
      .select({ id: cmsPageVersions.id })
      .from(cmsPageVersions)
      .where(eq(cmsPageVersions.pageId, page.id))
      .limit(1);
    if (!earlier)
      await tx.insert(cmsPageVersions).values({
        pageId: page.id,
        components: page.components,
        publishedAt: page.createdAt,
        publishedBy: null,
      });
    await tx
      .insert(cmsPageVersions)
      .values({ pageId: page.id, components: draft, publishedAt: now, publishedBy: actor.email });
    await writePage(tx, page, input.revision, {
      components: draft,
      draftComponents: null,
      draftUpdatedAt: null,
      draftBy: null,
    });
    await recordChange(tx, actor, {
      kind: 'page',
      id: page.slug,
      action: 'page.publish',
      changes: diffFields({ components: page.components }, { components: page.draftComponents }),
    });
  });
  return editablePage(ctx, slug);
}

export async function pageHistory(ctx: Ctx, slug: string) {
  const page = await pageBySlug(ctx, slug);
  const rows = await ctx.db
    .select()
    .from(cmsPageVersions)
    .where(eq(cmsPageVersions.pageId, page.id))
    .orderBy(desc(cmsPageVersions.id))
    .limit(50);
  const live = JSON.stringify(page.components);
  return {
    versions: rows.map((row) => ({
      id: row.id,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      sections: row.components.length,
      live: JSON.stringify(row.components) === live,
    })),
  };
}

/** Brings a version back as the page's draft (published only when the editor publishes it). */
export async function restoreVersion(
  ctx: Ctx,
  actor: StaffActor,
  slug: string,
  versionId: number,
  revision: number,
  now: Date,
) {
  const page = await pageBySlug(ctx, slug);
  fresh(page, revision);
  const [version] = await ctx.db
    .select()
    .from(cmsPageVersions)
    .where(and(eq(cmsPageVersions.pageId, page.id), eq(cmsPageVersions.id, versionId)))
    .limit(1);
  if (!version) throw new AppError('NOT_FOUND', { message: 'Verzija nije pronađena.' });
  const draft = sameSections(version.components, page.components) ? null : version.components;
  await ctx.db.transaction(async (tx) => {
    await writePage(tx, page, revision, {
      draftComponents: draft,
      draftUpdatedAt: draft ? now : null,
      draftBy: draft ? actor.email : null,
    });
    await recordChange(tx, actor, { kind: 'page', id: page.slug, action: 'page.restore', data: { versionId } });
  });
  return editablePage(ctx, slug);
}
