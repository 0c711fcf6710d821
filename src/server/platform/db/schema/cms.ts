import {
  boolean,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
  index,
} from 'drizzle-orm/pg-core';

// JSON columns below hold contract-shaped data; a number stored at a `media`/`mobileMedia` key is a media id
// that the CMS service expands to the Media object on read (so renaming a media file never rewrites content).

/** Site options (logo, shop name, ...). */
export const cmsOptions = pgTable(
  'cms_options',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    value: text('value'),
    mediaId: integer('media_id'),
  },
  (t) => [uniqueIndex('cms_options_site_key').on(t.siteId, t.key)],
);

/** Static elements: header, footer, cookie, popup (one per site, handler and language). */
export const cmsElements = pgTable(
  'cms_elements',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    handler: varchar('handler', { length: 32 }).notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    type: varchar('type', { length: 32 }).notNull().default('static-element'),
    meta: jsonb('meta').notNull().$type<Record<string, unknown>>(),
    options: jsonb('options').notNull().$type<Record<string, unknown>>().default({}),
    mobileMeta: jsonb('mobile_meta').$type<Record<string, unknown>>(),
    mobileOptions: jsonb('mobile_options').$type<Record<string, unknown>>(),
    linkMeta: jsonb('link_meta').$type<Record<string, unknown>>(),
    slug: varchar('slug', { length: 200 }),
    parts: jsonb('parts').notNull().$type<Record<string, unknown>[]>().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The edit mode's unpublished frame parts of this element (docs/decisions/0254-frame-parts-drafts.md): the header's
     * announcement, the footer's sponsor groups and social links, stored as they will be merged into `meta`; null when
     * there is no draft. Shoppers only ever read `meta`.
     */
    draftMeta: jsonb('draft_meta').$type<Record<string, unknown>>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    draftBy: varchar('draft_by', { length: 254 }),
    /** Grows with every edit-mode write of the frame; the footer's is the frame's (one editor's write at a time). */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_elements_site_handler_lang').on(t.siteId, t.handler, t.languageCode)],
);

/** Navigation trees: main, footer1..footer4. */
export const cmsNavigations = pgTable(
  'cms_navigations',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    handle: varchar('handle', { length: 50 }).notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    /**
     * The edit mode's unpublished tree (docs/decisions/0234-navigation-drafts.md), or null when there is no draft:
     * shoppers only ever read `cms_navigation_items`.
     */
    draftItems: jsonb('draft_items').$type<Record<string, unknown>[]>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    draftBy: varchar('draft_by', { length: 254 }),
    /** Grows with every edit-mode write: a write from an editor who read an older revision is refused. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_navigations_site_handle_lang').on(t.siteId, t.handle, t.languageCode)],
);

export const cmsNavigationItems = pgTable(
  'cms_navigation_items',
  {
    id: serial('id').primaryKey(),
    navigationId: integer('navigation_id')
      .notNull()
      .references(() => cmsNavigations.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    title: varchar('title', { length: 200 }).notNull(),
    /** The spec's linkV2: { type, slug | url | name }. */
    link: jsonb('link').notNull().$type<Record<string, unknown>>(),
    highlighted: boolean('highlighted').notNull().default(false),
    mediaId: integer('media_id'),
  },
  (t) => [index('cms_navigation_items_nav').on(t.navigationId, t.position)],
);

/** Every publication of a navigation tree, newest last (docs/decisions/0234-navigation-drafts.md). */
export const cmsNavigationVersions = pgTable(
  'cms_navigation_versions',
  {
    id: serial('id').primaryKey(),
    navigationId: integer('navigation_id')
      .notNull()
      .references(() => cmsNavigations.id, { onDelete: 'cascade' }),
    items: jsonb('items').notNull().$type<Record<string, unknown>[]>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** null for the tree as it was before its first publication from the edit mode. */
    publishedBy: varchar('published_by', { length: 254 }),
  },
  (t) => [index('cms_navigation_versions_nav').on(t.navigationId, t.id)],
);

/**
 * Each publication of the frame's parts (docs/decisions/0255-frame-history.md): the header's announcement and the
 * footer's sponsor groups and social links as they went live, kept on the footer's row (the frame's revision holder).
 */
export const cmsFrameVersions = pgTable(
  'cms_frame_versions',
  {
    id: serial('id').primaryKey(),
    footerId: integer('footer_id')
      .notNull()
      .references(() => cmsElements.id, { onDelete: 'cascade' }),
    /** `announcement`, `sponsorGroups`, `socialLinks` as stored in the elements' meta. */
    parts: jsonb('parts').notNull().$type<Record<string, unknown>>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** null for the frame as it was before its first publication from the edit mode. */
    publishedBy: varchar('published_by', { length: 254 }),
  },
  (t) => [index('cms_frame_versions_footer').on(t.footerId, t.id)],
);

/** Pages resolved by finder/decide; components are contract-shaped JSON, HTML already sanitised. */
export const cmsPages = pgTable(
  'cms_pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    languageCode: varchar('language_code', { length: 3 }).notNull(),
    /** Pages that are translations of each other share this key (finder/getUrlOnLanguage). */
    translationKey: varchar('translation_key', { length: 200 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    seoTitle: varchar('seo_title', { length: 200 }).notNull(),
    seoDescription: varchar('seo_description', { length: 500 }).notNull(),
    components: jsonb('components').notNull().$type<Record<string, unknown>[]>(),
    published: boolean('published').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The edit mode's unpublished sections (docs/decisions/0222-cms-drafts.md), or null when the page has no draft:
     * shoppers only ever read `components`.
     */
    draftComponents: jsonb('draft_components').$type<Record<string, unknown>[]>(),
    draftUpdatedAt: timestamp('draft_updated_at', { withTimezone: true }),
    draftBy: varchar('draft_by', { length: 254 }),
    /**
     * Grows with every edit-mode write (save, discard, publish, restore): a write based on an older revision is
     * refused, so two editors cannot overwrite each other (docs/decisions/0243-page-revision-check.md).
     */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [uniqueIndex('cms_pages_site_slug_lang').on(t.siteId, t.slug, t.languageCode)],
);

/**
 * Master sections (docs/decisions/0242-master-and-child-sections.md): a section whose content child sections on pages
 * pull. A child stores only its master's id and the fields it overrides; the pages resolve it when they are read,
 * so publishing a master changes every child at once.
 */
export const cmsSectionMasters = pgTable(
  'cms_section_masters',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    /** The section kind (hero, banner, richText...): only a section of the same kind can be its child. */
    type: varchar('type', { length: 40 }).notNull(),
    /** The section's fields without id and type, stored as page sections are (media as ids, HTML sanitised). */
    content: jsonb('content').notNull().$type<Record<string, unknown>>(),
    revision: integer('revision').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 254 }),
  },
  (t) => [index('cms_section_masters_site').on(t.siteId, t.type)],
);

/** Every publication of a page's sections, newest last: the page's history, any of which can be restored as a draft. */
export const cmsPageVersions = pgTable(
  'cms_page_versions',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => cmsPages.id, { onDelete: 'cascade' }),
    components: jsonb('components').notNull().$type<Record<string, unknown>[]>(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who published it; null for the page as it was before its first publication from the edit mode. */
    publishedBy: varchar('published_by', { length: 254 }),
  },
  (t) => [index('cms_page_versions_page').on(t.pageId, t.id)],
);

/**
 * A timed release (docs/decisions/0251-cms-timed-releases.md): pages' sections, the popup and products' publication
 * and prices that go live together at `moment`, in one transaction, and can be rolled back as one.
 * `items` is what it will put live; `replaced` is what it put aside when it went live (what a rollback restores).
 */
export const cmsReleases = pgTable(
  'cms_releases',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    moment: timestamp('moment', { withTimezone: true }).notNull(),
    /** scheduled | live | rolledBack | cancelled */
    status: varchar('status', { length: 12 }).notNull().default('scheduled'),
    items: jsonb('items').notNull().$type<Record<string, unknown>>(),
    replaced: jsonb('replaced').$type<Record<string, unknown>>(),
    createdBy: varchar('created_by', { length: 254 }).notNull(),
    /** The staff member the sweep's publication is audited as (the release's author). */
    createdById: integer('created_by_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    rolledBackAt: timestamp('rolled_back_at', { withTimezone: true }),
  },
  (t) => [index('cms_releases_due').on(t.status, t.moment)],
);
