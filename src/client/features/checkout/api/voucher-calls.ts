/**
 * The checkout's gift voucher calls (docs/decisions/0215-vouchers-pay-at-checkout.md). Quiet: the voucher machine keeps
 * a refusal and the field words it by its code.
 */
import type { AppliedVoucher } from '@machines/checkout-voucher/checkout-voucher.machine.js';
import type { CartSessionPair } from '@machines/cart-session/cart-session.machine.js';
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';

const m = { middleware: [quiet] };
const pairOf = (s: CartSessionPair) => ({ cartId: s.cartId, protectCode: s.protectCode });

export async function loadVoucher(api: ApiClient, session: CartSessionPair): Promise<AppliedVoucher | null> {
  return unwrap(api.POST('/api/v1/checkout/voucher/get', { body: pairOf(session), ...m }));
}

export async function applyVoucher(api: ApiClient, session: CartSessionPair, code: string): Promise<AppliedVoucher> {
  const applied = await unwrap(api.PUT('/api/v1/checkout/voucher', { body: { ...pairOf(session), code }, ...m }));
  if (!applied) throw Object.assign(new Error('VOUCHER_NOT_FOUND'), { code: 'VOUCHER_NOT_FOUND', statusCode: 404 });
  return applied;
}

export async function removeVoucher(api: ApiClient, session: CartSessionPair): Promise<void> {
  await unwrap(api.POST('/api/v1/checkout/voucher/remove', { body: pairOf(session), ...m }));
}
