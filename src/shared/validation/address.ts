import { z } from 'zod';
import { fieldMessages as m } from './messages.js';
import { isValidOib } from './oib.js';

/**
 * The delivery and billing address of the checkout and the profile (shop.md fields: contactEmail, firstName,
 * lastName, city, zipCode, street, houseNumber, country, contactPhone, and companyName / companyOIB when ordering
 * as a company). One schema for the browser's form machines and the server: they cannot disagree.
 * Limits: country, city, street 75; houseNumber 15; zipCode 25; OIB 11 digits with its check digit; names 50
 * (what the card gateways accept for the customer's name).
 */
export const ADDRESS_LIMITS = {
  firstName: 50,
  lastName: 50,
  contactEmail: 254,
  contactPhone: 20,
  country: 75,
  city: 75,
  street: 75,
  houseNumber: 15,
  zipCode: 25,
  companyName: 150,
  companyOIB: 11,
} as const;

const text = (max: number) => z.string().trim().min(1, m.required).max(max, m.maxLength(max));

/** Digits, optionally after a leading '+', with spaces allowed between groups: what people type for a phone. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{5,19}$/;
/** Letters and digits only (no other keypress is accepted in the field either). */
export const ZIP_PATTERN = /^[\p{L}0-9]+$/u;

export const addressFields = {
  firstName: text(ADDRESS_LIMITS.firstName),
  lastName: text(ADDRESS_LIMITS.lastName),
  contactEmail: z.string().trim().min(1, m.required).max(ADDRESS_LIMITS.contactEmail, m.maxLength(254)).email(m.email),
  contactPhone: text(ADDRESS_LIMITS.contactPhone).regex(PHONE_PATTERN, m.phone),
  /** ISO 3166 alpha-2 code; which ones are allowed comes from the checkout settings (checked by the server). */
  country: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/, m.required),
  city: text(ADDRESS_LIMITS.city),
  street: text(ADDRESS_LIMITS.street),
  houseNumber: text(ADDRESS_LIMITS.houseNumber),
  zipCode: text(ADDRESS_LIMITS.zipCode).regex(ZIP_PATTERN, m.lettersAndDigitsOnly),
} as const;

export const companyFields = {
  companyName: z.string().trim().max(ADDRESS_LIMITS.companyName, m.maxLength(ADDRESS_LIMITS.companyName)),
  companyOIB: z
    .string()
    .trim()
    .regex(/^[0-9]*$/, m.digitsOnly)
    .refine((v) => v === '' || isValidOib(v), m.invalidOib),
} as const;

/** A postal address with contact details (billing address, profile address). */
export const addressSchema = z.object(addressFields);

/**
 * The delivery address: an address, optionally of a company (both name and OIB, or neither). Empty company fields
 * mean a private customer.
 */
export const deliveryAddressSchema = z
  .object({
    ...addressFields,
    companyName: companyFields.companyName.optional().default(''),
    companyOIB: companyFields.companyOIB.optional().default(''),
  })
  .superRefine((value, ctx) => {
    if (value.companyName && !value.companyOIB)
      ctx.addIssue({ code: 'custom', path: ['companyOIB'], message: m.required });
    if (value.companyOIB && !value.companyName)
      ctx.addIssue({ code: 'custom', path: ['companyName'], message: m.required });
  });

export type AddressValues = z.infer<typeof addressSchema>;
export type DeliveryAddressValues = z.infer<typeof deliveryAddressSchema>;

/** Field name → first message, from a failed parse: what a form shows under each field. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
