/**
 * Gift voucher rules both sides use (docs/decisions/0214-gift-vouchers-are-multi-purpose.md,
 * 0215-vouchers-pay-at-checkout.md): what state a voucher is in, and how much of an order it may pay.
 */
export type VoucherState = 'active' | 'spent' | 'blocked' | 'expired';

export const VOUCHER_STATE_TEXT: Record<VoucherState, string> = {
  active: 'Aktivan',
  spent: 'Potrošen',
  blocked: 'Blokiran',
  expired: 'Istekao',
};

/** A voucher is valid for a year from its payment; staff may extend it. */
export const VOUCHER_VALID_DAYS = 365;

export interface VoucherFacts {
  status: string;
  balanceCents: number;
  expiresAt: Date;
}

/** Blocked before expired before spent: the reason that matters most to the holder is the one named. */
export function voucherState(v: VoucherFacts, now: Date): VoucherState {
  if (v.status === 'blocked') return 'blocked';
  if (v.expiresAt.getTime() <= now.getTime()) return 'expired';
  if (v.balanceCents <= 0) return 'spent';
  return 'active';
}

/**
 * What a voucher may pay of an order: the total less the vouchers bought in it (a voucher never pays for another
 * voucher), at most the balance.
 */
export function voucherShare(orderTotalCents: number, voucherLinesCents: number, balanceCents: number): number {
  return Math.max(0, Math.min(balanceCents, orderTotalCents - voucherLinesCents));
}
