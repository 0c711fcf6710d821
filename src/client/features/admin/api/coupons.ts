import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody, ResponseData } from '../../../lib/api-types.js';

/** The coupons back office's calls (docs/decisions/0203-coupon-rules.md); quiet: the screens show their own failures. */
export type CouponFilters = Omit<NonNullable<paths['/api/v1/admin/coupons']['get']['parameters']['query']>, 'limit'>;
export type AdminCoupon = ResponseData<'/api/v1/admin/coupons/{id}', 'get'>;
export type CouponInput = RequestBody<'/api/v1/admin/coupons', 'post'>;

export const COUPON_PAGE_SIZE = 25;

export const couponsQueryOptions = (api: ApiClient, filters: CouponFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'coupons', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/coupons', {
          params: { query: { ...filters, limit: COUPON_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const couponQueryKey = (id: number) => ['user', 'admin', 'coupon', id] as const;

export const couponQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: couponQueryKey(id),
    queryFn: () => unwrap(api.GET('/api/v1/admin/coupons/{id}', { params: { path: { id } }, middleware: [quiet] })),
  });

export const redemptionsQueryOptions = (api: ApiClient, id: number, page: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'coupon-redemptions', id, page],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/coupons/{id}/redemptions', {
          params: { path: { id }, query: { page } },
          middleware: [quiet],
        }),
      ),
  });

export const createCoupon = (api: ApiClient, body: CouponInput) =>
  unwrap(api.POST('/api/v1/admin/coupons', { body, middleware: [quiet] }));

export const updateCoupon = (api: ApiClient, id: number, body: CouponInput) =>
  unwrap(api.PUT('/api/v1/admin/coupons/{id}', { params: { path: { id } }, body, middleware: [quiet] }));

export const generateCouponCodes = (api: ApiClient, id: number, body: { count: number; prefix: string }) =>
  unwrap(api.POST('/api/v1/admin/coupons/{id}/codes', { params: { path: { id } }, body, middleware: [quiet] }));

export const exportCouponCodes = (api: ApiClient, id: number) =>
  unwrap(api.GET('/api/v1/admin/coupons/{id}/codes', { params: { path: { id } }, middleware: [quiet] }));

/** Saves an answered CSV as a file. */
export function saveCsv(file: { fileName: string; csv: string }) {
  const url = URL.createObjectURL(new Blob([file.csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
