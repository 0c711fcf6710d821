import { unwrap, quiet, type ApiClient } from '../../../lib/api-client.js';
import type { CustomerProfile } from '../api/profile.js';
import { mainAddress } from '../api/profile.js';
import type { AccountValues } from './account-form.js';

/**
 * Saves the edit form: details, e-mail, card and consent decisions in one update; the main address with its
 * own call (create or update). Only what changed is sent, so an untouched e-mail is never re-confirmed.
 */
export async function saveProfile(
  api: ApiClient,
  profile: CustomerProfile,
  values: AccountValues,
  granted: Set<number>,
): Promise<CustomerProfile> {
  const body: Record<string, unknown> = {};
  const details: Record<string, string> = {};
  if (values.firstName.trim() !== profile.details.firstName) details.firstName = values.firstName.trim();
  if (values.lastName.trim() !== profile.details.lastName) details.lastName = values.lastName.trim();
  if (Object.keys(details).length) body.details = details;
  if (values.email.trim() !== profile.email) body.email = values.email.trim();
  if (values.memberCardBarcode !== (profile.memberCardBarcode ?? ''))
    body.memberCardBarcode = values.memberCardBarcode || null;
  const consents = profile.consents
    .filter((c) => (c.status === 'granted') !== granted.has(c.id))
    .map((c) => ({ id: c.id, status: granted.has(c.id) ? ('granted' as const) : ('withdrawn' as const) }));
  if (consents.length) body.consents = consents;
  let next = profile;
  if (Object.keys(body).length) {
    next = await unwrap(api.PATCH('/api/v1/user/web/update', { body: body as never, middleware: [quiet] }));
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
