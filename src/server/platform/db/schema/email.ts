import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Every e-mail the shop writes. Without SMTP_URL this is the delivery (tests and the back office read it);
 * with SMTP the body is not kept, so back-office readers never see live reset links of customers.
 */
export const emailOutbox = pgTable('email_outbox', {
  id: serial('id').primaryKey(),
  to: varchar('to', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 200 }).notNull(),
  kind: varchar('kind', { length: 20 }).notNull(),
  text: text('text'),
  html: text('html'),
  transport: varchar('transport', { length: 10 }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: varchar('error', { length: 500 }),
});
