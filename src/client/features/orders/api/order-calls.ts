import type { components } from '@api/openapi';
import type { OrderLookUpValues, WithdrawalValues } from '@shared/validation/orders.js';
import { type ApiClient, quiet, unwrap } from '../../../lib/api-client.js';

/** The order of the contract, as every order view shows it. */
export type OrderView = components['schemas']['Order'];
export type OrderPage = components['schemas']['OrderPage'];
export type Withdrawal = components['schemas']['Withdrawal'];

/** 'Povijest narudžbi' shows 4 orders per page (docs/spec/shop.md section 9). */
export const ORDER_HISTORY_PAGE_SIZE = 4;

const m = { middleware: [quiet] };

export function orderHistoryPage(api: ApiClient, page: number): Promise<OrderPage> {
  return unwrap(
    api.GET('/api/v2/order/history', { params: { query: { page, limit: ORDER_HISTORY_PAGE_SIZE } }, ...m }),
  );
}

export function customerOrder(api: ApiClient, number: string): Promise<OrderView> {
  return unwrap(api.GET('/api/v2/order/history/{number}', { params: { path: { number } }, ...m }));
}

export function lookUpOrder(api: ApiClient, values: OrderLookUpValues): Promise<OrderView> {
  return unwrap(
    api.POST('/api/v2/order/lookup', { body: { number: values.number.trim(), email: values.email.trim() }, ...m }),
  );
}

export function withdrawFromOrder(
  api: ApiClient,
  number: string,
  values: WithdrawalValues,
  lines: Array<{ itemId: number; qty: number }> = [],
): Promise<Withdrawal> {
  const iban = values.iban?.trim();
  return unwrap(
    api.POST('/api/v2/order/withdraw', {
      body: {
        number,
        email: values.email.trim(),
        name: values.name.trim(),
        ...(lines.length > 0 ? { lines } : {}),
        ...(iban ? { iban } : {}),
      },
      ...m,
    }),
  );
}

/** The e-mailed withdrawal link (docs/decisions/0137-withdrawal-proves-the-mailbox.md): the token is the proof. */
export function confirmWithdrawal(api: ApiClient, token: string): Promise<Withdrawal> {
  return unwrap(api.POST('/api/v2/order/withdraw/confirm', { body: { token }, ...m }));
}
