import { can } from '@shared/permissions.js';
import { and, desc, eq, lte } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsReleases } from '../../platform/db/schema/cms.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { drawnSections } from './masters.js';
import { MediaResolver } from './media-refs.js';
import { goLive, rollBack } from './release-apply.js';
import {
  popupElement,
  productViews,
  type ReleaseInput,
  type ReleaseItems,
  type Replaced,
  releaseItems,
} from './release-items.js';

/**
 * Timed releases (docs/decisions/0251-cms-timed-releases.md): scheduled, edited or cancelled while they wait, put
 * live by the sweep at their moment in one transaction, rolled back as one. Every write is audited with it.
 */
interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}
type ReleaseRow = typeof cmsReleases.$inferSelect;

async function view(db: Db, row: ReleaseRow) {
  const items = row.items as unknown as ReleaseItems;
  return {
    id: row.id,
    name: row.name,
    moment: row.moment.toISOString(),
    status: row.status as 'scheduled' | 'live' | 'rolledBack' | 'cancelled',
    createdBy: row.createdBy,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    rolledBackAt: row.rolledBackAt?.toISOString() ?? null,
    pages: items.pages.map((p) => ({ slug: p.slug, title: p.title, sections: p.components.length })),
    navigations: (items.navigations ?? []).map((n) => ({ handle: n.handle, title: n.title })),
    masters: (items.masters ?? []).map((m) => ({ id: m.masterId, name: m.name, type: m.type, content: m.content })),
    popup: items.popup?.fields ?? null,
    products: await productViews(db, items.products, (row.replaced as unknown as Replaced | null)?.products),
  };
}

async function releaseOf(ctx: Ctx, id: number, lock?: Db): Promise<ReleaseRow> {
  const query = (lock ?? ctx.db)
    .select()
    .from(cmsReleases)
    .where(and(eq(cmsReleases.id, id), eq(cmsReleases.siteId, ctx.domain.siteId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw new AppError('NOT_FOUND', { message: 'Izdanje nije pronađeno.' });
  return row;
}

/** A release that changes products asks for the catalogue permission besides the content one, whoever acts on it. */
function mayChangeProducts(actor: StaffActor & { scope: readonly string[] }, items: ReleaseItems) {
  if (items.products.length > 0 && !can(actor.scope, 'catalogue.edit'))
    throw new AppError('PERMISSION_DENIED', { payload: { permission: 'catalogue.edit' } });
}

export async function listReleases(ctx: Ctx) {
  const rows = await ctx.db
    .select()
    .from(cmsReleases)
    .where(eq(cmsReleases.siteId, ctx.domain.siteId))
    .orderBy(desc(cmsReleases.moment), desc(cmsReleases.id))
    .limit(50);
  return { releases: await Promise.all(rows.map((row) => view(ctx.db, row))) };
}

export async function getRelease(ctx: Ctx, id: number) {
  return view(ctx.db, await releaseOf(ctx, id));
}

export async function createRelease(ctx: Ctx, actor: StaffActor, input: ReleaseInput, now: Date) {
  const items = await releaseItems(ctx, input, now);
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cmsReleases)
      .values({
        siteId: ctx.domain.siteId,
        name: input.name,
        moment: new Date(input.moment),
        items: items as unknown as Record<string, unknown>,
        createdBy: actor.email,
        createdById: actor.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: cmsReleases.id });
    await recordChange(tx, actor, {
      kind: 'release',
      id: row!.id,
      action: 'release.create',
      data: { name: input.name, moment: input.moment },
    });
    return row!.id;
  });
  return getRelease(ctx, id);
}

export async function updateRelease(ctx: Ctx, actor: StaffActor, id: number, input: ReleaseInput, now: Date) {
  // A release that went live or was cancelled says so before its items are checked: its moment is past and its pages'
  // drafts were published, refusals that would hide the reason. The lock below checks it again.
  if ((await releaseOf(ctx, id)).status !== 'scheduled') throw new AppError('CMS_RELEASE_NOT_SCHEDULED');
  const items = await releaseItems(ctx, input, now);
  await ctx.db.transaction(async (tx) => {
    const row = await releaseOf(ctx, id, tx);
    if (row.status !== 'scheduled') throw new AppError('CMS_RELEASE_NOT_SCHEDULED');
    const before = { name: row.name, moment: row.moment.toISOString() };
    await tx
      .update(cmsReleases)
      .set({
        name: input.name,
        moment: new Date(input.moment),
        items: items as unknown as Record<string, unknown>,
        updatedAt: now,
      })
      .where(eq(cmsReleases.id, id));
    await recordChange(tx, actor, {
      kind: 'release',
      id,
      action: 'release.update',
      changes: diffFields(before, { name: input.name, moment: new Date(input.moment).toISOString() }),
    });
  });
  return getRelease(ctx, id);
}

export async function cancelRelease(ctx: Ctx, actor: StaffActor & { scope: readonly string[] }, id: number, now: Date) {
  await ctx.db.transaction(async (tx) => {
    const row = await releaseOf(ctx, id, tx);
    if (row.status !== 'scheduled') throw new AppError('CMS_RELEASE_NOT_SCHEDULED');
    mayChangeProducts(actor, row.items as unknown as ReleaseItems);
    await tx.update(cmsReleases).set({ status: 'cancelled', updatedAt: now }).where(eq(cmsReleases.id, id));
    await recordChange(tx, actor, { kind: 'release', id, action: 'release.cancel' });
  });
  return getRelease(ctx, id);
}

/** Restores what the release replaced, in one transaction. The caller drops the caches after the commit. */
export async function rollBackRelease(
  ctx: Ctx,
  actor: StaffActor & { scope: readonly string[] },
  id: number,
  now: Date,
) {
  await ctx.db.transaction(async (tx) => {
    const row = await releaseOf(ctx, id, tx);
    if (row.status !== 'live' || !row.replaced) throw new AppError('CMS_RELEASE_NOT_LIVE');
    mayChangeProducts(actor, row.items as unknown as ReleaseItems);
    await rollBack(tx, actor, row, now);
  });
  return getRelease(ctx, id);
}

/**
 * Puts every release whose moment came live, each in its own transaction. Every process may sweep at once: the
 * release's row is locked and read again as still scheduled, so a second sweep waits for the first and then finds it
 * live, and skips it (docs/decisions/0251-cms-timed-releases.md). Answers how many this sweep put live.
 */
export async function publishDueReleases(db: Db, now: Date): Promise<number> {
  const due = await db
    .select({ id: cmsReleases.id })
    .from(cmsReleases)
    .where(and(eq(cmsReleases.status, 'scheduled'), lte(cmsReleases.moment, now)))
    .orderBy(cmsReleases.moment, cmsReleases.id);
  let published = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(cmsReleases)
        .where(and(eq(cmsReleases.id, id), eq(cmsReleases.status, 'scheduled'), lte(cmsReleases.moment, now)))
        .for('update');
      if (!row) return false;
      await goLive(tx, row, now);
      return true;
    });
    if (done) published += 1;
  }
  return published;
}

/**
 * The release's pages (children drawn from the masters as they are now), menus, masters, popup and products as they
 * will be once it is live: staff only, never cached. Shoppers'
 * reads are untouched (they read only what is live).
 */
export async function previewRelease(ctx: Ctx, id: number) {
  const row = await releaseOf(ctx, id);
  const items = row.items as unknown as ReleaseItems;
  const pages = [];
  for (const page of items.pages) {
    const sections = await drawnSections(ctx.db, ctx.domain.siteId, page.components);
    const resolver = new MediaResolver(ctx.db, ctx.domain.id);
    await resolver.load(sections);
    pages.push({ slug: page.slug, title: page.title, components: resolver.expand(sections) });
  }
  const masters = items.masters ?? [];
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load(masters.map((m) => m.content));
  const popup = items.popup ? { ...(await popupElement(ctx)).meta, ...items.popup.fields } : null;
  return {
    id: row.id,
    name: row.name,
    moment: row.moment.toISOString(),
    pages,
    navigations: (items.navigations ?? []).map((n) => ({ handle: n.handle, title: n.title, items: n.items })),
    masters: masters.map((m) => ({ id: m.masterId, name: m.name, type: m.type, content: resolver.expand(m.content) })),
    popup: popup ? { title: String(popup.title ?? ''), description: String(popup.description ?? '') } : null,
    products: (await productViews(ctx.db, items.products)).map((p) => ({
      productId: p.productId,
      slug: p.slug,
      name: p.name,
      ...p.next,
    })),
  };
}
