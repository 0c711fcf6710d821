import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Users: customers and back-office users (scopes). Passwords are argon2id hashes only; e-mail is the username. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** Social-only accounts get the hash of a random password they never learn (they can reset it). */
    passwordHash: text('password_hash').notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    isBackofficeUser: boolean('is_backoffice_user').notNull().default(false),
    scope: text('scope').array().notNull().default([]),
    memberCardBarcode: varchar('member_card_barcode', { length: 12 }),
    /** Login needs a confirmed e-mail (the link of the verification e-mail). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A changed e-mail waits here until the link sent to it is opened. */
    pendingEmail: varchar('pending_email', { length: 254 }),
    /** Staff stopped this account from writing reviews (docs/decisions/0212-review-moderation.md). */
    reviewsBlockedAt: timestamp('reviews_blocked_at', { withTimezone: true }),
    /**
     * Blocked by staff: no sign-in, no refresh, no order (docs/decisions/0218-blocked-customers.md). Null: not blocked.
     */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    /**
     * Erased at the customer's request (docs/decisions/0219-erasure-keeps-what-the-law-requires.md): the row stays,
     * anonymised, for the orders and receipts the law keeps; the account can never be used again.
     */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The blocked-buyer check of every order looks up the buyer's address among blocked or erased accounts only
  // (docs/decisions/0261-order-creation-reads-less.md): a partial index of those few, not a scan of every customer.
  (t) => [
    index('users_refused_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.blockedAt} IS NOT NULL OR ${t.erasedAt} IS NOT NULL`),
  ],
);

export type UserRow = typeof users.$inferSelect;

/** Addresses of a user (docs/spec/shop.md section 3), types main, billing, shipping, other. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 10 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    contactEmail: varchar('contact_email', { length: 254 }),
    contactPhone: varchar('contact_phone', { length: 25 }),
    country: varchar('country', { length: 2 }).notNull(),
    city: varchar('city', { length: 75 }).notNull(),
    street: varchar('street', { length: 75 }).notNull(),
    houseNumber: varchar('house_number', { length: 15 }).notNull(),
    zipCode: varchar('zip_code', { length: 25 }).notNull(),
    companyName: varchar('company_name', { length: 150 }),
    companyOIB: varchar('company_oib', { length: 11 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

export type UserAddressRow = typeof userAddresses.$inferSelect;
