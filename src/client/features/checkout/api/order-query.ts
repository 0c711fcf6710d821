import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../../../lib/api-client.js';
import { orderBySlug } from './checkout-calls.js';

/** The order of the success page by its slug; never stale-cached: its status moves (a transfer arrives, a card is paid). */
export function orderQueryOptions(api: ApiClient, orderSlug: string) {
  return queryOptions({
    queryKey: ['order', orderSlug],
    queryFn: () => orderBySlug(api, orderSlug),
    staleTime: 0,
    retry: false,
  });
}
