import { boolean, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A shop domain: its public apiKey identifies the site and store every /api request works on. */
export const domains = pgTable('domains', {
  /** The spec's apiKeyId; media URLs carry it. */
  id: serial('id').primaryKey(),
  /**
   * SHA-256 (hex) of the apiKey: the key itself is never stored (docs/decisions/0133-api-key-stored-hashed.md).
   */
  apiKeyDigest: varchar('api_key_digest', { length: 64 }).notNull().unique(),
  name: varchar('name', { length: 200 }).notNull(),
  url: varchar('url', { length: 300 }).notNull(),
  /** Host names (without port) that resolve to this domain in domainDetect. */
  hosts: text('hosts').array().notNull().default([]),
  siteId: integer('site_id').notNull(),
  storeId: integer('store_id').notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  generatePdfUrl: varchar('generate_pdf_url', { length: 300 }),
});

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  defaultLanguageId: integer('default_language_id').notNull(),
  /** Site settings of site-frame section 9 (cartType, checkoutType, ...), shaped by the settings contract. */
  settings: jsonb('settings').notNull().$type<Record<string, unknown>>(),
});

export const stores = pgTable('stores', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id').notNull(),
  name: varchar('name', { length: 200 }).notNull(),
  currencyId: integer('currency_id').notNull(),
});

export const languages = pgTable('languages', {
  id: integer('id').primaryKey(),
  /** ISO 639-2/B three-letter code, as the language header uses. */
  code: varchar('code', { length: 3 }).notNull().unique(),
  /** ISO 639-1 two-letter code. */
  code2: varchar('code2', { length: 2 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  names: jsonb('names').notNull().$type<Record<'hrv' | 'eng' | 'ger' | 'srp', string>>(),
  active: boolean('active').notNull().default(true),
});

export const countries = pgTable('countries', {
  id: integer('id').primaryKey(),
  iso: varchar('iso', { length: 2 }).notNull().unique(),
  iso3: varchar('iso3', { length: 3 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  names: jsonb('names').notNull().$type<Record<string, string>>(),
  /** Countries a checkout may ship to (HR, SI, BA, RS); the server enforces it (docs/decisions/0029-server-rechecks-storefront-rules.md). */
  checkoutAllowed: boolean('checkout_allowed').notNull().default(false),
});

export const currencies = pgTable('currencies', {
  id: integer('id').primaryKey(),
  code: varchar('code', { length: 3 }).notNull().unique(),
  symbol: varchar('symbol', { length: 8 }).notNull(),
  name: varchar('name', { length: 100 }).notNull(),
  decimals: integer('decimals').notNull().default(2),
});

/** Grouped key/value settings (GET settings/general/user?group=&key=). */
export const generalSettings = pgTable(
  'general_settings',
  {
    group: varchar('group', { length: 64 }).notNull(),
    key: varchar('key', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.group, t.key] })],
);

/** Markers such as 'seeded' so the first start seeds once and only once. */
export const appMeta = pgTable('app_meta', {
  key: varchar('key', { length: 64 }).primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row counting writes to the settings order creation keeps in memory (general settings, sites, countries,
 * consents and their form assignments): a trigger on each of those tables adds one in the writing transaction, so
 * a process sees a new count exactly when the write is visible to it, whoever wrote (the app, another process, a
 * script, a test). docs/decisions/0261-order-creation-reads-less.md.
 */
export const settingsVersion = pgTable('settings_version', {
  id: integer('id').primaryKey().default(1),
  version: integer('version').notNull().default(0),
});
