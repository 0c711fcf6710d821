import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/db/client.js';

/**
 * Where a library image is shown (docs/decisions/0258-media-library-delete-and-pages.md), in the editor's words: a
 * page's published sections or draft, a master section, a site element (header, footer), a timed release not yet
 * over, a post, an event, a product, a shop or blog category, the shop's options (the logo), a menu item, an order
 * line, and the drafts of the frame and of the menus (docs/decisions/0259-menu-images-and-the-top-strip.md). Sections
 * keep images as ids at their `media`/`mobileMedia` keys (media-refs.ts), a menu draft at `mediaId`, found here by a
 * pattern over the JSON's text: one scan per table, cheap at a shop's few hundred pages. Old page versions do not count (a
 * restored version shows a deleted image as none, as it already shows any image gone missing).
 */
export interface MediaUsage {
  kind:
    | 'page'
    | 'master'
    | 'element'
    | 'release'
    | 'post'
    | 'event'
    | 'product'
    | 'category'
    | 'option'
    | 'menu'
    | 'order';
  label: string;
}

/** At most this many places are named in a refusal: one is enough to refuse, a few help the editor find them. */
const NAMED = 10;

export async function mediaUsages(db: Db, id: number): Promise<MediaUsage[]> {
  // jsonb prints `"media": 12` followed by a comma, a brace or a bracket: the pattern cannot match 120 for 12.
  const pattern = `"(media|mobileMedia)": ${Math.trunc(id)}[,}\\]]`;
  // A menu's draft names an item's image at `mediaId` (docs/decisions/0259-menu-images-and-the-top-strip.md).
  const menuPattern = `"mediaId": ${Math.trunc(id)}[,}\\]]`;
  const inJson = (column: ReturnType<typeof sql.raw>) => sql`coalesce(${column}::text, '') ~ ${pattern}`;
  const result = await db.execute(sql`
    SELECT 'page' AS kind, '/' || slug || ' (' || language_code || ')' AS label FROM cms_pages
      WHERE ${inJson(sql.raw('components'))} OR ${inJson(sql.raw('draft_components'))}
    UNION ALL SELECT 'master', name FROM cms_section_masters WHERE ${inJson(sql.raw('content'))}
    UNION ALL SELECT 'element', title FROM cms_elements
      WHERE ${inJson(sql.raw('meta'))} OR ${inJson(sql.raw('options'))} OR ${inJson(sql.raw('mobile_meta'))}
        OR ${inJson(sql.raw('mobile_options'))} OR ${inJson(sql.raw('link_meta'))} OR ${inJson(sql.raw('parts'))}
        OR ${inJson(sql.raw('draft_meta'))}
    UNION ALL SELECT 'release', name FROM cms_releases
      WHERE status IN ('scheduled', 'live') AND (${inJson(sql.raw('items'))} OR ${inJson(sql.raw('replaced'))})
    UNION ALL SELECT 'post', title FROM posts WHERE cover_media_id = ${id} OR ${inJson(sql.raw('components'))}
    UNION ALL SELECT 'event', title FROM events WHERE image_media_id = ${id}
    UNION ALL SELECT 'product', p.name FROM product_media pm JOIN products p ON p.id = pm.product_id
      WHERE pm.media_id = ${id}
    UNION ALL SELECT 'category', name FROM categories WHERE image_media_id = ${id}
    UNION ALL SELECT 'option', key FROM cms_options WHERE media_id = ${id}
    UNION ALL SELECT 'menu', title FROM cms_navigation_items WHERE media_id = ${id}
    UNION ALL SELECT 'menu', title FROM cms_navigations
      WHERE coalesce(draft_items::text, '') ~ ${menuPattern}
    UNION ALL SELECT 'order', 'narudžba ' || order_id FROM order_items WHERE media_id = ${id}
    LIMIT ${NAMED}
  `);
  return rowsOf<MediaUsage>(result);
}
