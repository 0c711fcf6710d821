import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { media } from './media.js';

// The club's posts (blog) and events (docs/decisions/0118-posts-and-events.md). A post or an event is public
// once its published_at has passed: null is a draft, a future time is scheduled.

/** Blog categories (Croatian names, slugs unique per site). */
export const postCategories = pgTable(
  'post_categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('post_categories_site_slug').on(t.siteId, t.slug)],
);

/** Blog tags (Croatian names, slugs unique per site). */
export const postTags = pgTable(
  'post_tags',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
  },
  (t) => [uniqueIndex('post_tags_site_slug').on(t.siteId, t.slug)],
);

/** A post: its body is the CMS page's section list (contract PageComponent JSON, HTML already sanitised). */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    excerpt: varchar('excerpt', { length: 500 }).notNull(),
    components: jsonb('components').notNull().$type<Record<string, unknown>[]>(),
    coverMediaId: integer('cover_media_id').references(() => media.id, { onDelete: 'set null' }),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 500 }),
    author: varchar('author', { length: 200 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('posts_site_slug').on(t.siteId, t.slug),
    index('posts_site_published').on(t.siteId, t.publishedAt.desc(), t.id.desc()),
  ],
);

export const postCategoryLinks = pgTable(
  'post_category_links',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => postCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.categoryId] }), index('post_category_links_category').on(t.categoryId)],
);

export const postTagLinks = pgTable(
  'post_tag_links',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => postTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.postId, t.tagId] }), index('post_tag_links_tag').on(t.tagId)],
);

/** A club event (match, fan meeting, signing): shown at /dogadjaj/{id}. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    venue: varchar('venue', { length: 200 }).notNull(),
    address: varchar('address', { length: 300 }),
    summary: varchar('summary', { length: 500 }).notNull(),
    /** Sanitised HTML (the CMS allow-list). */
    description: text('description').notNull(),
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The spec's linkV2 (tickets or a product), with its button label. */
    link: jsonb('link').$type<Record<string, unknown>>(),
    linkLabel: varchar('link_label', { length: 100 }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('events_site_starts').on(t.siteId, t.startsAt)],
);
