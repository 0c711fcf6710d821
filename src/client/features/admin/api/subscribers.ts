import { queryOptions } from '@tanstack/react-query';
import { errorFromBody } from '../../../lib/api-error.js';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';
import { saveFile } from './download.js';

/**
 * The newsletter's addresses and the back-in-stock requests (docs/decisions/0241-newsletter-and-back-in-stock-lists.md);
 * quiet: the screens show their own failures.
 */
export type SubscriberFilters = Omit<
  NonNullable<paths['/api/v1/admin/newsletter/subscribers']['get']['parameters']['query']>,
  'limit'
>;
export type StockRequestFilters = Omit<
  NonNullable<paths['/api/v1/admin/stock-requests']['get']['parameters']['query']>,
  'limit'
>;

const PAGE_SIZE = 25;

export const subscribersQueryOptions = (api: ApiClient, filters: SubscriberFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'newsletter-subscribers', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/newsletter/subscribers', {
          params: { query: { ...filters, limit: PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const stockRequestsQueryOptions = (api: ApiClient, filters: StockRequestFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'stock-requests', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/stock-requests', {
          params: { query: { ...filters, limit: PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

/** The addresses the filters find as a CSV file, saved by the browser. */
export async function exportSubscribersCsv(api: ApiClient, filters: Omit<SubscriberFilters, 'page'>) {
  const { data, error, response } = await api.GET('/api/v1/admin/newsletter/subscribers/csv', {
    params: { query: filters },
    parseAs: 'blob',
    middleware: [quiet],
  });
  if (error !== undefined || !data) throw errorFromBody(error, response);
  saveFile(data, response, 'newsletter.csv');
}
