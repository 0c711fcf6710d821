import { queryOptions } from '@tanstack/react-query';
import type { ProfileValues } from '@shared/validation/account.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';

export type CustomerProfile = ResponseData<'/api/v1/user/web/profile', 'get'>;
export type ProfileAddress = CustomerProfile['addresses'][number];

/** The customer profile (details, addresses, consents); removed from the cache on logout (['user', ...]). */
export function profileQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['user', 'profile'],
    queryFn: () => unwrap(api.GET('/api/v1/user/web/profile', { middleware: [quiet] })),
    staleTime: 30_000,
  });
}

export function mainAddress(profile: CustomerProfile): ProfileAddress | undefined {
  return profile.addresses.find((a) => a.type === 'main') ?? profile.addresses[0];
}

/** The edit form's values of a profile: details, card and the main address (empty fields where there is none). */
export function formValuesOf(profile: CustomerProfile): ProfileValues {
  const address = mainAddress(profile);
  return {
    firstName: profile.details.firstName,
    lastName: profile.details.lastName,
    email: profile.email,
    currentEmail: profile.email,
    currentPassword: '',
    memberCardBarcode: profile.memberCardBarcode ?? '',
    memberCardPin: '',
    street: address?.street ?? '',
    houseNumber: address?.houseNumber ?? '',
    city: address?.city ?? '',
    zipCode: address?.zipCode ?? '',
    country: address?.country ?? '',
    contactPhone: address?.contactPhone ?? '',
  };
}

/** The ids of the consents the customer has granted. */
export function grantedConsentsOf(profile: CustomerProfile): number[] {
  return profile.consents.filter((c) => c.status === 'granted').map((c) => c.id);
}
