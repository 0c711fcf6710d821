import { queryOptions } from '@tanstack/react-query';
import type { CustomerStep } from '@machines/customer-desk/customer-desk.machine.js';
import { errorFromBody } from '../../../lib/api-error.js';
import { type ApiClient, type paths, quiet, unwrap } from '../../../lib/api-client.js';
import type { ResponseData } from '../../../lib/api-types.js';
import { saveFile } from './download.js';

/**
 * The customers and members back office's calls (docs/decisions/0218-blocked-customers.md, 0219, 0220); quiet: the
 * screens show their own failures.
 */
export type CustomerFilters = Omit<
  NonNullable<paths['/api/v1/admin/customers']['get']['parameters']['query']>,
  'limit'
>;
export type MemberCardFilters = Omit<
  NonNullable<paths['/api/v1/admin/member-cards']['get']['parameters']['query']>,
  'limit'
>;
export type AdminCustomer = ResponseData<'/api/v1/admin/customers/{id}', 'get'>;

export const CUSTOMER_PAGE_SIZE = 25;

export const customersQueryOptions = (api: ApiClient, filters: CustomerFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'customers', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/customers', {
          params: { query: { ...filters, limit: CUSTOMER_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

export const customerQueryKey = (id: number) => ['user', 'admin', 'customer', id] as const;

export const customerQueryOptions = (api: ApiClient, id: number) =>
  queryOptions({
    queryKey: customerQueryKey(id),
    queryFn: () => unwrap(api.GET('/api/v1/admin/customers/{id}', { params: { path: { id } }, middleware: [quiet] })),
  });

export const memberCardsQueryOptions = (api: ApiClient, filters: MemberCardFilters) =>
  queryOptions({
    queryKey: ['user', 'admin', 'member-cards', filters],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/member-cards', {
          params: { query: { ...filters, limit: CUSTOMER_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

/** One desk step of the customer's page, as the customer desk machine asks for it. */
export function sendCustomerStep(api: ApiClient, id: number, step: CustomerStep): Promise<object> {
  const path = { id };
  switch (step.kind) {
    case 'block':
      return unwrap(
        api.POST('/api/v1/admin/customers/{id}/block', {
          params: { path },
          body: { blocked: true, reason: step.reason },
          middleware: [quiet],
        }),
      );
    case 'unblock':
      return unwrap(
        api.POST('/api/v1/admin/customers/{id}/block', {
          params: { path },
          body: { blocked: false },
          middleware: [quiet],
        }),
      );
    case 'allowReviews':
      return unwrap(
        api.POST('/api/v1/admin/customers/{id}/reviews-unblock', {
          params: { path },
          body: step.reason.trim() ? { reason: step.reason } : {},
          middleware: [quiet],
        }),
      );
    case 'request':
      return unwrap(
        api.POST('/api/v1/admin/customers/{id}/data-requests', {
          params: { path },
          body: { kind: step.request, note: step.note },
          middleware: [quiet],
        }),
      );
    case 'complete':
      return unwrap(
        api.POST('/api/v1/admin/customers/{id}/data-requests/{requestId}/complete', {
          params: { path: { id, requestId: step.requestId } },
          body: step.request === 'erasure' ? { confirmEmail: step.confirmEmail } : {},
          middleware: [quiet],
        }),
      );
    case 'cancelCard':
      return unwrap(
        api.POST('/api/v1/admin/member-cards/{barcode}/cancel', {
          params: { path: { barcode: step.barcode } },
          body: {},
          middleware: [quiet],
        }),
      );
  }
}

/** Saves a done export as a JSON file. */
export async function downloadExportJson(api: ApiClient, id: number, requestId: number) {
  const file = await unwrap(
    api.GET('/api/v1/admin/customers/{id}/data-requests/{requestId}/export', {
      params: { path: { id, requestId } },
      middleware: [quiet],
    }),
  );
  const url = URL.createObjectURL(new Blob([file.json], { type: 'application/json;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves a done export as the readable PDF. */
export async function downloadExportPdf(api: ApiClient, id: number, requestId: number) {
  const { data, error, response } = await api.GET('/api/v1/admin/customers/{id}/data-requests/{requestId}/export.pdf', {
    params: { path: { id, requestId } },
    parseAs: 'blob',
    middleware: [quiet],
  });
  if (error !== undefined || !data) throw errorFromBody(error, response);
  saveFile(data as Blob, response, `podaci-kupca-${id}.pdf`);
}

export const importMemberCards = (api: ApiClient, csv: string, dryRun: boolean) =>
  unwrap(api.POST('/api/v1/admin/member-cards/import', { body: { csv, dryRun }, middleware: [quiet] }));

export const reissueMemberCard = (api: ApiClient, barcode: string, body: { barcode: string; pin: string }) =>
  unwrap(
    api.POST('/api/v1/admin/member-cards/{barcode}/reissue', {
      params: { path: { barcode } },
      body,
      middleware: [quiet],
    }),
  );
