import { TAX_PERCENT } from '@shared/pricing.js';
import type { Db } from '../../platform/db/client.js';
import { isVoucherFormat, planCartVoucher, type VoucherPlan } from '../vouchers/index.js';
import type { DraftLine, OrderDraft } from './draft.js';

/** PDV a gross amount at the standard rate holds. */
const vatIn = (gross: number) => Math.round((gross * TAX_PERCENT) / (100 + TAX_PERCENT));

export interface VoucherDue {
  /** What the cart's voucher pays of this order (0 without one). */
  cents: number;
  plan: VoucherPlan | null;
  /** Nothing is left to pay: the order starts paid. */
  paidInFull: boolean;
  /** The order's lines, the vouchers bought in it carrying no PDV. */
  lines: DraftLine[];
  /** The PDV the pricing counted in the vouchers bought, taken out of the order's tax total. */
  voucherLinesTax: number;
}

/**
 * How gift vouchers touch an order being placed (docs/decisions/0214-gift-vouchers-are-multi-purpose.md,
 * 0215-vouchers-pay-at-checkout.md). A voucher bought is a multi-purpose voucher: no PDV on its sale (its line says
 * 0 %); the PDV falls on the goods it pays for later. A voucher entered at checkout pays toward what is left after the
 * vouchers bought in the same order, at most its balance, with its row locked until the order commits.
 */
export async function voucherDue(tx: Db, cartId: number | null, draft: OrderDraft, now: Date): Promise<VoucherDue> {
  const bought = draft.lines.filter((l) => isVoucherFormat(l.format));
  const boughtCents = bought.reduce((sum, l) => sum + l.total, 0);
  const lines = draft.lines.map((l) => (isVoucherFormat(l.format) ? { ...l, vatRate: 0 } : l));
  const voucherLinesTax = bought.reduce((sum, l) => sum + vatIn(l.total), 0);
  // No cart id: the locked cart has no voucher entered, nothing to read (docs/decisions/0237-order-creation-in-fewer-round-trips.md).
  const plan = cartId === null ? null : await planCartVoucher(tx, cartId, draft.totals.orderTotal - boughtCents, now);
  const cents = plan?.amountCents ?? 0;
  return { cents, plan, paidInFull: plan !== null && cents >= draft.totals.orderTotal, lines, voucherLinesTax };
}
