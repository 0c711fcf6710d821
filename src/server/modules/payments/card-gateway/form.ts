// The signed form a browser posts to the gateway's hosted card page (WSPayForm, protocol 2.0).
import { randomBytes } from 'node:crypto';
import type { Cents } from '@shared/money.js';
import { formAmount, signatureAmount } from './amount.js';
import type { CardGatewaySettings } from './settings.js';
import { formRequestSignature } from './signature.js';

export const PROTOCOL_VERSION = '2.0';

/** ShoppingCartID: letters, digits, `_ - .`, at most 255 characters; single use once a payment with it succeeded. */
const SHOPPING_CART_ID = /^[A-Za-z0-9_.-]{1,255}$/;

export function isShoppingCartId(value: unknown): value is string {
  return typeof value === 'string' && SHOPPING_CART_ID.test(value);
}

/**
 * A fresh ShoppingCartID for one payment attempt: `<order number>-<attempt>-<8 random hex>`. The number and attempt keep
 * it readable in the gateway's back office; the random tail keeps it unique when order numbers start again (a
 * reinstalled shop on the same gateway account), because the gateway refuses an ID that was ever paid.
 */
export function newShoppingCartId(orderNumber: string, attempt: number): string {
  if (!Number.isSafeInteger(attempt) || attempt < 1) throw new RangeError(`Attempt must be 1 or more, got ${attempt}`);
  const safeNumber = orderNumber.replace(/[^A-Za-z0-9_.-]+/g, '-').slice(0, 200);
  return `${safeNumber}-${attempt}-${randomBytes(4).toString('hex')}`;
}

/**
 * Customer fields with the lengths the gateway accepts. Limits are counted in UTF-8 bytes, the strictest reading
 * (a character of č is two bytes), so a value never passes one reading and fails another.
 */
export const CUSTOMER_FIELD_LIMITS = {
  CustomerFirstName: 50,
  CustomerLastName: 50,
  CustomerAddress: 100,
  CustomerCity: 50,
  CustomerZIP: 20,
  CustomerCountry: 50,
  CustomerEmail: 254,
  CustomerPhone: 20,
} as const;

type CustomerField = keyof typeof CUSTOMER_FIELD_LIMITS;

export interface PaymentCustomer {
  firstName?: string | null;
  lastName?: string | null;
  address?: string | null;
  city?: string | null;
  zip?: string | null;
  /** ISO 3166 alpha-2, e.g. HR. */
  country?: string | null;
  email?: string | null;
  phone?: string | null;
}

const CUSTOMER_FIELDS: Record<keyof PaymentCustomer, CustomerField> = {
  firstName: 'CustomerFirstName',
  lastName: 'CustomerLastName',
  address: 'CustomerAddress',
  city: 'CustomerCity',
  zip: 'CustomerZIP',
  country: 'CustomerCountry',
  email: 'CustomerEmail',
  phone: 'CustomerPhone',
};

export interface PaymentFormInput {
  shoppingCartId: string;
  amountCents: Cents;
  /** Absolute URLs on the shop's configured public URL. */
  returnUrl: string;
  cancelUrl: string;
  returnErrorUrl: string;
  /** How the gateway sends the shopper back; POST (default) keeps the signed fields out of URLs and logs. */
  returnMethod?: 'POST' | 'GET';
  /** Language of the hosted page, two upper-case letters; HR by default. */
  lang?: string;
  customer?: PaymentCustomer;
}

export interface PaymentForm {
  /** Where the browser posts the form (the hosted card page). */
  action: string;
  method: 'POST';
  enctype: 'application/x-www-form-urlencoded';
  acceptCharset: 'UTF-8';
  /** Every field, in protocol order; render each as a hidden input. */
  fields: Record<string, string>;
}

/** The signed form for one attempt. Throws RangeError on input the integration should never produce. */
export function buildPaymentForm(settings: CardGatewaySettings, input: PaymentFormInput): PaymentForm {
  if (!isShoppingCartId(input.shoppingCartId)) {
    throw new RangeError('ShoppingCartID may hold only A-Z a-z 0-9 _ - . and at most 255 characters');
  }
  const lang = input.lang ?? 'HR';
  if (!/^[A-Z]{2}$/.test(lang)) throw new RangeError(`Lang must be two upper-case letters, got ${lang}`);
  const fields: Record<string, string> = {
    ShopID: settings.shopId,
    ShoppingCartID: input.shoppingCartId,
    Version: PROTOCOL_VERSION,
    TotalAmount: formAmount(input.amountCents),
    Signature: formRequestSignature(settings, input.shoppingCartId, signatureAmount(input.amountCents)),
    ReturnURL: absoluteUrl(input.returnUrl, 'ReturnURL'),
    CancelURL: absoluteUrl(input.cancelUrl, 'CancelURL'),
    ReturnErrorURL: absoluteUrl(input.returnErrorUrl, 'ReturnErrorURL'),
    ReturnMethod: input.returnMethod ?? 'POST',
    Lang: lang,
  };
  for (const [key, field] of Object.entries(CUSTOMER_FIELDS) as [keyof PaymentCustomer, CustomerField][]) {
    const value = cleanText(input.customer?.[key]);
    if (value) fields[field] = truncateUtf8(value, CUSTOMER_FIELD_LIMITS[field]);
  }
  return {
    action: settings.formUrl,
    method: 'POST',
    enctype: 'application/x-www-form-urlencoded',
    acceptCharset: 'UTF-8',
    fields,
  };
}

function absoluteUrl(value: string, name: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new RangeError(`${name} must be an absolute URL`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new RangeError(`${name} must be http(s)`);
  return value;
}

/** One line of printable text: control characters become spaces, runs of spaces one space. */
function cleanText(value: string | null | undefined): string {
  if (!value) return '';
  return value
    .replace(/\p{Cc}+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest prefix of whole characters whose UTF-8 encoding fits in `maxBytes`. */
export function truncateUtf8(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value, 'utf8') <= maxBytes) return value;
  let out = '';
  let bytes = 0;
  for (const char of value) {
    const size = Buffer.byteLength(char, 'utf8');
    if (bytes + size > maxBytes) break;
    out += char;
    bytes += size;
  }
  return out.trimEnd();
}
