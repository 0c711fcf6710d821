import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { carts } from './cart.js';
import { orderItems, orders } from './orders.js';

/**
 * Gift vouchers (docs/decisions/0214-gift-vouchers-are-multi-purpose.md): one row per voucher unit bought, made when
 * its order is paid. `balance_cents` only moves by a conditional UPDATE inside the transaction that records the
 * movement, and the check keeps it from ever going below zero.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** 16 symbols without separators (src/shared/voucher-code.ts), the last a check symbol. */
    code: varchar('code', { length: 16 }).notNull().unique(),
    /** >= 128-bit random: the voucher's PDF link in the e-mail (the code itself never travels in a URL). */
    pdfToken: varchar('pdf_token', { length: 64 }).notNull().unique(),
    domainId: integer('domain_id').notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'restrict' }),
    /** Which unit of the line (a line of 3 vouchers makes units 1, 2, 3): issuing twice makes nothing new. */
    unit: integer('unit').notNull(),
    /** The buyer's e-mail, lower-cased: the voucher goes there and the back office finds it by it. */
    email: varchar('email', { length: 254 }).notNull(),
    valueCents: integer('value_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    /** active | blocked */
    status: varchar('status', { length: 10 }).notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When its e-mail was queued: issuing happens with the payment, the e-mail right after (null: still to send). */
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vouchers_item_unit_idx').on(t.orderItemId, t.unit),
    index('vouchers_email_idx').on(t.email),
    index('vouchers_order_idx').on(t.orderId),
    index('vouchers_unmailed_idx').on(t.id).where(sql`${t.mailedAt} IS NULL`),
    check('vouchers_balance_range', sql`${t.balanceCents} >= 0 AND ${t.balanceCents} <= ${t.valueCents}`),
  ],
);

/**
 * Every change of a voucher: issued, spent on an order, returned by that order's cancellation, and the back office's
 * expiry changes, blocks and re-sent e-mails. `amount_cents` is signed (spent is negative).
 */
export const voucherMovements = pgTable(
  'voucher_movements',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    /** issued | spent | returned | expiry | blocked | unblocked | resent */
    kind: varchar('kind', { length: 12 }).notNull(),
    amountCents: integer('amount_cents').notNull().default(0),
    balanceAfterCents: integer('balance_after_cents').notNull(),
    /** The order it was spent on or returned from (the issuing order for `issued`). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** 'system', 'customer' or the staff member's e-mail. */
    actor: varchar('actor', { length: 254 }).notNull(),
    note: varchar('note', { length: 300 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voucher_movements_voucher_idx').on(t.voucherId), index('voucher_movements_order_idx').on(t.orderId)],
);

/**
 * The voucher a shopper entered at checkout (one per cart). `seen_cents` is the balance the shopper was shown: the
 * order takes no less than it promised, or is refused (docs/decisions/0215-vouchers-pay-at-checkout.md).
 */
export const cartVouchers = pgTable('cart_vouchers', {
  cartId: integer('cart_id')
    .primaryKey()
    .references(() => carts.id, { onDelete: 'cascade' }),
  voucherId: integer('voucher_id')
    .notNull()
    .references(() => vouchers.id, { onDelete: 'cascade' }),
  seenCents: integer('seen_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherMovementRow = typeof voucherMovements.$inferSelect;
