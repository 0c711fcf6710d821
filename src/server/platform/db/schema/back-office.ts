import { index, integer, jsonb, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { products } from './catalogue.js';
import { users } from './users.js';

/** One field of an audited change: its value before and after (JSON as the API shows it). */
export interface AuditFieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

/**
 * A bulk action of the catalogue back office (docs/decisions/0177-bulk-changes-and-undo.md): what was asked and
 * for how many products. Its audit rows carry its id and the values before, which is what undo puts back.
 */
export const bulkActions = pgTable(
  'bulk_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }).notNull(),
    /** price | category | tags | status | stock | import */
    kind: varchar('kind', { length: 20 }).notNull(),
    /** The request as sent (the change and how the products were chosen). */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    rowCount: integer('row_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('bulk_actions_created_idx').on(t.createdAt)],
);

/**
 * The store-wide audit log (docs/decisions/0175-store-wide-audit-log.md): every staff change of any entity, who and
 * when, with the value of each changed field before and after. Append-only, written in the change's transaction by
 * `recordChange` (modules/audit). Entity ids are text so any key fits (a product id, an order number, a code).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userEmail: varchar('user_email', { length: 254 }).notNull(),
    /** product | price | stock | media | bulk | ... (src/shared/audit.ts) */
    entityKind: varchar('entity_kind', { length: 30 }).notNull(),
    entityId: varchar('entity_id', { length: 64 }).notNull(),
    action: varchar('action', { length: 40 }).notNull(),
    /** done | refused | failed: room for the order desk's refused attempts (docs/decisions/0101-staff-audit-log.md). */
    outcome: varchar('outcome', { length: 10 }).notNull().default('done'),
    changes: jsonb('changes').$type<AuditFieldChange[]>().notNull().default([]),
    /** The change's own details that are no field (a reason, a note, a gateway's answer). */
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    bulkActionId: integer('bulk_action_id').references(() => bulkActions.id, { onDelete: 'set null' }),
    ip: varchar('ip', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entityKind, t.entityId, t.id),
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_user_idx').on(t.userId, t.id),
    index('audit_log_bulk_idx').on(t.bulkActionId),
  ],
);

/**
 * Every change of a product's stock (docs/decisions/0179-stock-ledger-one-location.md): how much, what it was after,
 * why, and who. One location: the club shop sells from the webshop's stock.
 */
export const stockLedger = pgTable(
  'stock_ledger',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    /** adjustment | stock_take | bulk | import | undo (src/shared/catalogue-admin.ts) */
    reason: varchar('reason', { length: 20 }).notNull(),
    note: varchar('note', { length: 300 }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stock_ledger_product_idx').on(t.productId, t.id), index('stock_ledger_created_idx').on(t.createdAt)],
);

export type AuditRow = typeof auditLog.$inferSelect;
export type StockLedgerRow = typeof stockLedger.$inferSelect;
