import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
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
    /**
     * started, paid, declined, cancelled, failed, expired; duplicate (confirmed by the gateway for an order that was
     * no longer waiting for it: to be given back) and returned (given back: voided or refunded)
     * (docs/decisions/0130-one-paid-attempt-per-order.md).
     */
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
  (t) => [
    index('payment_attempts_order_idx').on(t.orderId),
    index('payment_attempts_status_idx').on(t.status),
    // One paid attempt per order (docs/decisions/0130-one-paid-attempt-per-order.md).
    uniqueIndex('payment_attempts_one_paid_per_order').on(t.orderId).where(sql`status = 'paid'`),
  ],
);

/**
 * Which attempt a gateway transaction (its WsPayOrderId) belongs to, written when the gateway first confirms it
 * (docs/decisions/0129-callbacks-are-triggers.md): a transaction is bound to one attempt for good, so a genuine
 * report of one payment can never confirm another attempt.
 */
export const paymentTransactionBindings = pgTable(
  'payment_transaction_bindings',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    wsPayOrderId: varchar('ws_pay_order_id', { length: 100 }).notNull(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.wsPayOrderId] })],
);

/**
 * What a forged or broken payment message looked like (a bad signature, another shop, an amount that is not the
 * order's): kept for the back office and the security review, never acted upon. Bounded
 * (docs/decisions/0131-payment-security-log-bounds.md): repeats of one source and reason are one row with a count,
 * and the oldest rows go past a maximum.
 */
export const paymentSecurityLog = pgTable(
  'payment_security_log',
  {
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
    /** How many messages of this source, channel and reason this row stands for; the fields are the latest's. */
    count: integer('count').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_security_log_source_idx').on(t.ip, t.reason, t.lastSeenAt)],
);

export type PaymentAttemptRow = typeof paymentAttempts.$inferSelect;
