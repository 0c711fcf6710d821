import { char, index, integer, jsonb, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * eRačuni (EN 16931 UBL invoices in the HR CIUS) of company orders paid by bank transfer, and the durable queue
 * that hands them to the information intermediary (docs/decisions/0228-company-einvoices.md): a row is due at
 * next_attempt_at until the intermediary took it (send), then until it was delivered or rejected (status), then
 * until the payment was reported (report). The XML is stored as sent, so what the buyer got can be downloaded.
 */
export const einvoices = pgTable(
  'einvoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    /** BT-1, e.g. "7/WEB1/2": numbered like receipts, on the eRačun's own device mark. */
    number: varchar('number', { length: 60 }).notNull().unique(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    buyerOib: char('buyer_oib', { length: 11 }).notNull(),
    buyerName: varchar('buyer_name', { length: 150 }).notNull(),
    totalCents: integer('total_cents').notNull(),
    /** When the transfer was received, for the payment report. */
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
    xml: text('xml').notNull(),
    /** queued → sent → delivered → reported; rejected when the intermediary or the buyer refused it. */
    status: varchar('status', { length: 12 }).notNull(),
    /** The intermediary's id of the document (moj-eRačun ElectronicId). */
    electronicId: varchar('electronic_id', { length: 40 }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** What the intermediary last said of it (status code and name), as received. */
    intermediaryStatus: jsonb('intermediary_status').$type<{ id: number; name: string }>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('einvoices_order_idx').on(t.orderId), index('einvoices_due_idx').on(t.nextAttemptAt)],
);

export type EInvoiceRow = typeof einvoices.$inferSelect;
