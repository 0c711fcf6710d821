import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';
import type { RequestBody, ResponseData } from '../../../lib/api-types.js';

/** The catalogue back office's calls (docs/decisions/0175-store-wide-audit-log.md to 0179); every one is quiet:
 * the screens' machines show their own failures. */
export type ProductFilters = Omit<NonNullable<paths['/api/v1/admin/products']['get']['parameters']['query']>, 'limit'>;
export type AdminProduct = ResponseData<'/api/v1/admin/products/{id}', 'get'>;
export type ProductInput = RequestBody<'/api/v1/admin/products', 'post'>;
export type ProductOptions = ResponseData<'/api/v1/admin/products/options', 'get'>;
export type AuditFilters = Omit<NonNullable<paths['/api/v1/admin/audit']['get']['parameters']['query']>, 'limit'>;
export type StockQuery = NonNullable<paths['/api/v1/admin/stock']['get']['parameters']['query']>;
export type StockRow = ResponseData<'/api/v1/admin/stock', 'get'>['records'][number];
export type PricePlan = RequestBody<'/api/v1/admin/products/{id}/prices', 'post'>;
export type StatusRequest = RequestBody<'/api/v1/admin/products/{id}/status', 'post'>;
export type StockAdjust = RequestBody<'/api/v1/admin/stock/adjust', 'post'>;
export type StockTake = RequestBody<'/api/v1/admin/stock/take', 'post'>;

export const PRODUCT_PAGE_SIZE = 25;

export const productsQueryOptions = (api: ApiClient, filters: ProductFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'products', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/products', {
          params: { query: { ...filters, limit: PRODUCT_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const productOptionsQueryOptions = (api: ApiClient) =>
  queryOptions({
    queryKey: ['user', 'admin', 'product-options'],
    queryFn: () => unwrap(api.GET('/api/v1/admin/products/options', { middleware: [quiet] })),
    staleTime: 60_000,
  });

export const productQueryKey = (id: number) => ['user', 'admin', 'product', id] as const;

export const productQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: productQueryKey(id),
    queryFn: () => unwrap(api.GET('/api/v1/admin/products/{id}', { params: { path: { id } }, middleware: [quiet] })),
  });

export const createProduct = (api: ApiClient, body: ProductInput) =>
  unwrap(api.POST('/api/v1/admin/products', { body, middleware: [quiet] }));

export const updateProduct = (api: ApiClient, id: number, body: ProductInput) =>
  unwrap(api.PUT('/api/v1/admin/products/{id}', { params: { path: { id } }, body, middleware: [quiet] }));

export const setProductStatus = (api: ApiClient, id: number, body: StatusRequest) =>
  unwrap(api.POST('/api/v1/admin/products/{id}/status', { params: { path: { id } }, body, middleware: [quiet] }));

export const planPrice = (api: ApiClient, id: number, body: PricePlan) =>
  unwrap(api.POST('/api/v1/admin/products/{id}/prices', { params: { path: { id } }, body, middleware: [quiet] }));

export const auditQueryOptions = (api: ApiClient, filters: AuditFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'audit', filters],
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/audit', { params: { query: { ...filters, limit: 30 } }, middleware: [quiet] })),
  });

export const stockQueryOptions = (api: ApiClient, query: StockQuery) =>
  queryOptions({
    queryKey: ['user', 'admin', 'stock', query],
    queryFn: () => unwrap(api.GET('/api/v1/admin/stock', { params: { query }, middleware: [quiet] })),
  });

export const adjustStock = (api: ApiClient, body: StockAdjust) =>
  unwrap(api.POST('/api/v1/admin/stock/adjust', { body, middleware: [quiet] }));

export const applyStockTake = (api: ApiClient, body: StockTake) =>
  unwrap(api.POST('/api/v1/admin/stock/take', { body, middleware: [quiet] }));

export type BulkRequest = RequestBody<'/api/v1/admin/products/bulk', 'post'>;

export const previewBulk = (api: ApiClient, body: BulkRequest) =>
  unwrap(api.POST('/api/v1/admin/products/bulk/preview', { body, middleware: [quiet] }));

export const applyBulk = (api: ApiClient, body: BulkRequest) =>
  unwrap(api.POST('/api/v1/admin/products/bulk', { body, middleware: [quiet] }));

export const undoBulk = (api: ApiClient, id: number) =>
  unwrap(api.POST('/api/v1/admin/products/bulk/{id}/undo', { params: { path: { id } }, middleware: [quiet] }));

export type ImageUpload = RequestBody<'/api/v1/admin/products/{id}/images', 'post'>;
export type ImagesSave = RequestBody<'/api/v1/admin/products/{id}/images', 'put'>;

export const addProductImage = (api: ApiClient, id: number, body: ImageUpload) =>
  unwrap(api.POST('/api/v1/admin/products/{id}/images', { params: { path: { id } }, body, middleware: [quiet] }));

export const saveProductImages = (api: ApiClient, id: number, body: ImagesSave) =>
  unwrap(api.PUT('/api/v1/admin/products/{id}/images', { params: { path: { id } }, body, middleware: [quiet] }));

export const exportProducts = (api: ApiClient, filters: ProductFilters) => {
  const { page: _page, sort: _sort, ...query } = filters;
  return unwrap(api.GET('/api/v1/admin/products/export', { params: { query }, middleware: [quiet] }));
};

export const importProducts = (api: ApiClient, csv: string, dryRun: boolean) =>
  unwrap(api.POST('/api/v1/admin/products/import', { body: { csv, dryRun }, middleware: [quiet] }));

export const jumpTargets = (api: ApiClient, q: string) =>
  unwrap(api.GET('/api/v1/admin/jump', { params: { query: { q } }, middleware: [quiet] }));
