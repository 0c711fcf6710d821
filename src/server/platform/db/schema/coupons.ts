import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * Coupons (docs/spec/shop.md section 3: couponCode, commercialProfile.discountAmount as a percent). `used` counts
 * consumptions at order creation; `consumeCoupon` increments it only while below `usage_limit`, atomically.
 */
export const coupons = pgTable(
  'coupons',
  {
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
    /**
     * The coupon's rules as staff set them (docs/decisions/0203-coupon-rules.md): a percent (`percent`) or a fixed
     * amount in cents (`amount_cents`, then `percent` is 0), what it applies to, whether service lines
     * (personalisation, sponsor) are discounted, the smallest basket, and whether only a verified member may use it.
     */
    discountType: varchar('discount_type', { length: 10 }).notNull().default('percent'),
    amountCents: integer('amount_cents'),
    scope: varchar('scope', { length: 12 }).notNull().default('all'),
    categoryIds: jsonb('category_ids').$type<number[]>().notNull().default([]),
    productIds: jsonb('product_ids').$type<number[]>().notNull().default([]),
    includeServices: boolean('include_services').notNull().default(false),
    minBasketCents: integer('min_basket_cents'),
    membersOnly: boolean('members_only').notNull().default(false),
    /** A code generated in bulk from this coupon's rules (single use each); null for a coupon staff made. */
    batchOf: integer('batch_of').references((): AnyPgColumn => coupons.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('coupons_batch_of_idx').on(t.batchOf)],
);

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
  /** The member's name as the club's register knows it (docs/decisions/0220-member-card-register.md). */
  holderName: varchar('holder_name', { length: 200 }),
  issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  /** When staff cancelled the card (`active` false from then on); null for a card cancelled before the register. */
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  /** The card re-issued in its place (a lost card): this one no longer gives member prices. */
  replacedBy: varchar('replaced_by', { length: 12 }),
});

export type MemberCardRow = typeof memberCards.$inferSelect;

export type CouponRow = typeof coupons.$inferSelect;
