import { queryOptions } from '@tanstack/react-query';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import { errorFromBody } from '../../../lib/api-error.js';
import { saveFile } from './download.js';

/** The eRačun of a company's transfer (docs/decisions/0228-company-einvoices.md), or null. */
export const einvoiceQueryKey = (orderId: number) => ['user', 'admin', 'order', orderId, 'einvoice'] as const;

export const einvoiceQueryOptions = (api: ApiClient, orderId: number) =>
  queryOptions({
    queryKey: einvoiceQueryKey(orderId),
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/orders/{id}/einvoice', { params: { path: { id: orderId } }, middleware: [quiet] })),
  });

/** The UBL document as sent, saved by the browser; quiet, since the panel's machine shows a failure. */
export async function downloadEInvoiceXml(api: ApiClient, orderId: number) {
  const { data, error, response } = await api.GET('/api/v1/admin/orders/{id}/einvoice/xml', {
    params: { path: { id: orderId } },
    parseAs: 'blob',
    middleware: [quiet],
  });
  if (error !== undefined || !data) throw errorFromBody(error, response);
  saveFile(data, response, 'eracun.xml');
}

export const resendEInvoice = (api: ApiClient, orderId: number) =>
  unwrap(
    api.POST('/api/v1/admin/orders/{id}/einvoice/resend', { params: { path: { id: orderId } }, middleware: [quiet] }),
  );
