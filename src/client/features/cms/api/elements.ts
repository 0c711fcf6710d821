import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CmsElement, CmsElementOf, CmsHandler } from '../../../lib/api-types.js';

/** The layout's static elements, fetched together in one request on every page. */
export const LAYOUT_HANDLERS = ['header', 'footer', 'cookie', 'popup'] as const satisfies readonly CmsHandler[];

export function layoutElementsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: ['cms', 'elements', LAYOUT_HANDLERS],
    queryFn: () => unwrap(api.POST('/api/v1/cms/element/getByHandlers', { body: { handlers: [...LAYOUT_HANDLERS] } })),
    staleTime: 5 * 60_000,
  });
}

/** Picks one element by handler (typed by the contract's discriminated union). */
export function elementOf<H extends CmsHandler>(
  elements: readonly CmsElement[] | undefined,
  handler: H,
): CmsElementOf<H> | undefined {
  return elements?.find((e): e is CmsElementOf<H> => e.handler === handler);
}
