import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody, ResponseData } from '../../../lib/api-types.js';

/** The gift vouchers back office's calls (docs/decisions/0217-vouchers-back-office.md); quiet: the screens word failures. */
export type AdminVoucher = ResponseData<'/api/v1/admin/vouchers/{id}', 'get'>;
export type VoucherActionBody = RequestBody<'/api/v1/admin/vouchers/{id}', 'post'>;

export const VOUCHER_PAGE_SIZE = 25;

export const vouchersQueryOptions = (api: ApiClient, q: string, page: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'vouchers', q, page],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/vouchers', {
          params: { query: { ...(q ? { q } : {}), page, limit: VOUCHER_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const loadAdminVoucher = (api: ApiClient, id: number) =>
  unwrap(api.GET('/api/v1/admin/vouchers/{id}', { params: { path: { id } }, middleware: [quiet] }));

export const runVoucherAction = (api: ApiClient, id: number, body: VoucherActionBody) =>
  unwrap(api.POST('/api/v1/admin/vouchers/{id}', { params: { path: { id } }, body, middleware: [quiet] }));
