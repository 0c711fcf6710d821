import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { type LineUnits, orderItems, orders } from './orders.js';
import { paymentAttempts } from './payments.js';
import { users } from './users.js';

/**
 * What a back-office user did, append-only (docs/decisions/0101-staff-audit-log.md): who (id and e-mail as they
 * were), when, which action on which order, whether it went through, and its details (amounts, tracking numbers,
 * the gateway's refusal). Written in the transaction of the change it records; a refused action is written too.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }).notNull(),
    /** An order-desk action (src/shared/order-desk.ts). */
    action: varchar('action', { length: 40 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** done | refused | failed */
    outcome: varchar('outcome', { length: 10 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_audit_log_order_idx').on(t.orderId, t.id), index('staff_audit_log_created_idx').on(t.createdAt)],
);

/**
 * The card gateway's answers to the back office's capture, refund and void, one row each
 * (docs/decisions/0102-card-actions-from-the-desk.md): captured, refunded and voided amounts are sums of this
 * ledger, and the newest row's approval code is the one the next action must send.
 */
export const paymentActions = pgTable(
  'payment_actions',
  {
    id: serial('id').primaryKey(),
    attemptId: integer('attempt_id')
      .notNull()
      .references(() => paymentAttempts.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** capture | refund | void */
    kind: varchar('kind', { length: 10 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    approvalCode: varchar('approval_code', { length: 100 }).notNull(),
    stan: varchar('stan', { length: 100 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_actions_attempt_idx').on(t.attemptId, t.id)],
);

/** How an order travels: a BoxNow parcel (delivery request and parcel ids) or another carrier's tracking number. */
export const orderShipments = pgTable('order_shipments', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  /** boxnow | other */
  carrier: varchar('carrier', { length: 10 }).notNull(),
  trackingNumber: varchar('tracking_number', { length: 64 }).notNull(),
  deliveryRequestId: varchar('delivery_request_id', { length: 64 }),
  parcelIds: jsonb('parcel_ids').$type<string[]>().notNull().default([]),
  /** The parcel's last state as BoxNow reported it. */
  parcelState: varchar('parcel_state', { length: 30 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * BoxNow parcel events already received (docs/decisions/0139-boxnow-parcel-event-key.md). An event is its parcel, its
 * kind and its own time, all inside the signed `data`: a second row with the same three, or the same CloudEvents id,
 * is refused, so the same event re-sent under a new id changes nothing. The newest time of a parcel's rows is how far
 * its state has gone: an older event arriving later moves nothing.
 */
export const boxnowWebhookEvents = pgTable(
  'boxnow_webhook_events',
  {
    eventId: varchar('event_id', { length: 100 }).primaryKey(),
    parcelId: varchar('parcel_id', { length: 64 }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    event: varchar('event', { length: 30 }).notNull(),
    /** The event's own time (`data.time`); empty only on rows received before it was kept. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('boxnow_webhook_events_parcel_event_key').on(t.parcelId, t.event, t.eventTime)],
);

/**
 * 'Roba vraćena' (docs/decisions/0153-withdrawal-by-lines.md): units of a line staff received back, put back on the
 * shelf (restock: stock goes up) or written off (damaged, worn: stock stays), with the reason.
 */
export const orderReturns = pgTable(
  'order_returns',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    restock: boolean('restock').notNull(),
    reason: varchar('reason', { length: 300 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_returns_order_idx').on(t.orderId, t.id)],
);

/** A refunded line: its units and the cents they cost. */
export interface RefundLine extends LineUnits {
  cents: number;
}

/**
 * Money given back (docs/decisions/0154-refunds-by-lines.md): the lines and units (and delivery) it covers, the
 * reason, and how: to the card at once through the gateway, or by bank transfer to the buyer's IBAN, which staff pay
 * from the bank and then mark done. The list of bank refunds to make is the rows of method bank without done_at.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** card | bank */
    method: varchar('method', { length: 10 }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundLine[]>().notNull(),
    deliveryCents: integer('delivery_cents').notNull().default(0),
    reason: varchar('reason', { length: 300 }).notNull(),
    /** bank only: where to pay, and the reference to write on the payment. */
    iban: varchar('iban', { length: 34 }),
    reference: varchar('reference', { length: 40 }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: integer('done_by').references(() => users.id, { onDelete: 'set null' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    index('order_refunds_to_make_idx').on(t.createdAt).where(sql`method = 'bank' AND done_at IS NULL`),
  ],
);

export type OrderReturnRow = typeof orderReturns.$inferSelect;
export type OrderRefundRow = typeof orderRefunds.$inferSelect;
export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type PaymentActionRow = typeof paymentActions.$inferSelect;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
