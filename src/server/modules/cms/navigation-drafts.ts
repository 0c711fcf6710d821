import { and, asc, desc, eq, ilike, isNotNull, or } from 'drizzle-orm';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { categories, products } from '../../platform/db/schema/catalogue.js';
import { cmsNavigationItems, cmsNavigations, cmsNavigationVersions, cmsPages } from '../../platform/db/schema/cms.js';
import { events, postTags, posts } from '../../platform/db/schema/content.js';
import { AppError } from '../../platform/errors/index.js';
import { diffFields, recordChange, type StaffActor } from '../audit/index.js';
import type { DomainInfo } from '../settings/index.js';
import { MediaResolver } from './media-refs.js';
import { existingTargets, TARGET_TEXT, type TargetType } from './publish-checks.js';
import { findMediaByIds } from './repository.js';
import { FALLBACK_LANGUAGE } from './service.js';

/**
 * The site frame's navigation in the edit mode (docs/decisions/0234-navigation-drafts.md): the header's menu and the
 * footer's link groups keep an editor's changes as a draft beside the published items, published after the same kind
 * of checks as page sections, each publication a version that can come back as the draft. Every write names the
 * revision the editor read: a write over another editor's newer one is refused (409 CMS_NAVIGATION_STALE).
 */
interface Ctx {
  db: Db;
  domain: DomainInfo;
  language: string;
}

type NavItem = ContractSchema<'NavEditItem'>;
type NavLink = NavItem['link'];
type NavRow = typeof cmsNavigations.$inferSelect;
type Problem = ContractSchema<'NavProblem'>;

/** The menus the edit mode offers: the header's, then the footer's four groups. */
const EDITABLE = ['main', 'footer1', 'footer2', 'footer3', 'footer4'];

export async function navigationsOf({ db, domain, language }: Ctx): Promise<NavRow[]> {
  for (const lang of new Set([language, FALLBACK_LANGUAGE])) {
    const rows = await db
      .select()
      .from(cmsNavigations)
      .where(and(eq(cmsNavigations.siteId, domain.siteId), eq(cmsNavigations.languageCode, lang)));
    const editable = rows.filter((r) => EDITABLE.includes(r.handle));
    if (editable.length) return editable.sort((a, b) => EDITABLE.indexOf(a.handle) - EDITABLE.indexOf(b.handle));
  }
  return [];
}

async function navigationByHandle(ctx: Ctx, handle: string): Promise<NavRow> {
  const nav = (await navigationsOf(ctx)).find((n) => n.handle === handle);
  if (!nav) throw new AppError('NOT_FOUND', { message: 'Izbornik nije pronađen.' });
  return nav;
}

/** The published items as the editor's tree (ids are the rows', prefixed: an editor's new items get their own). */
export async function publishedTree(db: Db, navigationId: number): Promise<NavItem[]> {
  const rows = await db
    .select()
    .from(cmsNavigationItems)
    .where(eq(cmsNavigationItems.navigationId, navigationId))
    .orderBy(asc(cmsNavigationItems.position), asc(cmsNavigationItems.id));
  const item = (r: (typeof rows)[number]) => ({
    id: `i${r.id}`,
    title: r.title,
    link: r.link as NavLink,
    ...(r.highlighted ? { highlighted: true } : {}),
    ...(r.mediaId ? { mediaId: r.mediaId } : {}),
  });
  return rows
    .filter((r) => r.parentId == null)
    .map((r) => ({ ...item(r), children: rows.filter((c) => c.parentId === r.id).map(item) }));
}

export const draftOf = (nav: NavRow) => nav.draftItems as NavItem[] | null;
const flat = (items: readonly NavItem[]) => items.flatMap((i) => [i, ...i.children]);

/** What stops a menu's publication: an item with no title, a link to something the shop does not have, no items. */
export async function navigationProblems(db: Db, siteId: number, items: readonly NavItem[]): Promise<Problem[]> {
  const problems: Problem[] = [];
  if (items.length === 0)
    problems.push({ level: 'error', kind: 'emptyMenu', itemId: '', message: 'Izbornik nema nijednu stavku.' });
  const all = flat(items);
  for (const item of all)
    if (!item.title.trim())
      problems.push({ level: 'error', kind: 'emptyTitle', itemId: item.id, message: 'Stavka izbornika nema naziv.' });
  const targets = all
    .filter((i) => i.link.type in TARGET_TEXT && i.link.slug)
    .map((i) => ({ type: i.link.type as TargetType, slug: i.link.slug!, itemId: i.id, title: i.title }));
  const found = await existingTargets(db, siteId, targets);
  for (const t of targets)
    if (!found[t.type].has(t.slug))
      problems.push({
        level: 'error',
        kind: 'brokenLink',
        itemId: t.itemId,
        message: `${t.title.trim() || 'Stavka'}: poveznica vodi na ${TARGET_TEXT[t.type]} ne postoji (${t.slug}).`,
      });
  return problems;
}

type Child = NavItem['children'][number];
const mapItems = (items: readonly NavItem[], change: (item: Child) => Child): NavItem[] =>
  items.map((i) => ({ ...(change(i) as NavItem), children: i.children.map(change) }));
const imageIds = (items: readonly NavItem[]) =>
  [...new Set(flat(items).map((i) => i.mediaId))].filter((id): id is number => typeof id === 'number');

/**
 * The items with only the images the library still has (docs/decisions/0259-menu-images-and-the-top-strip.md): a
 * restored version or an older draft may name one deleted since, which then is no image rather than a broken one.
 */
async function withLibraryImages(db: Db, items: readonly NavItem[]): Promise<NavItem[]> {
  const ids = imageIds(items);
  if (ids.length === 0) return [...items];
  const found = new Set((await findMediaByIds(db, ids)).map((m) => m.id));
  return mapItems(items, ({ mediaId, ...item }) => (mediaId && found.has(mediaId) ? { ...item, mediaId } : item));
}

async function editable(ctx: Ctx, nav: NavRow) {
  const items = await withLibraryImages(ctx.db, draftOf(nav) ?? (await publishedTree(ctx.db, nav.id)));
  const resolver = new MediaResolver(ctx.db, ctx.domain.id);
  await resolver.load(imageIds(items).map((media) => ({ media })));
  return {
    handle: nav.handle,
    title: nav.title,
    state: nav.draftItems ? ('draft' as const) : ('published' as const),
    revision: nav.revision,
    draftUpdatedAt: nav.draftUpdatedAt?.toISOString() ?? null,
    draftBy: nav.draftBy,
    items,
    images: imageIds(items).flatMap((id) => resolver.get(id) ?? []),
    problems: await navigationProblems(ctx.db, ctx.domain.siteId, items),
  };
}

async function editableByHandle(ctx: Ctx, handle: string) {
  return editable(ctx, await navigationByHandle(ctx, handle));
}

export async function editableNavigations(ctx: Ctx) {
  const navs = await navigationsOf(ctx);
  return { navigations: await Promise.all(navs.map((nav) => editable(ctx, nav))) };
}

/** A link the shop can follow: an internal one names its target, an external one is an http(s) address. */
export function checkedLink(link: NavLink): NavLink {
  const bad = (message: string) => new AppError('VALIDATION_FAILED', { message });
  if (link.type === 'external') {
    let url: URL;
    try {
      url = new URL(link.url ?? '');
    } catch {
      throw bad('Vanjska poveznica mora biti puna adresa (https://…).');
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw bad('Vanjska poveznica mora počinjati s https://.');
    // A new tab unless the editor said otherwise (docs/decisions/0252-link-options-through-the-item-picker.md).
    return { type: 'external', url: url.href, newTab: link.newTab !== false };
  }
  if (link.type === 'named') {
    if (!link.name) throw bad('Poveznica nema odredište.');
    return { type: 'named', name: link.name };
  }
  if (!link.slug) throw bad('Poveznica nema odredište.');
  if (link.type === 'event' && !/^\d{1,9}$/.test(link.slug)) throw bad('Događaj se povezuje po broju.');
  return { type: link.type, slug: link.slug };
}

/**
 * The tree as stored: links reduced to their kind's fields, titles trimmed, ids unique, an item's image a library
 * image's id (CMS_MEDIA_UNKNOWN otherwise, at the item: docs/decisions/0259-menu-images-and-the-top-strip.md).
 */
async function storedTree(db: Db, items: readonly NavItem[]): Promise<NavItem[]> {
  const ids = new Set<string>();
  const item = (i: Child) => {
    if (ids.has(i.id)) throw new AppError('VALIDATION_FAILED', { message: `Stavka ${i.id} se ponavlja.` });
    ids.add(i.id);
    return {
      id: i.id,
      title: i.title.trim(),
      link: checkedLink(i.link),
      ...(i.highlighted ? { highlighted: true } : {}),
      ...(i.mediaId ? { mediaId: i.mediaId } : {}),
    };
  };
  const tree = items.map((i) => ({ ...item(i), children: i.children.map(item) }));
  const found = new Set((await findMediaByIds(db, imageIds(tree))).map((m) => m.id));
  const missing = flat(tree).find((i) => i.mediaId && !found.has(i.mediaId));
  if (missing) throw new AppError('CMS_MEDIA_UNKNOWN', { payload: { at: missing.id } });
  return tree;
}

/** JSON with every object's keys sorted: jsonb hands keys back in its own order. */
const canonical = (value: unknown) =>
  JSON.stringify(value, (_, v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  );
export const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

/**
 * Writes the navigation's draft columns when the editor read the current revision, and moves the revision on; a
 * write from an older revision changes nothing and is refused.
 */
async function writeDraft(
  tx: Db,
  nav: NavRow,
  revision: number,
  draft: NavItem[] | null,
  actor: StaffActor,
  now: Date,
) {
  const updated = await tx
    .update(cmsNavigations)
    .set({
      draftItems: draft,
      draftUpdatedAt: draft ? now : null,
      draftBy: draft ? actor.email : null,
      revision: nav.revision + 1,
    })
    .where(and(eq(cmsNavigations.id, nav.id), eq(cmsNavigations.revision, revision)))
    .returning({ id: cmsNavigations.id });
  if (updated.length === 0) throw new AppError('CMS_NAVIGATION_STALE');
}

function fresh(nav: NavRow, revision: number) {
  if (nav.revision !== revision) throw new AppError('CMS_NAVIGATION_STALE');
}

export async function saveNavigationDraft(
  ctx: Ctx,
  actor: StaffActor,
  handle: string,
  input: ContractSchema<'NavDraftInput'>,
  now: Date,
) {
  const nav = await navigationByHandle(ctx, handle);
  fresh(nav, input.revision);
  const items = await storedTree(ctx.db, input.items);
  const published = await publishedTree(ctx.db, nav.id);
  const before = draftOf(nav) ?? published;
  await ctx.db.transaction(async (tx) => {
    // A draft equal to the published menu is no draft.
    await writeDraft(tx, nav, input.revision, same(items, published) ? null : items, actor, now);
    await recordChange(tx, actor, {
      kind: 'navigation',
      id: nav.handle,
      action: 'navigation.draft',
      changes: diffFields({ items: before }, { items }),
    });
  });
  return editableByHandle(ctx, handle);
}

export async function discardNavigationDraft(ctx: Ctx, actor: StaffActor, handle: string, revision: number, now: Date) {
  const nav = await navigationByHandle(ctx, handle);
  fresh(nav, revision);
  if (nav.draftItems)
    await ctx.db.transaction(async (tx) => {
      await writeDraft(tx, nav, revision, null, actor, now);
      await recordChange(tx, actor, { kind: 'navigation', id: nav.handle, action: 'navigation.discard' });
    });
  return editableByHandle(ctx, handle);
}

async function insertTree(tx: Db, navigationId: number, items: readonly NavItem[]) {
  for (const [position, item] of items.entries()) {
    const [row] = await tx
      .insert(cmsNavigationItems)
      .values({
        navigationId,
        position,
        title: item.title,
        link: item.link,
        highlighted: item.highlighted === true,
        mediaId: item.mediaId ?? null,
      })
      .returning({ id: cmsNavigationItems.id });
    if (item.children.length)
      await tx.insert(cmsNavigationItems).values(
        item.children.map((child, index) => ({
          navigationId,
          parentId: row!.id,
          position: index,
          title: child.title,
          link: child.link,
          highlighted: child.highlighted === true,
          mediaId: child.mediaId ?? null,
        })),
      );
  }
}

/**
 * The published items become `items` with a version row; the first publication also keeps the menu as it was
 * (publishedBy null), so the history can always go back.
 */
async function replaceTree(
  tx: Db,
  navigationId: number,
  published: NavItem[],
  items: NavItem[],
  by: string | null,
  now: Date,
) {
  const [earlier] = await tx
    .select({ id: cmsNavigationVersions.id })
    .from(cmsNavigationVersions)
    .where(eq(cmsNavigationVersions.navigationId, navigationId))
    .limit(1);
  if (!earlier) await tx.insert(cmsNavigationVersions).values({ navigationId, items: published, publishedBy: null });
  await tx.insert(cmsNavigationVersions).values({ navigationId, items, publishedAt: now, publishedBy: by });
  await tx.delete(cmsNavigationItems).where(eq(cmsNavigationItems.navigationId, navigationId));
  await insertTree(tx, navigationId, items);
}

/**
 * A timed release's menu going live or rolled back (docs/decisions/0251-cms-timed-releases.md), inside the caller's
 * transaction: `items` are published as a publication publishes them (a version each), the revision grows so an open
 * editor is told to reload, a draft equal to them is dropped. Answers the tree it replaced, or null for a menu gone.
 */
export async function putNavigationTree(tx: Db, navigationId: number, items: NavItem[], by: string | null, now: Date) {
  const [nav] = await tx.select().from(cmsNavigations).where(eq(cmsNavigations.id, navigationId)).for('update');
  if (!nav) return null;
  const published = await publishedTree(tx, nav.id);
  await replaceTree(tx, nav.id, published, items, by, now);
  const draftGone = nav.draftItems !== null && same(nav.draftItems, items);
  await tx
    .update(cmsNavigations)
    .set({
      revision: nav.revision + 1,
      ...(draftGone ? { draftItems: null, draftUpdatedAt: null, draftBy: null } : {}),
    })
    .where(eq(cmsNavigations.id, nav.id));
  return published;
}

/**
 * Publishes the menu's draft after its checks (409 CMS_PUBLISH_CHECKS with the problems): its items replace the
 * published ones in one transaction with a version row and the audit row; the first publication also keeps the menu
 * as it was. The caller drops the storefront's caches after the commit.
 */
export async function publishNavigation(ctx: Ctx, actor: StaffActor, handle: string, revision: number, now: Date) {
  const nav = await navigationByHandle(ctx, handle);
  fresh(nav, revision);
  const draft = draftOf(nav);
  if (!draft) throw new AppError('CONFLICT', { message: 'Izbornik nema neobjavljenih promjena.' });
  const problems = await navigationProblems(ctx.db, ctx.domain.siteId, draft);
  if (problems.length) throw new AppError('CMS_PUBLISH_CHECKS', { payload: { problems } });
  const published = await publishedTree(ctx.db, nav.id);
  await ctx.db.transaction(async (tx) => {
    await writeDraft(tx, nav, revision, null, actor, now);
    await replaceTree(tx, nav.id, published, draft, actor.email, now);
    await recordChange(tx, actor, {
      kind: 'navigation',
      id: nav.handle,
      action: 'navigation.publish',
      changes: diffFields({ items: published }, { items: draft }),
    });
  });
  return editableByHandle(ctx, handle);
}

export async function navigationHistory(ctx: Ctx, handle: string) {
  const nav = await navigationByHandle(ctx, handle);
  const rows = await ctx.db
    .select()
    .from(cmsNavigationVersions)
    .where(eq(cmsNavigationVersions.navigationId, nav.id))
    .orderBy(desc(cmsNavigationVersions.id))
    .limit(50);
  // The published items get new ids on every publication: compare what shoppers see, not the ids.
  const shape = (items: readonly NavItem[]) =>
    canonical(
      items.map(({ id: _, children, ...rest }) => ({ ...rest, children: children.map(({ id: __, ...c }) => c) })),
    );
  const live = shape(await publishedTree(ctx.db, nav.id));
  return {
    versions: rows.map((row) => ({
      id: row.id,
      publishedAt: row.publishedAt.toISOString(),
      publishedBy: row.publishedBy,
      items: row.items.length,
      live: shape(row.items as NavItem[]) === live,
    })),
  };
}

/** Brings a version back as the menu's draft (live only once published). */
export async function restoreNavigationVersion(
  ctx: Ctx,
  actor: StaffActor,
  handle: string,
  versionId: number,
  revision: number,
  now: Date,
) {
  const nav = await navigationByHandle(ctx, handle);
  fresh(nav, revision);
  const [version] = await ctx.db
    .select()
    .from(cmsNavigationVersions)
    .where(and(eq(cmsNavigationVersions.navigationId, nav.id), eq(cmsNavigationVersions.id, versionId)))
    .limit(1);
  if (!version) throw new AppError('NOT_FOUND', { message: 'Verzija nije pronađena.' });
  const items = await withLibraryImages(ctx.db, version.items as NavItem[]);
  await ctx.db.transaction(async (tx) => {
    await writeDraft(tx, nav, revision, items, actor, now);
    await recordChange(tx, actor, {
      kind: 'navigation',
      id: nav.handle,
      action: 'navigation.restore',
      data: { versionId },
    });
  });
  return editableByHandle(ctx, handle);
}

/**
 * The link pickers' search (docs/decisions/0252-link-options-through-the-item-picker.md): up to 20 targets of one kind
 * whose title or slug holds the text, by title. Pages come in every language, each with its language (the same slug
 * may exist in several); an event is named by its id and told apart by its day and venue. `withDraft` keeps the pages
 * that have a saved draft: those a timed release can take (docs/decisions/0251-cms-timed-releases.md).
 */
export async function linkTargets(ctx: Ctx, type: TargetType, q: string | undefined, withDraft = false) {
  const like = `%${(q ?? '').trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const siteId = ctx.domain.siteId;
  const rows = await targetRows(ctx.db, siteId, type, like, withDraft);
  return { targets: rows.map((r) => ({ type, ...r })) };
}

type TargetRow = { id: number; slug: string; title: string; language?: string; detail?: string };

async function targetRows(
  db: Db,
  siteId: number,
  type: TargetType,
  like: string,
  withDraft: boolean,
): Promise<TargetRow[]> {
  const MAX = 20;
  switch (type) {
    case 'category':
      return db
        .select({ id: categories.id, slug: categories.slug, title: categories.name })
        .from(categories)
        .where(or(ilike(categories.name, like), ilike(categories.slug, like)))
        .orderBy(asc(categories.name))
        .limit(MAX);
    case 'product':
      return db
        .select({ id: products.id, slug: products.slug, title: products.name })
        .from(products)
        .where(and(eq(products.status, 'published'), or(ilike(products.name, like), ilike(products.slug, like))))
        .orderBy(asc(products.name))
        .limit(MAX);
    case 'page':
      return db
        .select({ id: cmsPages.id, slug: cmsPages.slug, title: cmsPages.title, language: cmsPages.languageCode })
        .from(cmsPages)
        .where(
          and(
            eq(cmsPages.siteId, siteId),
            eq(cmsPages.published, true),
            withDraft ? isNotNull(cmsPages.draftComponents) : undefined,
            or(ilike(cmsPages.title, like), ilike(cmsPages.slug, like)),
          ),
        )
        .orderBy(asc(cmsPages.title), asc(cmsPages.languageCode))
        .limit(MAX);
    case 'post':
      return db
        .select({ id: posts.id, slug: posts.slug, title: posts.title })
        .from(posts)
        .where(
          and(
            eq(posts.siteId, siteId),
            isNotNull(posts.publishedAt),
            or(ilike(posts.title, like), ilike(posts.slug, like)),
          ),
        )
        .orderBy(asc(posts.title))
        .limit(MAX);
    case 'tag':
      return db
        .select({ id: postTags.id, slug: postTags.slug, title: postTags.name })
        .from(postTags)
        .where(and(eq(postTags.siteId, siteId), or(ilike(postTags.name, like), ilike(postTags.slug, like))))
        .orderBy(asc(postTags.name))
        .limit(MAX);
    case 'event': {
      const rows = await db
        .select({ id: events.id, title: events.title, startsAt: events.startsAt, venue: events.venue })
        .from(events)
        .where(and(eq(events.siteId, siteId), isNotNull(events.publishedAt), ilike(events.title, like)))
        .orderBy(desc(events.startsAt))
        .limit(MAX);
      return rows.map((r) => ({
        id: r.id,
        slug: String(r.id),
        title: r.title,
        detail: `${zagrebDay(r.startsAt)}, ${r.venue}`,
      }));
    }
  }
}

const zagrebDay = (at: Date) =>
  new Intl.DateTimeFormat('hr-HR', { timeZone: 'Europe/Zagreb', day: 'numeric', month: 'numeric', year: 'numeric' })
    .format(at)
    .replace(/\s/g, '');
