import type { Db } from '../../platform/db/client.js';
import {
  events,
  postCategories,
  postCategoryLinks,
  postTagLinks,
  postTags,
  posts,
} from '../../platform/db/schema/content.js';
import { sites } from '../../platform/db/schema/settings.js';
import { saveSvg } from '../cms/images.js';
import { coverSvg } from './artwork.js';
import { EVENTS } from './events.js';
import { POST_CATEGORIES, POST_TAGS, POSTS } from './posts.js';
import type { MediaTarget } from '../../modules/media/media-storage.js';

const DAY_MS = 86_400_000;

/** The instant of a wall-clock hour in Zagreb, `days` after `from` (DST-aware through Intl). */
export function zagrebTime(from: Date, days: number, hour: number): Date {
  const day = new Date(from.getTime() + days * DAY_MS);
  const guess = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour));
  const local = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Zagreb', hour: '2-digit', hourCycle: 'h23' }).format(guess),
  );
  return new Date(guess.getTime() - (local - hour) * 3_600_000);
}

/** The demo club's blog (categories, tags, posts with drawn covers) and upcoming events. */
export async function seedContent(db: Db, { mediaDir }: { mediaDir: MediaTarget }, now = new Date()): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).limit(1);
  if (!site) throw new Error('seedContent needs the settings seed first (no site)');
  const siteId = site.id;
  const categoryIds = new Map<string, number>();
  for (const [position, c] of POST_CATEGORIES.entries()) {
    const [row] = await db
      .insert(postCategories)
      .values({ siteId, slug: c.slug, name: c.name, position })
      .returning({ id: postCategories.id });
    categoryIds.set(c.slug, row!.id);
  }
  const tagIds = new Map<string, number>();
  for (const t of POST_TAGS) {
    const [row] = await db
      .insert(postTags)
      .values({ siteId, slug: t.slug, name: t.name })
      .returning({ id: postTags.id });
    tagIds.set(t.slug, row!.id);
  }
  for (const p of POSTS) {
    const cover = await saveSvg(db, mediaDir, coverSvg(p.cover.scene, p.cover.label), p.cover.title, 'jpeg');
    const publishedAt = zagrebTime(now, -p.daysAgo, 9);
    const [row] = await db
      .insert(posts)
      .values({
        siteId,
        slug: p.slug,
        title: p.title,
        excerpt: p.excerpt,
        components: p.components,
        coverMediaId: cover,
        author: 'Ured za medije NK Zvijezda',
        publishedAt,
        createdAt: publishedAt,
        updatedAt: publishedAt,
      })
      .returning({ id: posts.id });
    const postId = row!.id;
    await db.insert(postCategoryLinks).values(p.categories.map((c) => ({ postId, categoryId: categoryIds.get(c)! })));
    await db.insert(postTagLinks).values(p.tags.map((t) => ({ postId, tagId: tagIds.get(t)! })));
  }
  for (const e of EVENTS) {
    const image = await saveSvg(db, mediaDir, coverSvg(e.cover.scene, e.cover.label), e.cover.title, 'jpeg');
    await db.insert(events).values({
      siteId,
      title: e.title,
      startsAt: zagrebTime(now, e.inDays, e.startHour),
      endsAt: zagrebTime(now, e.inDays, e.endHour),
      venue: e.venue,
      address: e.address,
      summary: e.summary,
      description: e.description,
      imageMediaId: image,
      link: e.link?.link ?? null,
      linkLabel: e.link?.label ?? null,
      publishedAt: now,
    });
  }
}
