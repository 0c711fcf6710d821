import { queryOptions } from '@tanstack/react-query';
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
