import type { components } from '@api/openapi';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

export type ReceiptView = components['schemas']['Receipt'];

export function receiptOf(api: ApiClient, token: string): Promise<ReceiptView> {
  return unwrap(api.GET('/api/v1/receipts/{token}', { params: { path: { token } }, middleware: [quiet] }));
}
