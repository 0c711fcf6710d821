import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsElements, cmsNavigationItems, cmsNavigations, cmsOptions, cmsPages } from '../../platform/db/schema/cms.js';
import { media } from '../../platform/db/schema/media.js';

export function listOptions(db: Db, siteId: number) {
  return db.select().from(cmsOptions).where(eq(cmsOptions.siteId, siteId)).orderBy(asc(cmsOptions.id));
}

export function listElements(db: Db, siteId: number, languageCode: string, handlers: string[]) {
  return db
    .select()
    .from(cmsElements)
    .where(
      and(
        eq(cmsElements.siteId, siteId),
        eq(cmsElements.languageCode, languageCode),
        inArray(cmsElements.handler, handlers),
      ),
    );
}

export async function findNavigation(db: Db, siteId: number, languageCode: string, idOrHandle: string) {
  const byId = /^\d+$/.test(idOrHandle);
  const [nav] = await db
    .select()
    .from(cmsNavigations)
    .where(
      and(
        eq(cmsNavigations.siteId, siteId),
        byId
          ? eq(cmsNavigations.id, Number(idOrHandle))
          : and(eq(cmsNavigations.handle, idOrHandle), eq(cmsNavigations.languageCode, languageCode)),
      ),
    )
    .limit(1);
  if (!nav) return undefined;
  const items = await db
    .select()
    .from(cmsNavigationItems)
    .where(eq(cmsNavigationItems.navigationId, nav.id))
    .orderBy(asc(cmsNavigationItems.position), asc(cmsNavigationItems.id));
  return { nav, items };
}

/** The pages a visitor can reach: the site's published pages in one language. */
const publishedPagesOf = (siteId: number, languageCode: string) =>
  and(eq(cmsPages.siteId, siteId), eq(cmsPages.languageCode, languageCode), eq(cmsPages.published, true));

export async function findPage(db: Db, siteId: number, languageCode: string, slug: string) {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(publishedPagesOf(siteId, languageCode), eq(cmsPages.slug, slug)))
    .limit(1);
  return page;
}

export async function findPageById(db: Db, siteId: number, id: number) {
  const [page] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.siteId, siteId), eq(cmsPages.id, id)))
    .limit(1);
  return page;
}

export async function findTranslation(db: Db, siteId: number, translationKey: string, languageCode: string) {
  const [page] = await db
    .select({ slug: cmsPages.slug })
    .from(cmsPages)
    .where(and(publishedPagesOf(siteId, languageCode), eq(cmsPages.translationKey, translationKey)))
    .limit(1);
  return page;
}

export function findMediaByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: media.id,
      title: media.title,
      description: media.description,
      mime: media.mime,
      extension: media.extension,
      width: media.width,
      height: media.height,
      access: media.access,
      focusX: media.focusX,
      focusY: media.focusY,
    })
    .from(media)
    .where(inArray(media.id, ids));
}
