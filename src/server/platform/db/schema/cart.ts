import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { coupons } from './coupons.js';
import { users } from './users.js';

/** Options of a cart line as the contract names them (docs/spec/shop.md section 3, cart item). */
export interface CartItemOptions {
  personalizations?: Record<string, string>;
  bundleOptions?: Array<{ main: number; selected: number; personalizations?: Record<string, string> }>;
}

/**
 * A cart session (site-frame section 4). The public `cartId` and the `protectCode` are both random
 * (docs/decisions/0028-single-purpose-random-tokens.md: >= 128 bits); every call must present the pair. Status: open, archived (merged away at login,
 * never changeable again) or ordered (the checkout turned it into an order: 'Session already used.').
 */
export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    cartId: varchar('cart_id', { length: 64 }).notNull().unique(),
    protectCode: varchar('protect_code', { length: 64 }).notNull(),
    domainId: integer('domain_id').notNull(),
    currencyId: integer('currency_id'),
    /** Set once a logged-in user works with the cart; from then on only that user reaches it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 10 }).notNull().default('open'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponAppliedAt: timestamp('coupon_applied_at', { withTimezone: true }),
    /** A hint only: member prices need the card to belong to the logged-in user at pricing time. */
    memberCardBarcode: varchar('member_card_barcode', { length: 12 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('carts_user_open_idx').on(t.userId, t.updatedAt).where(sql`status = 'open'`)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    options: jsonb('options').notNull().$type<CartItemOptions>().default({}),
    /** Canonical options text: equal keys merge (unless personalised); service lines use 'service'. */
    mergeKey: varchar('merge_key', { length: 2000 }).notNull(),
    personalised: boolean('personalised').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('cart_items_cart_idx').on(t.cartId, t.id),
    uniqueIndex('cart_items_service_idx').on(t.cartId, t.productId).where(sql`merge_key = 'service'`),
  ],
);

export type CartRow = typeof carts.$inferSelect;
export type CartItemRow = typeof cartItems.$inferSelect;
