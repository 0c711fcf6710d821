import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { users } from './users.js';

/**
 * Product reviews (docs/decisions/0211-product-reviews.md): a rating with its comment, one per customer and product
 * (a configurable product's main product), shown only once staff approved it. An edit sends it back to moderation.
 * `verifiedBuyer` is decided when written: the author had a paid (captured or fulfilled) order of the product.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The name shown: the author's first name and the initial of the last, as written. */
    authorName: varchar('author_name', { length: 120 }).notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /** pending | approved | rejected (REVIEW_STATUSES of src/shared/reviews.ts). */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    rejectReason: varchar('reject_reason', { length: 500 }),
    /** The club's answer, shown under an approved review. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('product_reviews_product_user_idx').on(t.productId, t.userId),
    index('product_reviews_approved_idx').on(t.productId, t.createdAt).where(sql`status = 'approved'`),
    index('product_reviews_status_idx').on(t.status, t.createdAt),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
