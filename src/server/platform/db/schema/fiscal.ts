import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * The last receipt number per business premises, device and year (docs/decisions/0070-receipt-numbering.md):
 * taken with one locking upsert inside the transaction that records the sale, so numbers have no gaps.
 */
export const fiscalCounters = pgTable(
  'fiscal_counters',
  {
    premises: varchar('premises', { length: 20 }).notNull(),
    device: varchar('device', { length: 20 }).notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.premises, t.device, t.year] })],
);

export interface FiscalLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  totalCents: number;
  vatRate: number;
}

export interface FiscalVatPart {
  rate: number;
  baseCents: number;
  amountCents: number;
}

/**
 * Fiscal receipts, and the durable queue that delivers them to CIS (docs/decisions/0072-late-delivery.md): a row
 * awaiting its JIR is due at next_attempt_at; a worker claims it with FOR UPDATE SKIP LOCKED and pushes
 * next_attempt_at forward as a lease while it sends.
 */
export const fiscalReceipts = pgTable(
  'fiscal_receipts',
  {
    id: serial('id').primaryKey(),
    /** The caller's key for the sale (an order id, a refund id), kept as given. */
    reference: varchar('reference', { length: 100 }).notNull(),
    /** >= 128-bit random: the key of the receipt's public page, PDF and QR image (no other key opens them). */
    token: varchar('token', { length: 64 }).notNull().unique(),
    /** The receipt this one corrects (a refund or withdrawal), if any. */
    correctsReceiptId: integer('corrects_receipt_id').references((): AnyPgColumn => fiscalReceipts.id),
    oib: char('oib', { length: 11 }).notNull(),
    vatPayer: boolean('vat_payer').notNull(),
    sequenceMark: char('sequence_mark', { length: 1 }).notNull(),
    /** BrOznRac / OznPosPr / OznNapUr, and the year the number belongs to. */
    number: integer('number').notNull(),
    premises: varchar('premises', { length: 20 }).notNull(),
    device: varchar('device', { length: 20 }).notNull(),
    year: integer('year').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    paymentMethod: char('payment_method', { length: 1 }).notNull(),
    totalCents: integer('total_cents').notNull(),
    lines: jsonb('lines').notNull().$type<FiscalLine[]>(),
    vat: jsonb('vat').notNull().$type<FiscalVatPart[]>(),
    operatorOib: char('operator_oib', { length: 11 }).notNull(),
    buyerOib: char('buyer_oib', { length: 11 }),
    zki: char('zki', { length: 32 }).notNull(),
    /** The RSA hash the ZKI was computed with, so it can be recomputed whatever the setting is today. */
    zkiHash: varchar('zki_hash', { length: 10 }).notNull(),
    jir: uuid('jir'),
    /** awaiting_jir | fiscalised | refused */
    status: varchar('status', { length: 20 }).notNull().default('awaiting_jir'),
    /** Why CIS refused the receipt ("s005: ..."), or why the last attempt failed while still waiting. */
    refusal: text('refusal'),
    lastError: text('last_error'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    /** IdPoruke of the attempt in flight or last made: a new one for every attempt. */
    messageId: uuid('message_id'),
    requestXml: text('request_xml'),
    responseXml: text('response_xml'),
    fiscalisedAt: timestamp('fiscalised_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('fiscal_receipts_number_idx').on(t.premises, t.device, t.year, t.number),
    index('fiscal_receipts_reference_idx').on(t.reference),
    index('fiscal_receipts_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'awaiting_jir'`),
    index('fiscal_receipts_status_idx').on(t.status, t.issuedAt),
    // The register of issued receipts pages and filters by the time of issue (docs/decisions/0161-receipt-register.md).
    index('fiscal_receipts_issued_idx').on(t.issuedAt, t.id),
  ],
);

export type FiscalReceiptRow = typeof fiscalReceipts.$inferSelect;
