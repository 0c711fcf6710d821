import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A customer's data request taken at the desk (docs/decisions/0219-erasure-keeps-what-the-law-requires.md): an
 * export of everything the shop holds, or an erasure. Asked for (pending), then done by staff; one pending request
 * of each kind per customer (the partial unique index refuses a second, also two at once).
 */
export const customerDataRequests = pgTable(
  'customer_data_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** export | erasure */
    kind: varchar('kind', { length: 10 }).notNull(),
    /** pending | done */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    /** How the customer asked (e-mail, letter, in person): the desk's note. */
    note: varchar('note', { length: 500 }).notNull().default(''),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    requestedBy: varchar('requested_by', { length: 254 }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
    doneBy: varchar('done_by', { length: 254 }),
    /** The export as it was made (JSON and PDF are both drawn from it); null for an erasure. */
    export: jsonb('export').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('customer_data_requests_user_idx').on(t.userId, t.id),
    uniqueIndex('customer_data_requests_one_pending_idx').on(t.userId, t.kind).where(sql`status = 'pending'`),
  ],
);

export type CustomerDataRequestRow = typeof customerDataRequests.$inferSelect;
