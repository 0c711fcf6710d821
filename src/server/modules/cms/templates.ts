import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cmsElements, cmsPages } from '../../platform/db/schema/cms.js';

/**
 * The page templates the CMS has (docs/decisions/0116-admin-sections.md): the section kinds a page is built from,
 * each with the pages that use it, and the static elements every page shows. Kinds the storefront draws come
 * first in this order even when no page uses them yet; a kind found in a page and not listed here still shows.
 */
export const SECTION_KINDS = ['hero', 'productCarousel', 'categoryTiles', 'banner', 'richText', 'settings'] as const;

/** The home page lives at /; a page made only of settings sections carries data and is not shown to shoppers. */
function pathOf(slug: string, kinds: string[]): string | null {
  if (kinds.length > 0 && kinds.every((kind) => kind === 'settings')) return null;
  return slug === 'naslovna' ? '/' : `/${slug}`;
}

export async function listTemplates(db: Db, siteId: number) {
  const pages = await db
    .select({
      id: cmsPages.id,
      slug: cmsPages.slug,
      title: cmsPages.title,
      languageCode: cmsPages.languageCode,
      published: cmsPages.published,
      components: cmsPages.components,
    })
    .from(cmsPages)
    .where(eq(cmsPages.siteId, siteId))
    .orderBy(asc(cmsPages.id));
  // In Croatian alphabetical order (Č after C, not after Z), whatever the database's collation.
  pages.sort((a, b) => a.title.localeCompare(b.title, 'hr'));
  const byKind = new Map<string, Array<{ page: (typeof pages)[number]; uses: number; path: string | null }>>(
    SECTION_KINDS.map((kind) => [kind, []]),
  );
  for (const page of pages) {
    const kinds = page.components.map((c) => (typeof c.type === 'string' ? c.type : 'unknown'));
    const path = pathOf(page.slug, kinds);
    const counts = new Map<string, number>();
    for (const kind of kinds) counts.set(kind, (counts.get(kind) ?? 0) + 1);
    for (const [kind, uses] of counts) {
      if (!byKind.has(kind)) byKind.set(kind, []);
      byKind.get(kind)!.push({ page, uses, path });
    }
  }
  const elements = await db
    .select({ handler: cmsElements.handler, title: cmsElements.title, languageCode: cmsElements.languageCode })
    .from(cmsElements)
    .where(eq(cmsElements.siteId, siteId))
    .orderBy(asc(cmsElements.id));
  return {
    templates: [...byKind].map(([type, uses]) => ({
      type,
      pages: uses.map(({ page, uses: n, path }) => ({
        id: page.id,
        slug: page.slug,
        title: page.title,
        languageCode: page.languageCode,
        published: page.published,
        uses: n,
        path,
      })),
    })),
    elements,
  };
}
