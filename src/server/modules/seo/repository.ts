import { type MediaFocus, storedFocus } from '@shared/media.js';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { media, type MediaRow } from '../../platform/db/schema/media.js';

/** The media id of a CMS page's hero section (the home page's LCP image), if it has one. */
export function cmsHeroMedia(components: ReadonlyArray<Record<string, unknown>>): {
  media: number | null;
  mobileMedia: number | null;
} {
  const hero = components.find((c) => c.type === 'hero');
  const id = (value: unknown) => (typeof value === 'number' ? value : null);
  return { media: id(hero?.media), mobileMedia: id(hero?.mobileMedia) };
}

export async function mediaById(db: Db, id: number): Promise<(MediaRow & { focus: MediaFocus | null }) | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1);
  // The crop focus: the hero preset's address and size follow it (docs/decisions/0199-crop-focus.md).
  return row && { ...row, focus: storedFocus(row.focusX, row.focusY) };
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface SitemapImage {
  id: number;
  title: string;
  extension: string;
}

export interface SitemapProduct {
  slug: string;
  lastmod: string;
  image: SitemapImage | null;
}

/** Listed products in id order (a page of them), with their first image (order, then default flag). */
export async function sitemapProducts(db: Db, limit: number, offset: number): Promise<SitemapProduct[]> {
  const result = await db.execute(sql`
    SELECT p.slug, p.updated_at AS lastmod, img.id AS image_id, img.title AS image_title, img.extension AS image_ext
    FROM products p
    LEFT JOIN LATERAL (
      SELECT m.id, m.title, m.extension FROM product_media pm JOIN media m ON m.id = pm.media_id
      WHERE pm.product_id = p.id ORDER BY pm.position, pm.is_default DESC, pm.id LIMIT 1
    ) img ON true
    WHERE p.listed ORDER BY p.id LIMIT ${limit} OFFSET ${offset}`);
  return rowsOf<{
    slug: string;
    lastmod: Date | string;
    image_id: number | null;
    image_title: string;
    image_ext: string;
  }>(result).map((r) => ({
    slug: r.slug,
    lastmod: new Date(r.lastmod).toISOString(),
    image: r.image_id === null ? null : { id: Number(r.image_id), title: r.image_title, extension: r.image_ext },
  }));
}

export async function listedProductCount(db: Db): Promise<{ count: number; lastmod: string | null }> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n, max(updated_at) AS lastmod FROM products WHERE listed`,
  );
  const row = rowsOf<{ n: number; lastmod: Date | string | null }>(result)[0];
  return { count: Number(row?.n ?? 0), lastmod: row?.lastmod ? new Date(row.lastmod).toISOString() : null };
}

/** Categories that list at least one product, with the latest change among their products. */
export async function sitemapCategories(db: Db) {
  const result = await db.execute(sql`
    SELECT c.slug, c.image_media_id AS image_id, m.title AS image_title, m.extension AS image_ext,
      (SELECT max(p.updated_at) FROM product_categories pc JOIN products p ON p.id = pc.product_id
        WHERE pc.category_id = c.id AND pc.listed) AS lastmod
    FROM categories c LEFT JOIN media m ON m.id = c.image_media_id
    WHERE EXISTS (SELECT 1 FROM product_categories pc WHERE pc.category_id = c.id AND pc.listed)
    ORDER BY c.position, c.id`);
  return rowsOf<{
    slug: string;
    image_id: number | null;
    image_title: string;
    image_ext: string;
    lastmod: Date | string | null;
  }>(result).map((r) => ({
    slug: r.slug,
    lastmod: r.lastmod ? new Date(r.lastmod).toISOString() : null,
    image: r.image_id === null ? null : { id: Number(r.image_id), title: r.image_title, extension: r.image_ext },
  }));
}

/** Published CMS pages of the site in the shop's language. */
export async function sitemapPages(db: Db, siteId: number, languageCode: string) {
  const result = await db.execute(sql`
    SELECT slug, created_at AS lastmod FROM cms_pages
    WHERE site_id = ${siteId} AND language_code = ${languageCode} AND published ORDER BY id`);
  return rowsOf<{ slug: string; lastmod: Date | string }>(result).map((r) => ({
    slug: r.slug,
    lastmod: new Date(r.lastmod).toISOString(),
  }));
}
