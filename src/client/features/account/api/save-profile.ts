import type { ProfileValues } from '@shared/validation/account.js';
import { unwrap, quiet, type ApiClient } from '../../../lib/api-client.js';
import type { RequestBody } from '../../../lib/api-types.js';
import { type CustomerProfile, mainAddress } from './profile.js';

/**
 * Saves the edit form: details, e-mail, card and consent decisions in one update; the main address with its
 * own call (create or update). Only what changed is sent, so an untouched e-mail is never re-confirmed.
 */
export async function saveProfile(
  api: ApiClient,
  profile: CustomerProfile,
  values: ProfileValues,
  granted: readonly number[],
): Promise<CustomerProfile> {
  const body: RequestBody<'/api/v1/user/web/update', 'patch'> = {};
  const details: { firstName?: string; lastName?: string } = {};
  if (values.firstName.trim() !== profile.details.firstName) details.firstName = values.firstName.trim();
  if (values.lastName.trim() !== profile.details.lastName) details.lastName = values.lastName.trim();
  if (details.firstName !== undefined || details.lastName !== undefined) body.details = details;
  if (values.email.trim() !== profile.email) {
    body.email = values.email.trim();
    // A new address needs the password (docs/decisions/0094-email-change-asks-for-the-password.md).
    if (values.currentPassword) body.currentPassword = values.currentPassword;
  }
  if (values.memberCardBarcode !== (profile.memberCardBarcode ?? '')) {
    body.memberCardBarcode = values.memberCardBarcode || null;
    // A card the account does not hold yet is claimed with its PIN (docs/decisions/0136-member-card-claim-second-factor.md).
    if (values.memberCardBarcode && values.memberCardPin) body.memberCardPin = values.memberCardPin;
  }
  const consents = profile.consents
    .filter((c) => (c.status === 'granted') !== granted.includes(c.id))
    .map((c) => ({ id: c.id, status: granted.includes(c.id) ? ('granted' as const) : ('withdrawn' as const) }));
  if (consents.length) body.consents = consents;
  let next = profile;
  if (Object.keys(body).length) {
    next = await unwrap(api.PATCH('/api/v1/user/web/update', { body, middleware: [quiet] }));
  }
  if (values.street.trim()) {
    const address = {
      type: 'main' as const,
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      street: values.street.trim(),
      houseNumber: values.houseNumber.trim(),
      city: values.city.trim(),
      zipCode: values.zipCode.trim(),
      country: values.country,
      contactPhone: values.contactPhone.trim() || null,
    };
    const existing = mainAddress(profile);
    if (existing)
      await unwrap(
        api.PATCH('/api/v1/user/address/update/{id}', {
          params: { path: { id: existing.id } },
          body: address,
          middleware: [quiet],
        }),
      );
    else await unwrap(api.POST('/api/v1/user/address/create', { body: address, middleware: [quiet] }));
  }
  return next;
}
