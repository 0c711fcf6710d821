import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsElements, cmsPages, cmsPageVersions, cmsReleases } from '../../platform/db/schema/cms.js';
import { recordChange, type StaffActor } from '../audit/index.js';
import { applyProductReleaseChanges, productReleaseStates } from '../catalogue-admin/index.js';
import { putMasterContent } from './masters.js';
import { putNavigationTree } from './navigation-drafts.js';
import type { ReleaseItems, Replaced, Section } from './release-items.js';

/**
 * Puts a release live or takes it back (docs/decisions/0251-cms-timed-releases.md), inside the caller's one
 * transaction: pages' sections (each a version in the page's history, its revision grown so an open edit session
 * reloads), menus (a version each) and masters (docs/decisions/0260-masters-and-menus-in-releases.md), the popup's
 * texts and the products' publication and prices. Going live answers what it replaced; a page, menu or master deleted
 * before the moment is left out (the audit row of the publication names what was skipped).
 */
type ReleaseRow = typeof cmsReleases.$inferSelect;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

async function putSections(tx: Db, pageId: number, components: Section[], by: string | null, now: Date) {
  const [page] = await tx.select().from(cmsPages).where(eq(cmsPages.id, pageId)).for('update');
  if (!page) return null;
  const [earlier] = await tx
    .select({ id: cmsPageVersions.id })
    .from(cmsPageVersions)
    .where(eq(cmsPageVersions.pageId, page.id))
    .limit(1);
  // As a publication from the edit mode: the first one keeps the page as it was, so the history can go back to it.
  if (!earlier)
    await tx
      .insert(cmsPageVersions)
      .values({ pageId: page.id, components: page.components, publishedAt: page.createdAt, publishedBy: null });
  await tx.insert(cmsPageVersions).values({ pageId: page.id, components, publishedAt: now, publishedBy: by });
  // A draft that is what now goes live is no draft any more; any other draft stays the editor's.
  const draftGone = page.draftComponents !== null && same(page.draftComponents, components);
  await tx
    .update(cmsPages)
    .set({
      components,
      revision: sql`${cmsPages.revision} + 1`,
      ...(draftGone ? { draftComponents: null, draftUpdatedAt: null, draftBy: null } : {}),
    })
    .where(eq(cmsPages.id, page.id));
  return page.components;
}

/** The release's author as the sweep's actor: the audit says whose release went live. */
export const authorOf = (release: ReleaseRow): StaffActor => ({
  id: release.createdById ?? 0,
  email: release.createdBy,
  ip: null,
});

export async function goLive(tx: Db, release: ReleaseRow, now: Date): Promise<Replaced> {
  const items = release.items as unknown as ReleaseItems;
  const actor = authorOf(release);
  const replaced: Replaced = { pages: [], navigations: [], masters: [], popup: null, products: [] };
  const skipped: string[] = [];
  for (const page of items.pages) {
    const before = await putSections(tx, page.pageId, page.components, release.createdBy, now);
    if (before === null) {
      skipped.push(`page:${page.slug}`);
      continue;
    }
    replaced.pages.push({ pageId: page.pageId, components: before });
    await recordChange(tx, actor, {
      kind: 'page',
      id: page.slug,
      action: 'page.release',
      data: { release: release.id },
    });
  }
  for (const nav of items.navigations ?? []) {
    const before = await putNavigationTree(tx, nav.navigationId, nav.items, release.createdBy, now);
    if (before === null) {
      skipped.push(`navigation:${nav.handle}`);
      continue;
    }
    replaced.navigations!.push({ navigationId: nav.navigationId, items: before });
    await recordChange(tx, actor, {
      kind: 'navigation',
      id: nav.handle,
      action: 'navigation.release',
      data: { release: release.id },
    });
  }
  for (const master of items.masters ?? []) {
    const before = await putMasterContent(tx, master.masterId, master.content, release.createdBy, now);
    if (before === null) {
      skipped.push(`master:${master.masterId}`);
      continue;
    }
    replaced.masters!.push({ masterId: master.masterId, content: before });
    await recordChange(tx, actor, {
      kind: 'section_master',
      id: String(master.masterId),
      action: 'master.release',
      data: { release: release.id },
    });
  }
  if (items.popup) {
    const [element] = await tx
      .select()
      .from(cmsElements)
      .where(eq(cmsElements.id, items.popup.elementId))
      .for('update');
    if (element) {
      replaced.popup = { elementId: element.id, meta: element.meta };
      // A new version: shoppers who closed the old popup see the new one (the popup machine keys its 'seen' by it).
      const version = Number(element.meta.version ?? 0) + 1;
      await tx
        .update(cmsElements)
        .set({ meta: { ...element.meta, ...items.popup.fields, version } })
        .where(eq(cmsElements.id, element.id));
    }
  }
  const states = await productReleaseStates(
    tx,
    items.products.map((p) => p.productId),
  );
  replaced.products = items.products.flatMap((p) => {
    const state = states.get(p.productId);
    return state
      ? [
          {
            productId: state.productId,
            published: state.published,
            regularPrice: state.regularPrice,
            salePrice: state.salePrice,
          },
        ]
      : [];
  });
  await applyProductReleaseChanges(tx, actor, items.products, now, 'product.release');
  await tx
    .update(cmsReleases)
    .set({ status: 'live', replaced: replaced as unknown as Record<string, unknown>, publishedAt: now, updatedAt: now })
    .where(eq(cmsReleases.id, release.id));
  await recordChange(tx, actor, {
    kind: 'release',
    id: release.id,
    action: 'release.publish',
    data: { at: now, ...(skipped.length ? { skipped } : {}) },
  });
  return replaced;
}

export async function rollBack(tx: Db, actor: StaffActor, release: ReleaseRow, now: Date): Promise<void> {
  const replaced = release.replaced as unknown as Replaced;
  const items = release.items as unknown as ReleaseItems;
  for (const page of replaced.pages) {
    await putSections(tx, page.pageId, page.components, actor.email, now);
    const slug = items.pages.find((p) => p.pageId === page.pageId)?.slug ?? page.pageId;
    await recordChange(tx, actor, { kind: 'page', id: slug, action: 'page.rollback', data: { release: release.id } });
  }
  for (const nav of replaced.navigations ?? []) {
    const handle = items.navigations?.find((n) => n.navigationId === nav.navigationId)?.handle ?? nav.navigationId;
    if ((await putNavigationTree(tx, nav.navigationId, nav.items, actor.email, now)) === null) continue;
    await recordChange(tx, actor, {
      kind: 'navigation',
      id: String(handle),
      action: 'navigation.rollback',
      data: { release: release.id },
    });
  }
  for (const master of replaced.masters ?? []) {
    // A master deleted since it went live stays deleted: there is nothing left to restore it into.
    if ((await putMasterContent(tx, master.masterId, master.content, actor.email, now)) === null) continue;
    await recordChange(tx, actor, {
      kind: 'section_master',
      id: String(master.masterId),
      action: 'master.rollback',
      data: { release: release.id },
    });
  }
  if (replaced.popup)
    await tx
      .update(cmsElements)
      .set({ meta: replaced.popup.meta })
      .where(and(eq(cmsElements.id, replaced.popup.elementId)));
  await applyProductReleaseChanges(tx, actor, replaced.products, now, 'product.rollback');
  await tx
    .update(cmsReleases)
    .set({ status: 'rolledBack', rolledBackAt: now, updatedAt: now })
    .where(eq(cmsReleases.id, release.id));
  await recordChange(tx, actor, { kind: 'release', id: release.id, action: 'release.rollback' });
}
