import { index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Addresses that confirmed the newsletter by the link of its mail (docs/decisions/0206-newsletter-double-opt-in.md):
 * a row exists only after that click; an unsubscribe keeps the row with its time, so a later confirmation is a new
 * subscription. The consents themselves are in the consent log.
 */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    email: varchar('email', { length: 254 }).primaryKey(),
    status: varchar('status', { length: 12 }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [index('newsletter_subscribers_status_idx').on(t.status)],
);
