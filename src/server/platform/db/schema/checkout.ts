import type { components } from '@api/openapi';
import { integer, jsonb, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { carts } from './cart.js';

// The JSON columns keep what the contract describes (api-schema/openapi.yaml), so their types are the contract's.
/** An address as the checkout form sends it, after the shared form schema trimmed it. */
export type CheckoutAddress = components['schemas']['checkout_Address'];
/** The delivery address: companyName and companyOIB are both empty for a private customer. */
export type CheckoutDeliveryAddress = components['schemas']['DeliveryAddress'];
/** A pickup point as it was when chosen: a BoxNow locker or the club shop. */
export type PickupPointSnapshot = components['schemas']['PickupPoint'];

/**
 * What a shopper has chosen so far in the three checkout steps, one row per cart
 * (docs/decisions/0055-checkout-steps-on-the-server.md). Each step stamps its time; a later step is only saved
 * once the earlier ones are, and order creation checks all of them again.
 */
export const checkouts = pgTable('checkouts', {
  id: serial('id').primaryKey(),
  cartId: integer('cart_id')
    .notNull()
    .unique()
    .references(() => carts.id, { onDelete: 'cascade' }),
  /** ADRESA: the delivery address (with the company when ordering as one) and the billing address. */
  deliveryAddress: jsonb('delivery_address').$type<CheckoutDeliveryAddress>(),
  /** null: bill to the delivery address ('Želim naplatu na drugu adresu' not ticked). */
  billingAddress: jsonb('billing_address').$type<CheckoutAddress>(),
  /** Consents of the checkout form accepted with the address, with the text version shown. */
  acceptedConsents: jsonb('accepted_consents').$type<Array<{ id: number; version: number }>>().notNull().default([]),
  addressSavedAt: timestamp('address_saved_at', { withTimezone: true }),
  /** DOSTAVA: the method, and the pickup point (locker or shop) when the method has them. */
  deliveryMethodId: integer('delivery_method_id'),
  pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot>(),
  deliverySavedAt: timestamp('delivery_saved_at', { withTimezone: true }),
  /** NAPLATA: the payment method. */
  paymentMethodId: integer('payment_method_id'),
  paymentSavedAt: timestamp('payment_saved_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export type CheckoutRow = typeof checkouts.$inferSelect;
