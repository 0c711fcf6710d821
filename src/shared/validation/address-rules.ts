import type { FieldErrors } from './field-errors.js';
import { fieldMessages as m } from './messages.js';
import { isValidOib } from './oib.js';
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN } from './patterns.js';

/**
 * The address's field limits, shapes and Croatian postcodes, and its rules without zod (`addressErrors`, for the
 * checkout's form in the browser; docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md). The zod/mini
 * schemas of address.ts are built from the same limits and shapes for the server and the profile, and
 * address.test.ts holds the two to the same messages on the same values.
 * Fields: contactEmail, firstName, lastName, city, zipCode, street, houseNumber, country, contactPhone, and
 * companyName / companyOIB when ordering as a company. Limits: country, city, street 75; houseNumber 15; zipCode 25; OIB 11 digits with its check digit; names 50
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

type Rule = (value: string) => string | undefined;
const required: Rule = (value) => (value ? undefined : m.required);
const atMost =
  (max: number): Rule =>
  (value) =>
    value.length > max ? m.maxLength(max) : undefined;
const matches =
  (pattern: RegExp, message: string): Rule =>
  (value) =>
    pattern.test(value) ? undefined : message;
const requiredText = (max: number) => [required, atMost(max)];

/** Each field's rules in order, as the zod/mini schemas of address.ts check them (the values trimmed first). */
const ADDRESS_RULES: Record<string, Rule[]> = {
  firstName: requiredText(ADDRESS_LIMITS.firstName),
  lastName: requiredText(ADDRESS_LIMITS.lastName),
  contactEmail: [required, atMost(EMAIL_MAX_LENGTH), matches(EMAIL_PATTERN, m.email)],
  contactPhone: [...requiredText(ADDRESS_LIMITS.contactPhone), matches(PHONE_PATTERN, m.phone)],
  country: [matches(/^[A-Z]{2}$/, m.required)],
  city: requiredText(ADDRESS_LIMITS.city),
  street: requiredText(ADDRESS_LIMITS.street),
  houseNumber: requiredText(ADDRESS_LIMITS.houseNumber),
  zipCode: [...requiredText(ADDRESS_LIMITS.zipCode), matches(ZIP_PATTERN, m.lettersAndDigitsOnly)],
};
const COMPANY_RULES: Record<string, Rule[]> = {
  companyName: [atMost(ADDRESS_LIMITS.companyName)],
  companyOIB: [
    matches(/^[0-9]*$/, m.digitsOnly),
    (value) => (value === '' || isValidOib(value) ? undefined : m.invalidOib),
  ],
};

/**
 * The message of each field's first broken rule, as address.ts's `addressSchema` (or `deliveryAddressSchema` with
 * `company`) gives them, in the same order: the fields' own rules, then a Croatian postcode's region, then a company's
 * name and OIB together.
 */
export function addressErrors(values: Record<string, string>, { company }: { company: boolean }): FieldErrors {
  const errors: FieldErrors = {};
  const trimmed: Record<string, string> = {};
  for (const [field, rules] of Object.entries(company ? { ...ADDRESS_RULES, ...COMPANY_RULES } : ADDRESS_RULES)) {
    const value = (values[field] ?? '').trim();
    trimmed[field] = value;
    for (const rule of rules) {
      const message = rule(value);
      if (message) {
        errors[field] = message;
        break;
      }
    }
  }
  const postcode = trimmed.country === 'HR' && trimmed.zipCode ? croatianPostcodeProblem(trimmed.zipCode!) : null;
  if (postcode) errors.zipCode ??= postcode;
  if (company && trimmed.companyName && !trimmed.companyOIB) errors.companyOIB ??= m.required;
  if (company && trimmed.companyOIB && !trimmed.companyName) errors.companyName ??= m.required;
  return errors;
}
