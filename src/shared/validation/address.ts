import * as z from 'zod/mini';
import { emailField, requiredText } from './fields.js';
import { fieldMessages as m } from './messages.js';
import { isValidOib } from './oib.js';
import { ADDRESS_LIMITS, croatianPostcodeProblem, PHONE_PATTERN, ZIP_PATTERN } from './address-rules.js';

export { fieldErrorsOf } from './fields.js';
export { ADDRESS_LIMITS, HR_POSTAL_REGIONS, PHONE_PATTERN, ZIP_PATTERN } from './address-rules.js';

/**
 * The delivery and billing address of the checkout and the profile, as zod/mini schemas: the server's parse
 * (src/server/modules/checkout/address.ts, the order's checks) and the profile's form. The checkout's form in the
 * browser checks the same rules without zod (address-rules.ts `addressErrors`, so zod stays out of the checkout's
 * first view: docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md); address.test.ts holds the two
 * to the same messages on the same values.
 */

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
