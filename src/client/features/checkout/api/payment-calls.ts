import type { CardPaymentForm } from '@machines/payment-handoff/payment-handoff.machine.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

/** A new card payment attempt for the order: the signed form for the gateway's hosted page. */
export async function startCardPayment(api: ApiClient, orderSlug: string): Promise<CardPaymentForm> {
  const form = await unwrap(api.POST('/api/v2/payment/card/start', { body: { orderSlug }, middleware: [quiet] }));
  return { action: form.action, method: 'POST', fields: form.fields };
}
