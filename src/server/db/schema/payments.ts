import { boolean, index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * One try to pay an order by card on the gateway's hosted page (docs/decisions/0090-card-payment-attempts.md). Every
 * attempt has its own ShoppingCartID, so a declined card and a second try are two rows; the order becomes paid from
 * the one attempt the gateway confirms.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** wspay_hpp or tcom_hpp. */
    provider: varchar('provider', { length: 20 }).notNull(),
    shoppingCartId: varchar('shopping_cart_id', { length: 255 }).notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    /** started, paid, declined, cancelled, failed, expired */
    status: varchar('status', { length: 12 }).notNull(),
    /** The gateway's ids for capture, refund and void, from the confirming report. */
    wsPayOrderId: varchar('ws_pay_order_id', { length: 100 }),
    stan: varchar('stan', { length: 100 }),
    approvalCode: varchar('approval_code', { length: 100 }),
    /** Captured at once (a sale) or only authorised (a pre-authorisation the back office completes). */
    captured: boolean('captured'),
    maskedCardNumber: varchar('masked_card_number', { length: 40 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_attempts_order_idx').on(t.orderId), index('payment_attempts_status_idx').on(t.status)],
);

/**
 * What a forged or broken payment message looked like (a bad signature, another shop, an amount that is not the
 * order's): kept for the back office and the security review, never acted upon.
 */
export const paymentSecurityLog = pgTable('payment_security_log', {
  id: serial('id').primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  /** return, cancel, error or callback */
  channel: varchar('channel', { length: 10 }).notNull(),
  reason: varchar('reason', { length: 40 }).notNull(),
  detail: varchar('detail', { length: 500 }).notNull(),
  shoppingCartId: varchar('shopping_cart_id', { length: 255 }),
  /** The fields as received, signature and card data left out. */
  fields: jsonb('fields').$type<Record<string, string>>().notNull(),
  ip: varchar('ip', { length: 64 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
