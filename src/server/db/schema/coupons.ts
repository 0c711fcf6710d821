import { boolean, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Coupons (docs/spec/shop.md section 3: couponCode, commercialProfile.discountAmount as a percent). `used` counts
 * consumptions at order creation; `consumeCoupon` increments it only while below `usage_limit`, atomically.
 */
export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  /** Stored upper-case; codes are matched case-insensitively. */
  code: varchar('code', { length: 40 }).notNull().unique(),
  percent: integer('percent').notNull(),
  validFrom: timestamp('valid_from', { withTimezone: true }),
  validTo: timestamp('valid_to', { withTimezone: true }),
  /** Total uses allowed (null = unlimited). */
  usageLimit: integer('usage_limit'),
  /** Uses per user (null = unlimited). */
  perUserLimit: integer('per_user_limit'),
  used: integer('used').notNull().default(0),
  active: boolean('active').notNull().default(true),
});

/** One row per consumption, for the per-user limit and the audit trail. */
export const couponUsages = pgTable(
  'coupon_usages',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    orderRef: varchar('order_ref', { length: 64 }),
    /** The order's e-mail, trimmed and lower-cased: 'once per customer' counts by it, guest or account (0138). */
    email: varchar('email', { length: 254 }),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coupon_usages_coupon_user_idx').on(t.couponId, t.userId),
    index('coupon_usages_coupon_email_idx').on(t.couponId, t.email),
  ],
);

/** The club's membership cards: a card gives member prices only to the user it belongs to. */
export const memberCards = pgTable('member_cards', {
  barcode: varchar('barcode', { length: 12 }).primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  active: boolean('active').notNull().default(true),
  /**
   * SHA-256 of the card's PIN as the club prints it on the card: claiming the card takes it
   * (docs/decisions/0136-member-card-claim-second-factor.md). A card without one cannot be claimed.
   */
  pinDigest: varchar('pin_digest', { length: 64 }),
});

export type CouponRow = typeof coupons.$inferSelect;
