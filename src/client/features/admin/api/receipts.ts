import { queryOptions } from '@tanstack/react-query';
import type { ReceiptFilters } from '@machines/receipt-export/receipt-export.machine.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';
import { errorFromBody } from '../../../lib/api-error.js';
import { saveFile } from './download.js';

/** The register of issued receipts and its CSV (docs/decisions/0161-receipt-register.md). */
export type { ReceiptFilters };

export const RECEIPT_PAGE_SIZE = 20;

export const receiptRegisterQueryOptions = (api: ApiClient, filters: ReceiptFilters, page: number) =>
  queryOptions({
    queryKey: ['user', 'admin', 'receipt-register', filters, page],
    queryFn: () =>
      unwrap(
        api.GET('/api/v1/admin/fiscal/register', {
          params: { query: { ...filters, page, limit: RECEIPT_PAGE_SIZE } },
          middleware: [quiet],
        }),
      ),
  });

/** The receipts the filters find as a CSV file, saved by the browser; quiet, since the export machine shows a failure. */
export async function exportReceiptsCsv(api: ApiClient, filters: ReceiptFilters) {
  const { data, error, response } = await api.GET('/api/v1/admin/fiscal/register/csv', {
    params: { query: filters },
    parseAs: 'blob',
    middleware: [quiet],
  });
  if (error !== undefined || !data) throw errorFromBody(error, response);
  saveFile(data, response, 'racuni.csv');
}
