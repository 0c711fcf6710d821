import * as z from 'zod/mini';
import { emailField, requiredText } from './fields.js';
import { fieldMessages as m } from './messages.js';
import { isValidOib } from './oib.js';

export { fieldErrorsOf } from './fields.js';

/**
 * The delivery and billing address of the checkout and the profile (fields: contactEmail, firstName,
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

/** Digits, optionally after a leading '+', with spaces allowed between groups: what people type for a phone. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ]{5,19}$/;
/** Letters and digits only (no other keypress is accepted in the field either). */
export const ZIP_PATTERN = /^[\p{L}0-9]+$/u;

/** What the postal code field keeps of a keypress: letters and digits, at most 25. */
export function zipCodeInput(value: string): string {
  return value.replace(/[^\p{L}0-9]/gu, '').slice(0, ADDRESS_LIMITS.zipCode);
}

/**
 * The first two digits of Croatia's postal regions (10 Zagreb … 53 Gospić), the same list as the offline gazetteer's
 * (src/server/modules/delivery/boxnow/gazetteer/hr-places.json; a server test keeps the two equal). The browser
 * checks the code's shape and region with it; the server also checks the code against the town with the gazetteer.
 */
export const HR_POSTAL_REGIONS: ReadonlySet<string> = new Set([
  '10',
  '20',
  '21',
  '22',
  '23',
  '31',
  '32',
  '33',
  '34',
  '35',
  '40',
  '42',
  '43',
  '44',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
]);

/** The message for a Croatian postal code that is not five digits of a known region, or null when it is one. */
export function croatianPostcodeProblem(zipCode: string): string | null {
  const code = zipCode.trim();
  if (!/^\d{5}$/.test(code)) return m.postcodeShape;
  return HR_POSTAL_REGIONS.has(code.slice(0, 2)) ? null : m.postcodeUnknown;
}

/** An address in Croatia needs a Croatian postal code; other countries keep their own shapes. */
const postcodeOfCountry = z.superRefine((value: { country: string; zipCode: string }, ctx) => {
  if (value.country !== 'HR' || value.zipCode.trim() === '') return;
  const problem = croatianPostcodeProblem(value.zipCode);
  if (problem) ctx.addIssue({ code: 'custom', path: ['zipCode'], message: problem, input: value });
});

export const addressFields = {
  firstName: requiredText(ADDRESS_LIMITS.firstName),
  lastName: requiredText(ADDRESS_LIMITS.lastName),
  contactEmail: emailField,
  contactPhone: requiredText(ADDRESS_LIMITS.contactPhone).check(z.regex(PHONE_PATTERN, m.phone)),
  /** ISO 3166 alpha-2 code; which ones are allowed comes from the checkout settings (checked by the server). */
  country: z.string().check(z.trim(), z.regex(/^[A-Z]{2}$/, m.required)),
  city: requiredText(ADDRESS_LIMITS.city),
  street: requiredText(ADDRESS_LIMITS.street),
  houseNumber: requiredText(ADDRESS_LIMITS.houseNumber),
  zipCode: requiredText(ADDRESS_LIMITS.zipCode).check(z.regex(ZIP_PATTERN, m.lettersAndDigitsOnly)),
} as const;

export const companyFields = {
  companyName: z
    .string()
    .check(z.trim(), z.maxLength(ADDRESS_LIMITS.companyName, m.maxLength(ADDRESS_LIMITS.companyName))),
  companyOIB: z.string().check(
    z.trim(),
    z.regex(/^[0-9]*$/, m.digitsOnly),
    z.refine((v) => v === '' || isValidOib(v), m.invalidOib),
  ),
} as const;

/** A postal address with contact details (billing address, profile address). */
export const addressSchema = z.object(addressFields).check(postcodeOfCountry);

/**
 * The delivery address: an address, optionally of a company (both name and OIB, or neither). Empty company fields
 * mean a private customer.
 */
export const deliveryAddressSchema = z
  .object({
    ...addressFields,
    companyName: z._default(z.optional(companyFields.companyName), ''),
    companyOIB: z._default(z.optional(companyFields.companyOIB), ''),
  })
  .check(
    postcodeOfCountry,
    z.superRefine((value, ctx) => {
      if (value.companyName && !value.companyOIB)
        ctx.addIssue({ code: 'custom', path: ['companyOIB'], message: m.required, input: value });
      if (value.companyOIB && !value.companyName)
        ctx.addIssue({ code: 'custom', path: ['companyName'], message: m.required, input: value });
    }),
  );
