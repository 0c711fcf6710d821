import { queryOptions } from '@tanstack/react-query';
import type { components } from '@api/openapi.js';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';

export type Seller = components['schemas']['Seller'];

/**
 * The trader and its club shop as the shop's settings hold them (the same data the invoices, the order e-mails and
 * the pick-up delivery method use), so the contact page never disagrees with them.
 */
export function sellerQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['settings', 'checkout'],
    queryFn: async () => (await unwrap(api.GET('/api/v2/settings/getCheckoutSettings'))).seller,
    staleTime: 5 * 60_000,
  });
}
