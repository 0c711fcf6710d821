import type { components } from '@api/openapi';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { media } from './media.js';

/**
 * The catalogue. Money columns are integer cents.
 *
 * Built for 100,000 products: listings read one denormalised row per (category, product) from
 * product_categories, whose partial indexes (WHERE listed) already hold the sort keys, so a sorted page is an
 * index range scan plus LIMIT; facet counts unnest the int[] of attribute value ids kept on the same row.
 * `refreshListingKeys` (modules/catalogue/repository/maintenance.ts) keeps those copies in step after writes.
 */

export const attributeSets = pgTable('attribute_sets', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
});

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  code: varchar('code', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 120 }).notNull(),
  /** dropdown | multipleSelect | visualSwatch | textSwatch | yesNo | number | text: the contract's AttributeInputType. */
  inputType: varchar('input_type', { length: 20 }).$type<components['schemas']['AttributeInputType']>().notNull(),
  isFilterable: boolean('is_filterable').notNull().default(false),
  isConfigurable: boolean('is_configurable').notNull().default(false),
  position: integer('position').notNull().default(0),
});

export const attributeSetAttributes = pgTable(
  'attribute_set_attributes',
  {
    attributeSetId: integer('attribute_set_id')
      .notNull()
      .references(() => attributeSets.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attributeSetId, t.attributeId] })],
);

export const attributeValues = pgTable(
  'attribute_values',
  {
    id: serial('id').primaryKey(),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 120 }).notNull(),
    /** Hex colour of a visual swatch, 'yes'/'no' of a yes/no attribute, else the label. */
    value: varchar('value', { length: 120 }),
    isMedia: boolean('is_media').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('attribute_values_attribute_idx').on(t.attributeId, t.position)],
);

/** A personalisation option of a product (CustomOption of the contract); a `select` lists its values. */
export interface CustomOption {
  code: string;
  label: string;
  type: string;
  maxLength: number | null;
  values?: string[];
}

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** product | service */
    type: varchar('type', { length: 10 }).notNull().default('product'),
    /** simple | configurable | bundle | eProduct */
    format: varchar('format', { length: 14 }).notNull().default('simple'),
    sku: varchar('sku', { length: 64 }).notNull().unique(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    /** Normalised name (search-text rules): the name sort key. */
    nameSort: varchar('name_sort', { length: 200 }).notNull(),
    shortDescription: text('short_description'),
    description: text('description'),
    manufacturer: varchar('manufacturer', { length: 120 }),
    brand: varchar('brand', { length: 120 }),
    featured: boolean('featured').notNull().default(false),
    archived: boolean('archived').notNull().default(false),
    /**
     * The back office's status (docs/decisions/0176-product-status-drives-archived.md): draft | published | archived.
     * `archived` stays what the storefront reads and is true unless the status is published.
     */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    /** A draft with this moment is published by the sweep when it comes. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    seoTitle: varchar('seo_title', { length: 200 }),
    seoDescription: varchar('seo_description', { length: 500 }),
    isPurchasable: boolean('is_purchasable').notNull().default(true),
    available: boolean('available').notNull().default(true),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    infiniteQuantity: boolean('infinite_quantity').notNull().default(false),
    retailPrice: integer('retail_price').notNull(),
    finalPrice: integer('final_price').notNull(),
    memberPrice: integer('member_price'),
    /** Omnibus reference price (cents), computed from price_history when the price changes. */
    lowestPrice: integer('lowest_price').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(0),
    categoryPriority: integer('category_priority').notNull().default(0),
    /** The average of the approved reviews, 0 without any (docs/decisions/0211-product-reviews.md). */
    rating: real('rating').notNull().default(0),
    /** How many approved reviews `rating` is the average of. */
    ratingCount: integer('rating_count').notNull().default(0),
    /** A configurable product's variant points at its main product. */
    parentId: integer('parent_id'),
    isVisibleIndividually: boolean('is_visible_individually').notNull().default(true),
    attributeSetId: integer('attribute_set_id').references(() => attributeSets.id),
    /** Personalisation options (CustomOption[] of the contract). */
    customOptions: jsonb('custom_options').$type<CustomOption[]>(),
    /** Normalised name, sku, brand, short description and category names for keyword search (pg_trgm index). */
    searchText: text('search_text').notNull().default(''),
    /** Attribute value ids of the product and, for a configurable product, of its variants (facets). */
    facetValues: integer('facet_values').array().notNull().default(sql`'{}'::int[]`),
    /** Shown in lists: a product (not a service), not archived, visible on its own. */
    listed: boolean('listed')
      .notNull()
      .generatedAlwaysAs(sql`type = 'product' AND NOT archived AND is_visible_individually`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('products_parent_idx').on(t.parentId),
    // The back office's product list: main products, last changed first (modules/catalogue-admin/product-list.ts).
    index('products_admin_updated_idx').on(t.updatedAt, t.id).where(sql`parent_id IS NULL`),
    index('products_listed_id_idx').on(t.id).where(sql`listed`),
    index('products_listed_price_idx').on(t.finalPrice, t.id).where(sql`listed`),
    index('products_listed_name_idx').on(t.nameSort, t.id).where(sql`listed`),
    index('products_listed_priority_idx').on(t.categoryPriority, t.id).where(sql`listed`),
    index('products_facets_idx').using('gin', t.facetValues),
    // Trigram GIN on the normalised search text: every keyword is a LIKE '%word%' that this index answers
    // (infix matches, not only word beginnings) and the typo pass uses word similarity (<%) on the same index.
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Name-prefix matches ("majica" -> "Majica plava ...") come from this btree in name order, so the best
    // relevance tiers of a common word are found without scanning every match (docs/decisions search bounds).
    // It also holds the search candidates' other columns (id and the sort keys), so reading them is an
    // index-only scan that never visits the wide product rows (drizzle has no INCLUDE, hence key columns).
    index('products_listed_name_prefix_idx')
      .on(t.nameSort.op('text_pattern_ops'), t.id, t.finalPrice, t.categoryPriority)
      .where(sql`listed`),
  ],
);

/**
 * Distinct normalised words of listed products' search text (names, brands, categories...), kept by
 * refreshListingKeys. The typo pass corrects an unknown keyword to its nearest words here (trigram KNN on a few
 * thousand words) instead of comparing the keyword with every product.
 */
export const searchWords = pgTable('search_words', { word: varchar('word', { length: 60 }).primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops')),
]);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 120 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    description: text('description'),
    parentId: integer('parent_id'),
    imageMediaId: integer('image_media_id').references(() => media.id, { onDelete: 'set null' }),
    /** Allowed sort ids (src/shared/sorts.ts); empty = all. */
    sortTypes: integer('sort_types').array().notNull().default(sql`'{}'::int[]`),
    sortDefaultType: integer('sort_default_type').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.position)],
);

/**
 * A product in a category (also in each ancestor of its categories, so a parent category lists its children's
 * products). The sort keys, `listed` and the facet values are copies of the product's, for index-only listings.
 */
export const productCategories = pgTable(
  'product_categories',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    isMain: boolean('is_main').notNull().default(false),
    /** Assigned directly (false = inherited from a sub-category). */
    direct: boolean('direct').notNull().default(true),
    listed: boolean('listed').notNull().default(true),
    finalPrice: integer('final_price').notNull().default(0),
    nameSort: varchar('name_sort', { length: 200 }).notNull().default(''),
    categoryPriority: integer('category_priority').notNull().default(0),
    facetValues: integer('facet_values').array().notNull().default(sql`'{}'::int[]`),
  },
  (t) => [
    primaryKey({ columns: [t.categoryId, t.productId] }),
    index('product_categories_product_idx').on(t.productId),
    index('product_categories_listed_id_idx').on(t.categoryId, t.productId).where(sql`listed`),
    index('product_categories_listed_price_idx').on(t.categoryId, t.finalPrice, t.productId).where(sql`listed`),
    index('product_categories_listed_name_idx').on(t.categoryId, t.nameSort, t.productId).where(sql`listed`),
    index('product_categories_listed_priority_idx')
      .on(t.categoryId, t.categoryPriority, t.productId)
      .where(sql`listed`),
  ],
);

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    /** The chosen value of a list/swatch/yes-no attribute. */
    valueId: integer('value_id').references(() => attributeValues.id, { onDelete: 'cascade' }),
    /** Raw value of a number or text attribute. */
    valueNumber: real('value_number'),
    valueText: varchar('value_text', { length: 500 }),
  },
  (t) => [
    index('product_attribute_values_product_idx').on(t.productId, t.attributeId),
    index('product_attribute_values_value_idx').on(t.valueId, t.productId),
    index('product_attribute_values_number_idx').on(t.attributeId, t.valueNumber),
  ],
);

/** Which attributes configure a configurable product (its variants differ in these). */
export const configurableAttributes = pgTable(
  'configurable_attributes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] })],
);

export const bundleParts = pgTable(
  'bundle_parts',
  {
    bundleId: integer('bundle_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    partId: integer('part_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull().default(1),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bundleId, t.partId] }), index('bundle_parts_part_idx').on(t.partId)],
);

export const tags = pgTable('tags', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  slug: varchar('slug', { length: 200 }).notNull().unique(),
});

export const productTags = pgTable(
  'product_tags',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.productId] }), index('product_tags_product_idx').on(t.productId)],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    description: text('description'),
  },
  (t) => [index('product_media_product_idx').on(t.productId, t.position)],
);

/**
 * Every price period (docs/decisions/0020-lowest-price-omnibus.md, docs/decisions/0178-price-timeline.md): the basis of
 * the 30-day lowest price, and, with rows starting later, the changes planned ahead.
 */
export const priceHistory = pgTable(
  'price_history',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    price: integer('price').notNull(),
    /**
     * The regular and member price of the same period (docs/decisions/0178-price-timeline.md); null on rows written
     * before the back office kept them, read as the product's regular price and no member price.
     */
    regularPrice: integer('regular_price'),
    memberPrice: integer('member_price'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTo: timestamp('valid_to', { withTimezone: true }),
  },
  (t) => [index('price_history_product_idx').on(t.productId, t.validFrom)],
);

export const productUpsells = pgTable(
  'product_upsells',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    upsellId: integer('upsell_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.upsellId] })],
);

export type ProductRow = typeof products.$inferSelect;

/**
 * The columns that say what a product is, whether it can be bought and for how much: what both a product card and
 * an order line are made of.
 */
export type ProductSaleColumns = Pick<
  ProductRow,
  | 'id'
  | 'type'
  | 'format'
  | 'sku'
  | 'slug'
  | 'name'
  | 'archived'
  | 'isPurchasable'
  | 'available'
  | 'stockQuantity'
  | 'infiniteQuantity'
  | 'retailPrice'
  | 'finalPrice'
  | 'memberPrice'
>;
export type CategoryRow = typeof categories.$inferSelect;
export type AttributeRow = typeof attributes.$inferSelect;
export type AttributeValueRow = typeof attributeValues.$inferSelect;
