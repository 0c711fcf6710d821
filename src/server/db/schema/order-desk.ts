import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';
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

export type StaffAuditRow = typeof staffAuditLog.$inferSelect;
export type PaymentActionRow = typeof paymentActions.$inferSelect;
export type OrderShipmentRow = typeof orderShipments.$inferSelect;
