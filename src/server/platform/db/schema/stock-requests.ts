import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';

/**
 * 'Obavijesti me' on a sold-out size (docs/decisions/0208-back-in-stock-requests.md): one row per product (the
 * size's variant) and address, waiting until its usable stock is back, then marked sent with the mail's time, so
 * each request is mailed once.
 */
export const stockRequests = pgTable(
  'stock_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }).notNull(),
    /** waiting | sent */
    status: varchar('status', { length: 8 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('stock_requests_product_email_idx').on(t.productId, t.email),
    index('stock_requests_status_idx').on(t.status, t.productId),
  ],
);
