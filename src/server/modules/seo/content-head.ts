import {
  BLOG_ROOT,
  CATEGORY_SEGMENT,
  TAG_SEGMENT,
  blogPath,
  eventPath,
  type BlogTarget,
} from '@shared/content-paths.js';
import type { Db } from '../../platform/db/client.js';
import { AppError } from '../../platform/errors/index.js';
import { filterPosts, getEvent, getPost } from '../content/index.js';
import { plainText } from '@shared/plain-text.js';
import type { PageHead } from './html.js';
import { ogImage } from './images.js';
import type { HeadContext, ResolvedHead } from './page-head.js';

// The heads of the blog and event pages (docs/decisions/0118-posts-and-events.md), built from the same answers
// the pages render: Article JSON-LD for a post, Event JSON-LD for an event.
const CONTENT_MISSING = new Set(['POST_NOT_FOUND', 'POST_CATEGORY_NOT_FOUND', 'POST_TAG_NOT_FOUND', 'EVENT_NOT_FOUND']);
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The head of /objave/..., /dogadjaj/{id}; undefined when the path is not one of them. */
export async function contentHead(db: Db, ctx: HeadContext, segments: string[]): Promise<ResolvedHead | undefined> {
  const [first, second, third, ...rest] = segments;
  const isBlog = `/${first}` === BLOG_ROOT;
  if (!isBlog && first !== 'dogadjaj') return undefined;
  try {
    if (first === 'dogadjaj' && second && !third) return { status: 200, head: await eventHead(db, ctx, second) };
    if (isBlog && !second) return { status: 200, head: await listHead(db, ctx, {}) };
    if (isBlog && second && !third) return { status: 200, head: await postHead(db, ctx, second) };
    if (isBlog && third && rest.length === 0 && SLUG.test(third)) {
      if (second === CATEGORY_SEGMENT) return { status: 200, head: await listHead(db, ctx, { category: third }) };
      if (second === TAG_SEGMENT) return { status: 200, head: await listHead(db, ctx, { tag: third }) };
    }
  } catch (error) {
    if (error instanceof AppError && CONTENT_MISSING.has(error.code)) return { status: 404, head: null };
    throw error;
  }
  return { status: 404, head: null };
}

const contentCtx = (db: Db, ctx: HeadContext) => ({ db, siteId: ctx.siteId, apiKeyId: ctx.apiKeyId });

async function listHead(db: Db, ctx: HeadContext, filter: { category?: string; tag?: string }): Promise<PageHead> {
  const page = await filterPosts(contentCtx(db, ctx), { ...filter, limit: 1 });
  const term = filter.category
    ? page.categories.find((c) => c.slug === filter.category)
    : page.tags.find((t) => t.slug === filter.tag);
  const name = term?.name ?? filter.category ?? filter.tag;
  const title = name ? `Objave: ${name}` : 'Objave';
  const target: BlogTarget = filter.category ? { category: filter.category } : filter.tag ? { tag: filter.tag } : {};
  return {
    title: ctx.title(title),
    description: name
      ? `Objave kluba ${ctx.siteName} – ${name}.`
      : `Vijesti, izvještaji s utakmica i najave događaja – ${ctx.siteName}.`,
    canonical: `${ctx.origin}${blogPath(target)}`,
    ogType: 'website',
  };
}

async function postHead(db: Db, ctx: HeadContext, slug: string): Promise<PageHead> {
  if (!SLUG.test(slug)) throw new AppError('POST_NOT_FOUND');
  const post = await getPost(contentCtx(db, ctx), slug);
  const url = `${ctx.origin}${blogPath({ post: post.slug })}`;
  const image = ogImage(post.cover, ctx.origin, ctx.apiKeyId, post.title);
  const description = plainText(post.seo.description) || post.title;
  return {
    title: ctx.title(post.seo.title),
    description,
    canonical: url,
    ogType: 'website',
    image,
    properties: [
      ['article:published_time', post.publishedAt],
      ['article:modified_time', post.updatedAt],
      ...post.categories.map((c): [string, string] => ['article:section', c.name]),
      ...post.tags.map((t): [string, string] => ['article:tag', t.name]),
    ],
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description,
        url,
        mainEntityOfPage: url,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        ...(image ? { image: [image.url] } : {}),
        author: { '@type': 'Organization', name: post.author || ctx.siteName },
        publisher: { '@type': 'Organization', name: ctx.siteName },
        ...(post.categories[0] ? { articleSection: post.categories[0].name } : {}),
        ...(post.tags.length ? { keywords: post.tags.map((t) => t.name).join(', ') } : {}),
      },
    ],
  };
}

async function eventHead(db: Db, ctx: HeadContext, idText: string): Promise<PageHead> {
  const id = Number(idText);
  if (!/^[1-9]\d{0,9}$/.test(idText) || id > 2_147_483_647) throw new AppError('EVENT_NOT_FOUND');
  const event = await getEvent(contentCtx(db, ctx), id);
  const url = `${ctx.origin}${eventPath(event.id)}`;
  const image = ogImage(event.image, ctx.origin, ctx.apiKeyId, event.title);
  const description = plainText(event.summary) || event.title;
  return {
    title: ctx.title(event.title),
    description,
    canonical: url,
    ogType: 'website',
    image,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Event',
        name: event.title,
        description,
        url,
        startDate: event.startsAt,
        ...(event.endsAt ? { endDate: event.endsAt } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
        location: {
          '@type': 'Place',
          name: event.venue,
          ...(event.address ? { address: event.address } : {}),
        },
        ...(image ? { image: [image.url] } : {}),
        organizer: { '@type': 'Organization', name: ctx.siteName, url: ctx.origin },
      },
    ],
  };
}
