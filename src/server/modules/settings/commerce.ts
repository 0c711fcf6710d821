import { isTrackingTemplate } from '@shared/tracking.js';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../platform/db/client.js';
import { generalSettings } from '../../platform/db/schema/settings.js';
import { DEFAULT_COMMERCE_SETTINGS } from './commerce-defaults.js';

/**
 * What the checkout and the orders need from the settings (docs/decisions/0054-delivery-and-payment-rules.md):
 * the seller's identity for pre-contract information, e-mails and documents; the delivery methods with their
 * prices per country; the payment methods with their fees; the order rules. Stored in general_settings under
 * group 'checkout', one key each, validated on every read.
 */
export const COMMERCE_SETTINGS_GROUP = 'checkout';

const cents = z.number().int().min(0);
const text = (max: number) => z.string().min(1).max(max);

const sellerSchema = z.object({
  name: text(100),
  legalName: text(150),
  street: text(75),
  houseNumber: text(15),
  zipCode: text(25),
  city: text(75),
  country: z.string().regex(/^[A-Z]{2}$/),
  oib: z.string().regex(/^\d{11}$/),
  iban: z.string().regex(/^HR\d{19}$/),
  bank: text(100),
  email: z.string().email(),
  phone: text(30),
  clubShop: z.object({
    name: text(100),
    street: text(75),
    houseNumber: text(15),
    zipCode: text(25),
    city: text(75),
    country: z.string().regex(/^[A-Z]{2}$/),
    lat: z.number().nullable(),
    lng: z.number().nullable(),
    workhours: text(300),
  }),
});

const deliveryMethodSchema = z.object({
  id: z.number().int().min(1),
  code: z.enum(['courier', 'pickup', 'boxnow']),
  name: text(100),
  description: z.string().max(500),
  /** 'BoxNow' marks the parcel-locker type. */
  model: z.string().max(40).nullable(),
  /** Price per country ('ALL' for any allowed country); freeFrom: free when the cart total reaches it. */
  rates: z.array(
    z.object({ country: z.string().regex(/^(?:[A-Z]{2}|ALL)$/), price: cents, freeFrom: cents.nullable() }),
  ),
  enabled: z.boolean(),
  /**
   * The carrier's public tracking page (docs/decisions/0196-tracking-link-per-delivery-method.md): its name and an
   * https URL template with `{tracking}` for the parcel's number; null for a method that ships nothing. A method
   * stored before this setting existed has none: BoxNow's own page is then assumed, another courier shows the
   * number only.
   */
  tracking: z
    .object({
      carrier: text(60),
      url: z.string().max(300).refine(isTrackingTemplate, 'an https URL with {tracking} once'),
    })
    .nullable()
    .optional(),
});

const paymentMethodSchema = z.object({
  id: z.number().int().min(1),
  paymentCode: z.enum(['wspay_hpp', 'tcom_hpp', 'pouzece', 'virman']),
  /** 1 = card (shows card logos). */
  methodCode: z.number().int().min(0),
  name: text(100),
  description: z.string().max(500),
  fee: cents,
  enabled: z.boolean(),
});

const orderRulesSchema = z.object({
  /** Days an unpaid bank transfer waits before the order expires. */
  bankTransferDays: z.number().int().min(1).max(60),
  /** Days to withdraw from the contract after delivery (14 by law; a club may give more). */
  withdrawalDays: z.number().int().min(14).max(365),
  /**
   * When an authorised card payment is taken (docs/decisions/0152-capture-policy.md): on shipment (the default: the
   * buyer pays for what leaves the shop) or at once after the authorisation.
   */
  capturePolicy: z.enum(['on_shipment', 'at_once']).default('on_shipment'),
});

export const commerceSettingsSchema = z.object({
  seller: sellerSchema,
  deliveryMethods: z.array(deliveryMethodSchema),
  paymentMethods: z.array(paymentMethodSchema),
  orderRules: orderRulesSchema,
});

export type CommerceSettings = z.infer<typeof commerceSettingsSchema>;
export type SellerSettings = CommerceSettings['seller'];
export type DeliveryMethodSettings = CommerceSettings['deliveryMethods'][number];
export type PaymentMethodSettings = CommerceSettings['paymentMethods'][number];
export type PaymentCode = PaymentMethodSettings['paymentCode'];

export class CommerceSettingsError extends Error {
  override name = 'CommerceSettingsError';
}

/** The stored settings, key by key over the defaults; a stored value that breaks the rules is a clear fault. */
export async function getCommerceSettings(db: Db): Promise<CommerceSettings> {
  const rows = await db
    .select({ key: generalSettings.key, value: generalSettings.value })
    .from(generalSettings)
    .where(eq(generalSettings.group, COMMERCE_SETTINGS_GROUP));
  const merged: Record<string, unknown> = { ...DEFAULT_COMMERCE_SETTINGS };
  for (const row of rows) if (row.key in merged) merged[row.key] = row.value;
  const parsed = commerceSettingsSchema.safeParse(merged);
  if (!parsed.success) {
    const where = parsed.error.issues.map((i) => i.path.join('.')).join(', ');
    throw new CommerceSettingsError(`general_settings '${COMMERCE_SETTINGS_GROUP}' is invalid at: ${where}`);
  }
  return parsed.data;
}

/** Rows for the seed (and a club's own set-up script): one per key. */
export function commerceSettingsRows(settings: CommerceSettings = DEFAULT_COMMERCE_SETTINGS) {
  commerceSettingsSchema.parse(settings);
  return Object.entries(settings).map(([key, value]) => ({ group: COMMERCE_SETTINGS_GROUP, key, value }));
}
