import { email, maxLength, memberCard, required, type Rule } from '../../../lib/form-rules.js';
import type { CustomerProfile } from '../api/profile.js';
import { mainAddress } from '../api/profile.js';

export const ADDRESS_FIELDS = ['street', 'houseNumber', 'city', 'zipCode', 'country', 'contactPhone'] as const;

export function formValues(profile: CustomerProfile) {
  const address = mainAddress(profile);
  return {
    firstName: profile.details.firstName,
    lastName: profile.details.lastName,
    email: profile.email,
    memberCardBarcode: profile.memberCardBarcode ?? '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    city: address?.city ?? '',
    zipCode: address?.zipCode ?? '',
    country: address?.country ?? '',
    contactPhone: address?.contactPhone ?? '',
  };
}
export type AccountValues = ReturnType<typeof formValues>;

const phone: Rule = (v) => (!v || /^\+?[0-9][0-9 /-]{5,23}$/.test(v) ? null : 'Polje sadrži grešku.');

/** Shop 5 (address mode): the address is optional, but once started its fields are required, with the maxima of shop 9. */
export function accountRules(values: AccountValues): Record<keyof AccountValues, Rule[]> {
  const addressStarted = ADDRESS_FIELDS.some((f) => values[f].trim() !== '');
  const addr = (...rules: Rule[]) => (addressStarted ? [required, ...rules] : rules);
  return {
    firstName: [required, maxLength(100)],
    lastName: [required, maxLength(100)],
    email: [required, email],
    memberCardBarcode: [memberCard],
    street: addr(maxLength(75)),
    houseNumber: addr(maxLength(15)),
    city: addr(maxLength(75)),
    zipCode: addr(maxLength(25)),
    country: addr(),
    contactPhone: [phone],
  };
}

/** Zip codes accept only letters and digits (other keypresses are blocked, shop 5). */
export const zipInput = (value: string) => value.replace(/[^A-Za-z0-9]/g, '').slice(0, 25);
