import { queryOptions } from '@tanstack/react-query';
import { unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { CmsElement, CmsElementOf, CmsHandler } from '../../../lib/api-types.js';

/** The frame's elements: drawn on every page, by the server too, so they come with the page's data. */
export const FRAME_HANDLERS = ['header', 'footer'] as const satisfies readonly CmsHandler[];
/**
 * The consent banner's and the campaign popup's texts. Both appear only after hydration, so they are asked for
 * then, not carried in every page's data (docs/decisions/0124-page-data-carries-what-the-first-view-draws.md).
 */
export const OVERLAY_HANDLERS = ['cookie', 'popup'] as const satisfies readonly CmsHandler[];

function elementsQueryOptions(api: ApiClient, handlers: readonly CmsHandler[]) {
  return queryOptions({
    queryKey: ['cms', 'elements', handlers],
    queryFn: () => unwrap(api.POST('/api/v1/cms/element/getByHandlers', { body: { handlers: [...handlers] } })),
    staleTime: 5 * 60_000,
  });
}

export const frameElementsQueryOptions = (api: ApiClient) => elementsQueryOptions(api, FRAME_HANDLERS);
export const overlayElementsQueryOptions = (api: ApiClient) => elementsQueryOptions(api, OVERLAY_HANDLERS);

/** Picks one element by handler (typed by the contract's discriminated union). */
export function elementOf<H extends CmsHandler>(
  elements: readonly CmsElement[] | undefined,
  handler: H,
): CmsElementOf<H> | undefined {
  return elements?.find((e): e is CmsElementOf<H> => e.handler === handler);
}
