import type { CustomerProfile } from '../api/profile.js';
import { mainAddress } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';

export type AccountLabel = keyof typeof tx.labels | 'address';

/** One line of the read-only profile; `value` null is an empty field, drawn as a dash. */
export interface AccountRow {
  key: AccountLabel;
  value: string | null;
}

/**
 * The lines of the profile's 'moj_racun' view. An address with nothing in it is one line 'Adresa: Nisu uneseni
 * podatci' instead of six; any other empty field is a dash (docs/decisions/0194-walk-findings.md).
 */
export function accountRows(profile: CustomerProfile): AccountRow[] {
  const address = mainAddress(profile);
  const country = address?.country as keyof typeof tx.countries | undefined;
  const row = (key: AccountLabel, value: string | null | undefined): AccountRow => ({ key, value: value || null });
  const addressRows = [
    row('street', address?.street),
    row('houseNumber', address?.houseNumber),
    row('city', address?.city),
    row('country', country ? (tx.countries[country] ?? country) : null),
    row('zipCode', address?.zipCode),
    row('contactPhone', address?.contactPhone),
  ];
  const noAddress = addressRows.every((r) => r.value === null);
  return [
    row('firstName', profile.details.firstName),
    row('lastName', profile.details.lastName),
    row('email', profile.email),
    ...(noAddress ? [row('address', tx.empty)] : addressRows),
    row('memberCardBarcode', profile.memberCardBarcode),
  ];
}
