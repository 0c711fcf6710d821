import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** GDPR consent definitions; a changed text gets a new version (the log keeps the version shown). */
export const consents = pgTable('consents', {
  id: serial('id').primaryKey(),
  uniqueNumber: varchar('unique_number', { length: 40 }).notNull().unique(),
  displayName: varchar('display_name', { length: 200 }).notNull(),
  required: boolean('required').notNull().default(false),
  text: text('text').notNull(),
  version: integer('version').notNull().default(1),
  forWeb: boolean('for_web').notNull().default(true),
});

/** Which consents a form shows and which of them it requires (one row per form). */
export const consentAssignments = pgTable('consent_assignments', {
  assignedTo: varchar('assigned_to', { length: 40 }).primaryKey(),
  consentIds: integer('consent_ids').array().notNull().default([]),
  requiredConsentIds: integer('required_consent_ids').array().notNull().default([]),
});

/** Append-only log (docs/decisions/0027-consent-log-append-only.md): never updated; a withdrawal is a new row. */
export const consentLog = pgTable(
  'consent_log',
  {
    id: serial('id').primaryKey(),
    consentId: integer('consent_id')
      .notNull()
      .references(() => consents.id),
    consentVersion: integer('consent_version').notNull(),
    status: varchar('status', { length: 10 }).notNull(),
    statusTimestamp: timestamp('status_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sourceType: varchar('source_type', { length: 40 }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userType: varchar('user_type', { length: 5 }).notNull(),
    /**
     * The address the decision belongs to: a logged-in account's own (proven) e-mail; null for a guest, whose row
     * belongs to the guest's session instead (docs/decisions/0093-guest-consents-belong-to-the-session.md).
     */
    email: varchar('email', { length: 254 }),
    /** A guest's session: `cart:<id>` for a checkout, else the SHA-256 of the guest's consent cookie. */
    guestSession: varchar('guest_session', { length: 80 }),
    /** The address a guest typed, kept as a claim only: it never ties the row to an account. */
    claimedEmail: varchar('claimed_email', { length: 254 }),
  },
  (t) => [
    index('consent_log_user_idx').on(t.userId),
    index('consent_log_email_idx').on(t.email),
    index('consent_log_guest_idx').on(t.guestSession),
  ],
);
