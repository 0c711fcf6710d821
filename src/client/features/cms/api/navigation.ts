import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';

/** A navigation tree by handle: main, footer1..footer4. */
export function navigationQueryOptions(api: ApiClient, handle: string) {
  return queryOptions({
    queryKey: ['cms', 'navigation', handle],
    queryFn: () => unwrap(api.GET('/api/v1/cms/navigation/tree/{id}', { params: { path: { id: handle } } })),
    staleTime: 5 * 60_000,
  });
}

/** The footer's four navigation columns, by handle. */
export const FOOTER_MENUS = ['footer1', 'footer2', 'footer3', 'footer4'] as const;
