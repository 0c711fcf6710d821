import { addressErrors, zipCodeInput } from '@shared/validation/address-rules.js';
import { missingConsents } from '@shared/validation/consents.js';
import type { FieldErrors } from '@shared/validation/fields.js';
import { fieldMessages } from '@shared/validation/messages.js';
import type { Failure } from '@shared/errors/failure.js';
import type { InputFilters } from '../form/form.js';
import type {
  AddressFormValues,
  Checkout,
  CheckoutConsent,
  CheckoutProfile,
  DeliveryAddress,
} from './checkout.types.js';

/**
 * The ADRESA form's pure parts: its empty and prefilled values, its rules (the shared address rules, the same as the
 * zod/mini schemas the server applies, without zod in the checkout's first view:
 * docs/decisions/0266-own-fetch-runtime-and-lazy-checkout-validation.md), the keypress filters of the spec and the
 * request it becomes.
 */
export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstName: '',
  lastName: '',
  contactEmail: '',
  contactPhone: '',
  country: 'HR',
  city: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  asCompany: false,
  companyName: '',
  companyOIB: '',
  useDifferentBillingAddress: false,
  billingFirstName: '',
  billingLastName: '',
  billingContactEmail: '',
  billingContactPhone: '',
  billingCountry: 'HR',
  billingCity: '',
  billingStreet: '',
  billingHouseNumber: '',
  billingZipCode: '',
  saveToProfile: false,
};

const ADDRESS_KEYS = [
  'firstName',
  'lastName',
  'contactEmail',
  'contactPhone',
  'country',
  'city',
  'street',
  'houseNumber',
  'zipCode',
] as const;
type AddressKey = (typeof ADDRESS_KEYS)[number];
const billingKey = (key: AddressKey) => `billing${key[0]!.toUpperCase()}${key.slice(1)}` as keyof AddressFormValues;

/**
 * The form from what the checkout saved, else the profile's address (the server's suggestion); the profile's name,
 * e-mail and phone fill what is still empty, so a customer without an address starts from the account. A guest's
 * draft goes on top, but only with what was typed: its empty fields do not wipe the profile's.
 */
export function initialValues(
  checkout: Checkout,
  profile: CheckoutProfile | null,
  draft: Partial<AddressFormValues> | null,
  firstCountry: string | undefined,
): AddressFormValues {
  const values: AddressFormValues = { ...EMPTY_ADDRESS_FORM };
  if (firstCountry) values.country = values.billingCountry = firstCountry;
  const saved: DeliveryAddress | null = checkout.deliveryAddress ?? checkout.suggestedAddress;
  if (saved) {
    for (const key of ADDRESS_KEYS) (values as unknown as Record<string, string>)[key] = saved[key];
    values.companyName = saved.companyName;
    values.companyOIB = saved.companyOIB;
    values.asCompany = Boolean(saved.companyName || saved.companyOIB);
  }
  if (profile) {
    values.firstName ||= profile.firstName;
    values.lastName ||= profile.lastName;
    values.contactEmail ||= profile.email;
    values.contactPhone ||= profile.phone;
  }
  if (checkout.billingAddress && checkout.useDifferentBillingAddress) {
    values.useDifferentBillingAddress = true;
    for (const key of ADDRESS_KEYS)
      (values as unknown as Record<string, string>)[billingKey(key)] = checkout.billingAddress[key];
  }
  const typed = Object.entries(draft ?? {}).filter(([, value]) => value !== '' && value !== undefined);
  return { ...values, ...Object.fromEntries(typed) };
}

function deliveryPart(values: AddressFormValues) {
  const part: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) part[key] = values[key];
  part.companyName = values.asCompany ? values.companyName : '';
  part.companyOIB = values.asCompany ? values.companyOIB : '';
  return part;
}

function billingPart(values: AddressFormValues) {
  const part: Record<string, string> = {};
  for (const key of ADDRESS_KEYS) part[key] = values[billingKey(key)] as string;
  return part;
}

/** The rules of the form: the delivery address, the company (both fields when ordering as one), the billing
 * address when it differs, and every required consent. */
export function addressFormErrors(
  values: AddressFormValues,
  consents: readonly CheckoutConsent[],
  accepted: readonly number[],
): FieldErrors {
  const errors = addressErrors(deliveryPart(values), { company: true });
  if (values.asCompany && !values.companyName.trim() && !errors.companyName)
    errors.companyName = fieldMessages.required;
  if (values.asCompany && !values.companyOIB.trim() && !errors.companyOIB) errors.companyOIB = fieldMessages.required;
  if (values.useDifferentBillingAddress) {
    const billing = addressErrors(billingPart(values), { company: false });
    for (const [key, message] of Object.entries(billing)) errors[billingKey(key as AddressKey)] = message;
  }
  const required = consents.filter((c) => c.required).map((c) => c.id);
  if (missingConsents(required, accepted).length > 0) errors.consents = fieldMessages.consentRequired;
  return errors;
}

/**
 * The field errors the server gave with a refused address ('body/deliveryAddress/zipCode' and the like), on the
 * form's own fields: the checks only the server makes (the postal code against the town with the gazetteer,
 * docs/decisions/0195-verification-resend-and-postcodes.md) are shown where the shopper fixes them.
 */
export function serverAddressErrors(failure: Failure): FieldErrors {
  const fields = (failure.payload as { fields?: unknown } | undefined)?.fields;
  const errors: FieldErrors = {};
  if (!Array.isArray(fields)) return errors;
  for (const entry of fields as Array<{ field?: unknown; message?: unknown }>) {
    if (typeof entry.field !== 'string' || typeof entry.message !== 'string') continue;
    const [, part, key] = /^body\/(deliveryAddress|billingAddress)\/(\w+)$/.exec(entry.field) ?? [];
    if (!key || !(ADDRESS_KEYS as readonly string[]).includes(key)) continue;
    errors[part === 'billingAddress' ? billingKey(key as AddressKey) : key] = entry.message;
  }
  return errors;
}

const digits = (max: number) => (raw: string) => raw.replace(/[^0-9]/g, '').slice(0, max);
const phone = (raw: string) => raw.replace(/[^0-9+ ]/g, '').slice(0, 20);

/** What the fields accept of a keypress: the postal codes letters and digits, the phones and the OIB digits. */
export const addressInputFilters: InputFilters<AddressFormValues> = {
  zipCode: zipCodeInput,
  billingZipCode: zipCodeInput,
  contactPhone: phone,
  billingContactPhone: phone,
  companyOIB: digits(11),
};

/** The saveAddress body without the cart session: trimmed by the server, checked again there. */
export function addressRequest(values: AddressFormValues, accepted: readonly number[], loggedIn: boolean) {
  const delivery = deliveryPart(values) as Record<AddressKey | 'companyName' | 'companyOIB', string>;
  return {
    deliveryAddress: delivery,
    useDifferentBillingAddress: values.useDifferentBillingAddress,
    billingAddress: values.useDifferentBillingAddress ? (billingPart(values) as Record<AddressKey, string>) : null,
    acceptedConsents: [...accepted],
    ...(loggedIn ? { saveToProfile: values.saveToProfile } : {}),
  };
}
