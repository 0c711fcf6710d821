import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CmsOption } from '../../../lib/api-types.js';

/** CMS options (logo, shop name...). */
export function cmsOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['cms', 'options'],
    queryFn: () => unwrap(api.GET('/api/v1/cms/option/filter')),
    staleTime: 5 * 60_000,
  });
}

export function optionOf(records: readonly CmsOption[] | undefined, key: string): CmsOption | undefined {
  return records?.find((o) => o.key === key);
}
