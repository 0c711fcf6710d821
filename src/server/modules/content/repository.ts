import { and, asc, count, desc, eq, exists, gte, inArray, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import {
  events,
  postCategories,
  postCategoryLinks,
  postTagLinks,
  postTags,
  posts,
} from '../../platform/db/schema/content.js';

// Public means published_at has passed (docs/decisions/0118-posts-and-events.md): a draft (null) and a
// scheduled post (a future time) are as unknown as a slug that never existed.
export const postIsPublic = (siteId: number): SQL =>
  and(eq(posts.siteId, siteId), isNotNull(posts.publishedAt), lte(posts.publishedAt, sql`now()`))!;
export const eventIsPublic = (siteId: number): SQL =>
  and(eq(events.siteId, siteId), isNotNull(events.publishedAt), lte(events.publishedAt, sql`now()`))!;

export function findCategory(db: Db, siteId: number, slug: string) {
  return db
    .select({ id: postCategories.id, slug: postCategories.slug, name: postCategories.name })
    .from(postCategories)
    .where(and(eq(postCategories.siteId, siteId), eq(postCategories.slug, slug)))
    .limit(1)
    .then((rows) => rows[0]);
}

export function findTag(db: Db, siteId: number, slug: string) {
  return db
    .select({ id: postTags.id, slug: postTags.slug, name: postTags.name })
    .from(postTags)
    .where(and(eq(postTags.siteId, siteId), eq(postTags.slug, slug)))
    .limit(1)
    .then((rows) => rows[0]);
}

export interface PostFilter {
  categoryId?: number | undefined;
  tagId?: number | undefined;
}

function postWhere(siteId: number, filter: PostFilter): SQL {
  const parts: SQL[] = [postIsPublic(siteId)];
  if (filter.categoryId !== undefined) {
    parts.push(
      exists(
        sql`(select 1 from ${postCategoryLinks} where ${postCategoryLinks.postId} = ${posts.id} and ${postCategoryLinks.categoryId} = ${filter.categoryId})`,
      ),
    );
  }
  if (filter.tagId !== undefined) {
    parts.push(
      exists(
        sql`(select 1 from ${postTagLinks} where ${postTagLinks.postId} = ${posts.id} and ${postTagLinks.tagId} = ${filter.tagId})`,
      ),
    );
  }
  return and(...parts)!;
}

export async function countPosts(db: Db, siteId: number, filter: PostFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(posts).where(postWhere(siteId, filter));
  return Number(row?.n ?? 0);
}

export function listPosts(db: Db, siteId: number, filter: PostFilter, limit: number, offset: number) {
  return db
    .select()
    .from(posts)
    .where(postWhere(siteId, filter))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(limit)
    .offset(offset);
}

export function findPublicPost(db: Db, siteId: number, slug: string) {
  return db
    .select()
    .from(posts)
    .where(and(postIsPublic(siteId), eq(posts.slug, slug)))
    .limit(1)
    .then((rows) => rows[0]);
}

/** The categories and tags of the given posts, each list in display order. */
export async function termsOfPosts(db: Db, postIds: number[]) {
  if (postIds.length === 0) return { categories: [], tags: [] };
  const [categories, tags] = await Promise.all([
    db
      .select({ postId: postCategoryLinks.postId, slug: postCategories.slug, name: postCategories.name })
      .from(postCategoryLinks)
      .innerJoin(postCategories, eq(postCategories.id, postCategoryLinks.categoryId))
      .where(inArray(postCategoryLinks.postId, postIds))
      .orderBy(asc(postCategories.position), asc(postCategories.name)),
    db
      .select({ postId: postTagLinks.postId, slug: postTags.slug, name: postTags.name })
      .from(postTagLinks)
      .innerJoin(postTags, eq(postTags.id, postTagLinks.tagId))
      .where(inArray(postTagLinks.postId, postIds))
      .orderBy(asc(postTags.name)),
  ]);
  return { categories, tags };
}

/** Every category and tag with the number of public posts it has (only those with at least one). */
export async function termCounts(db: Db, siteId: number) {
  const [categories, tags] = await Promise.all([
    db
      .select({ slug: postCategories.slug, name: postCategories.name, count: count(posts.id) })
      .from(postCategories)
      .innerJoin(postCategoryLinks, eq(postCategoryLinks.categoryId, postCategories.id))
      .innerJoin(posts, and(eq(posts.id, postCategoryLinks.postId), postIsPublic(siteId)))
      .where(eq(postCategories.siteId, siteId))
      .groupBy(postCategories.id)
      .orderBy(asc(postCategories.position), asc(postCategories.name)),
    db
      .select({ slug: postTags.slug, name: postTags.name, count: count(posts.id) })
      .from(postTags)
      .innerJoin(postTagLinks, eq(postTagLinks.tagId, postTags.id))
      .innerJoin(posts, and(eq(posts.id, postTagLinks.postId), postIsPublic(siteId)))
      .where(eq(postTags.siteId, siteId))
      .groupBy(postTags.id)
      .orderBy(asc(postTags.name)),
  ]);
  return {
    categories: categories.map((c) => ({ ...c, count: Number(c.count) })),
    tags: tags.map((t) => ({ ...t, count: Number(t.count) })),
  };
}

/** Public events that have not ended (an event without an end counts as running until its start passes). */
export function listUpcomingEvents(db: Db, siteId: number, limit: number) {
  return db
    .select()
    .from(events)
    .where(
      and(
        eventIsPublic(siteId),
        or(gte(events.endsAt, sql`now()`), and(sql`${events.endsAt} is null`, gte(events.startsAt, sql`now()`))),
      ),
    )
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(limit);
}

export function findPublicEvent(db: Db, siteId: number, id: number) {
  return db
    .select()
    .from(events)
    .where(and(eventIsPublic(siteId), eq(events.id, id)))
    .limit(1)
    .then((rows) => rows[0]);
}
