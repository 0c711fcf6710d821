import { queryOptions } from '@tanstack/react-query';
import type { DeskActionRequest } from '@machines/order-desk/order-desk.machine.js';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';

/** The list's filters as the API reads them (and as they stand in the address, checked). */
export type DeskFilters = Omit<NonNullable<paths['/api/v1/admin/orders']['get']['parameters']['query']>, 'limit'>;

/** Every page and filter of the order list. */
export const ordersQueryKey = ['user', 'admin', 'orders'] as const;

export const ordersQueryOptions = (api: ApiClient, search: DeskFilters) =>
  queryOptions({
    queryKey: [...ordersQueryKey, search],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/orders', {
          params: { query: { ...search, limit: 20 } },
          middleware: [quiet],
        }),
      ),
  });

export const orderQueryKey = (id: number) => ['user', 'admin', 'order', id] as const;

export const orderQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: orderQueryKey(id),
    queryFn: () => unwrap(api.GET('/api/v1/admin/orders/{id}', { params: { path: { id } }, middleware: [quiet] })),
  });

export type DeskOrder = Awaited<ReturnType<NonNullable<ReturnType<typeof orderQueryOptions>['queryFn']>>>;

/** One desk action; quiet, since the order desk machine shows its own failure. */
export function runDeskAction(api: ApiClient, request: DeskActionRequest) {
  const { orderId, ...body } = request;
  return unwrap(
    api.POST('/api/v1/admin/orders/{id}/actions', {
      params: { path: { id: orderId } },
      body,
      middleware: [quiet],
    }),
  );
}

/** The bank refunds to make (docs/decisions/0154-refunds-by-lines.md), oldest first. */
export const bankRefundsQueryKey = ['user', 'admin', 'bank-refunds'] as const;

export const bankRefundsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: bankRefundsQueryKey,
    queryFn: () => unwrap(api.GET('/api/v1/admin/refunds', { middleware: [quiet] })),
  });
