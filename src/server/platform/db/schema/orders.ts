import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgSequence, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { carts } from './cart.js';
import type { CheckoutAddress, CheckoutDeliveryAddress, PickupPointSnapshot } from './checkout.js';
import { coupons } from './coupons.js';
import { products } from './catalogue.js';
import { users } from './users.js';

/**
 * The order model (docs/decisions/0050-order-model-and-statuses.md). An order is a snapshot: lines, prices,
 * addresses, methods and the seller-facing figures are copied at creation and never re-read from the catalogue.
 * Money is integer cents; the totals are sums of the line figures plus delivery and the payment fee.
 */

/** Order numbers: `2026-000123` is the year of creation and this sequence (never reused, gaps allowed). */
export const orderNumberSequence = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

export interface DeliveryMethodSnapshot {
  id: number;
  code: string;
  name: string;
  /** 'BoxNow' marks the parcel-locker type (the shipping method's config.model). */
  model: string | null;
}

export interface PaymentMethodSnapshot {
  id: number;
  paymentCode: string;
  methodCode: number;
  name: string;
}

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: varchar('number', { length: 24 }).notNull().unique(),
    /** >= 128-bit random: the success page's orderSlug. */
    slug: varchar('slug', { length: 64 }).notNull().unique(),
    /** >= 128-bit random: the order PDF's token. */
    pdfToken: varchar('pdf_token', { length: 64 }).notNull().unique(),
    /** The Idempotency-Key of the creating request: a replay answers this order. */
    idempotencyKey: varchar('idempotency_key', { length: 128 }).notNull().unique(),
    /** One order per cart. */
    cartId: integer('cart_id')
      .unique()
      .references(() => carts.id, { onDelete: 'set null' }),
    domainId: integer('domain_id').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The contact e-mail of the order (the customer's or the guest's). */
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 24 }).notNull(),
    deliveryAddress: jsonb('delivery_address').$type<CheckoutDeliveryAddress>().notNull(),
    /** null: billed to the delivery address. */
    billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
    companyName: varchar('company_name', { length: 150 }),
    companyOib: varchar('company_oib', { length: 11 }),
    /** null for an order of digital goods only. */
    deliveryMethod: jsonb('delivery_method').$type<DeliveryMethodSnapshot>(),
    /** The BoxNow locker or the club shop, as chosen. */
    pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot>(),
    paymentMethod: jsonb('payment_method').$type<PaymentMethodSnapshot>().notNull(),
    /** wspay_hpp, tcom_hpp, pouzece, virman: kept apart for filters and the payments module. */
    paymentCode: varchar('payment_code', { length: 20 }).notNull(),
    itemsTotal: integer('items_total').notNull(),
    memberSaving: integer('member_saving').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    deliveryPrice: integer('delivery_price').notNull(),
    paymentFee: integer('payment_fee').notNull(),
    orderTotal: integer('order_total').notNull(),
    /** Paid by gift vouchers at placement (docs/decisions/0215-vouchers-pay-at-checkout.md); the rest is due. */
    voucherCents: integer('voucher_cents').notNull().default(0),
    /** PDV included in the order total. */
    taxTotal: integer('tax_total').notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('EUR'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: varchar('coupon_code', { length: 40 }),
    couponPercent: integer('coupon_percent'),
    /** The member card whose prices were applied (it belonged to the buyer at that moment). */
    memberCardBarcode: varchar('member_card_barcode', { length: 12 }),
    /** Consents of the checkout form accepted for this order (their ledger rows hold the details). */
    acceptedConsents: jsonb('accepted_consents').$type<Array<{ id: number; version: number }>>().notNull(),
    hasPersonalisedItems: boolean('has_personalised_items').notNull(),
    /** When the shopper was shown that personalised goods cannot be returned; null when none were ordered. */
    personalisationNoticeShownAt: timestamp('personalisation_notice_shown_at', { withTimezone: true }),
    /** The bank transfer's reference (model HR00), for matching the payment. */
    paymentReference: varchar('payment_reference', { length: 30 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** An unpaid bank transfer expires then (stock and coupon go back). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** Set once the stock and the coupon were given back (cancelled, expired): never twice. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /**
     * Raised by every change of the order (docs/decisions/0151-desk-version-check.md): a desk action names the
     * version its page showed and is refused when the order changed since.
     */
    version: integer('version').notNull().default(0),
    /**
     * An authorised card amount not yet taken must be taken by then (docs/decisions/0152-capture-policy.md);
     * null once captured or released, and for every other payment.
     */
    authorisationExpiresAt: timestamp('authorisation_expires_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_email_idx').on(t.email),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_transfer_expiry_idx').on(t.expiresAt).where(sql`status = 'awaiting_transfer'`),
    index('orders_authorisation_expiry_idx')
      .on(t.authorisationExpiresAt)
      .where(sql`authorisation_expires_at IS NOT NULL`),
  ],
);

/** A line of an order: everything needed to show, invoice and withdraw it without the catalogue. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    sku: varchar('sku', { length: 64 }).notNull(),
    name: varchar('name', { length: 200 }).notNull(),
    slug: varchar('slug', { length: 200 }).notNull(),
    /** product | service */
    type: varchar('type', { length: 10 }).notNull(),
    format: varchar('format', { length: 14 }).notNull(),
    qty: integer('qty').notNull(),
    /** Unit price paid (member price where it applied), the regular final price and the retail price. */
    unitPrice: integer('unit_price').notNull(),
    regularUnitPrice: integer('regular_unit_price').notNull(),
    retailUnitPrice: integer('retail_unit_price').notNull(),
    /** unit x qty */
    rowTotal: integer('row_total').notNull(),
    memberSaving: integer('member_saving').notNull(),
    couponDiscount: integer('coupon_discount').notNull(),
    /** row - coupon discount: what the line costs. */
    total: integer('total').notNull(),
    vatRate: integer('vat_rate').notNull(),
    personalised: boolean('personalised').notNull(),
    /** false for personalised goods and their print services (no withdrawal, Directive 2011/83/EU art. 16(c)). */
    withdrawable: boolean('withdrawable').notNull(),
    /** The cart line's options: personalisation map, bundle parts. */
    options: jsonb('options').$type<Record<string, unknown>>().notNull(),
    /** A bundle's parts as sold: name, sku and units per bundle. */
    parts: jsonb('parts').$type<Array<{ productId: number; name: string; sku: string; quantity: number }>>(),
    mediaId: integer('media_id'),
    /** Exactly what this line took from stock (a bundle takes its parts), so it can be given back. */
    stockTaken: jsonb('stock_taken').$type<Array<{ productId: number; qty: number }>>().notNull(),
    /**
     * Units of the line (docs/decisions/0153-withdrawal-by-lines.md): cancelled by a withdrawal before shipment
     * (stock back at once), withdrawn after shipment (goods to come back), recorded back by staff ('Roba vraćena'),
     * and refunded. None goes above `qty`.
     */
    cancelledQty: integer('cancelled_qty').notNull().default(0),
    withdrawnQty: integer('withdrawn_qty').notNull().default(0),
    returnedQty: integer('returned_qty').notNull().default(0),
    refundedQty: integer('refunded_qty').notNull().default(0),
  },
  (t) => [index('order_items_order_idx').on(t.orderId, t.position)],
);

/** The order's timeline, append-only: creation, every status change, e-mails, payments, staff notes. */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 40 }).notNull(),
    fromStatus: varchar('from_status', { length: 24 }),
    toStatus: varchar('to_status', { length: 24 }),
    /** customer | guest | staff | system | gateway */
    actorKind: varchar('actor_kind', { length: 10 }).notNull(),
    /** The user id, or the gateway / job name. */
    actorId: varchar('actor_id', { length: 64 }),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

/** A line and a number of its units, as a withdrawal or a refund names them. */
export interface LineUnits {
  itemId: number;
  qty: number;
}

/**
 * A guest's withdrawal waits for proof that the shopper holds the order's mailbox
 * (docs/decisions/0137-withdrawal-proves-the-mailbox.md): the e-mailed link's token, kept only as its SHA-256,
 * completes it once within 24 h, with the lines and the IBAN the request named.
 */
export const withdrawalConfirmations = pgTable('withdrawal_confirmations', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  /** The consumer's name as the withdrawal states it. */
  name: varchar('name', { length: 120 }).notNull(),
  /** The lines and units named; null: every withdrawable unit left. */
  lines: jsonb('lines').$type<LineUnits[]>(),
  /** Where the money goes back for cash on delivery and bank transfer. */
  iban: varchar('iban', { length: 34 }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Each withdrawal of an order (docs/decisions/0153-withdrawal-by-lines.md): the lines and units it named, whether the
 * goods had left (then they are to come back), and the IBAN for a refund of cash on delivery or a bank transfer.
 */
export const orderWithdrawals = pgTable(
  'order_withdrawals',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 120 }).notNull(),
    lines: jsonb('lines').$type<LineUnits[]>().notNull(),
    afterShipment: boolean('after_shipment').notNull(),
    iban: varchar('iban', { length: 34 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_withdrawals_order_idx').on(t.orderId, t.id)],
);

export type OrderWithdrawalRow = typeof orderWithdrawals.$inferSelect;
