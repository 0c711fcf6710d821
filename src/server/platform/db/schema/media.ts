import { integer, pgTable, real, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** The media library: one row per original file; resized presets are derived on demand and cached on disk. */
export const media = pgTable('media', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  description: text('description'),
  originalName: varchar('original_name', { length: 255 }).notNull(),
  mime: varchar('mime', { length: 100 }).notNull(),
  extension: varchar('extension', { length: 10 }).notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  size: integer('size').notNull(),
  /** sha256 of the original bytes: the cache key of derived sizes and the ETag seed. */
  hash: varchar('hash', { length: 64 }).notNull(),
  /** Path of the original relative to the media folder; generated, never the uploaded name. */
  path: varchar('path', { length: 255 }).notNull(),
  access: varchar('access', { length: 10 }).notNull().default('public'),
  /**
   * The crop focus staff picked, 0..1 from the left and the top of the upright image; both or neither. With one, the
   * cropping presets are cut around it (docs/decisions/0199-crop-focus.md).
   */
  focusX: real('focus_x'),
  focusY: real('focus_y'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type MediaRow = typeof media.$inferSelect;
