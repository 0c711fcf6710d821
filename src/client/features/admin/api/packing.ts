import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import { errorFromBody } from '../../../lib/api-error.js';
import type { ResponseData } from '../../../lib/api-types.js';
import { saveFile } from './download.js';

/** Packing (docs/decisions/0160-packing-slips.md) and the desk home's counts (0162). */
export type PackingSheet = ResponseData<'/api/v1/admin/packing/orders/{id}', 'get'>;
export const PACKING_PAGE_SIZE = 50;

export const packingListQueryOptions = (api: ApiClient, page: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'packing', page],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/packing', {
          params: { query: { page, limit: PACKING_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const packingSheetQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'packing-sheet', id],
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/packing/orders/{id}', { params: { path: { id } }, middleware: [quiet] })),
  });

export const deskCountsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'admin', 'desk-counts'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/desk/counts', { middleware: [quiet] })),
  });

/** The slips of these orders as one PDF, saved by the browser; quiet, since the packing machine shows a failure. */
export async function printPackingSlips(api: ApiClient, orderIds: number[]) {
  const { data, error, response } = await api.POST('/api/v1/admin/packing/slips', {
    body: { orderIds },
    parseAs: 'blob',
    middleware: [quiet],
  });
  if (error !== undefined || !data) throw errorFromBody(error, response);
  saveFile(data, response, 'pakiranje.pdf');
  return { orders: new Set(orderIds).size };
}
