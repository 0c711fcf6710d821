import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { events, posts } from '../../platform/db/schema/content.js';
import { media } from '../../platform/db/schema/media.js';
import { eventIsPublic, postIsPublic, termCounts } from './repository.js';
import { blogPath, eventPath } from '@shared/content-paths.js';

export interface ContentSitemapEntry {
  path: string;
  lastmod: string | null;
  image: { id: number; title: string; extension: string } | null;
}

const imageOf = (id: number | null, title: string | null, extension: string | null) =>
  id === null || title === null || extension === null ? null : { id, title, extension };

/** The blog list, its category and tag lists, every public post and every public event (sitemap.xml). */
export async function sitemapContent(db: Db, siteId: number): Promise<ContentSitemapEntry[]> {
  const [postRows, eventRows, terms] = await Promise.all([
    db
      .select({
        slug: posts.slug,
        updatedAt: posts.updatedAt,
        imageId: posts.coverMediaId,
        imageTitle: media.title,
        imageExt: media.extension,
      })
      .from(posts)
      .leftJoin(media, eq(media.id, posts.coverMediaId))
      .where(postIsPublic(siteId))
      .orderBy(desc(posts.publishedAt), desc(posts.id)),
    db
      .select({
        id: events.id,
        createdAt: events.createdAt,
        imageId: events.imageMediaId,
        imageTitle: media.title,
        imageExt: media.extension,
      })
      .from(events)
      .leftJoin(media, eq(media.id, events.imageMediaId))
      .where(eventIsPublic(siteId))
      .orderBy(asc(events.startsAt), asc(events.id)),
    termCounts(db, siteId),
  ]);
  const newest = postRows.reduce<Date | null>((max, p) => (!max || p.updatedAt > max ? p.updatedAt : max), null);
  const lastmod = newest?.toISOString() ?? null;
  if (postRows.length === 0 && eventRows.length === 0) return [];
  return [
    { path: blogPath(), lastmod, image: null },
    ...terms.categories.map((c) => ({ path: blogPath({ category: c.slug }), lastmod, image: null })),
    ...terms.tags.map((t) => ({ path: blogPath({ tag: t.slug }), lastmod, image: null })),
    ...postRows.map((p) => ({
      path: blogPath({ post: p.slug }),
      lastmod: p.updatedAt.toISOString(),
      image: imageOf(p.imageId, p.imageTitle, p.imageExt),
    })),
    ...eventRows.map((e) => ({
      path: eventPath(e.id),
      lastmod: e.createdAt.toISOString(),
      image: imageOf(e.imageId, e.imageTitle, e.imageExt),
    })),
  ];
}
