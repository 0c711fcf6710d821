import { voucherState } from '@shared/vouchers.js';
import { and, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { cartVouchers, voucherMovements, vouchers } from '../../platform/db/schema/vouchers.js';
import { AppError } from '../../platform/errors/index.js';

export interface VoucherPlan {
  voucherId: number;
  code: string;
  amountCents: number;
}

/** The refusal for a voucher that cannot pay now, in the words the shopper reads (Croatian, by code). */
export function unusable(v: { status: string; balanceCents: number; expiresAt: Date }, now: Date): AppError | null {
  switch (voucherState(v, now)) {
    case 'blocked':
      return new AppError('VOUCHER_BLOCKED');
    case 'expired':
      return new AppError('VOUCHER_EXPIRED');
    case 'spent':
      return new AppError('VOUCHER_SPENT');
    default:
      return null;
  }
}

/**
 * What the cart's voucher pays of an order about to be placed (docs/decisions/0215-vouchers-pay-at-checkout.md), with
 * the voucher's row locked until the order's transaction ends: the balance the shopper was shown, at most `capCents`
 * (the order less the vouchers it buys). A balance now lower than that promise refuses the order rather than charge
 * the card more than the shopper agreed to.
 */
export async function planCartVoucher(
  tx: Db,
  cartId: number,
  capCents: number,
  now: Date,
): Promise<VoucherPlan | null> {
  const [row] = await tx
    .select({ seen: cartVouchers.seenCents, voucher: vouchers })
    .from(cartVouchers)
    .innerJoin(vouchers, eq(vouchers.id, cartVouchers.voucherId))
    .where(eq(cartVouchers.cartId, cartId))
    .for('update');
  if (!row) return null;
  const v = row.voucher;
  if (capCents <= 0) throw new AppError('VOUCHER_NOT_FOR_VOUCHERS');
  const refusal = unusable(v, now);
  if (refusal) throw refusal;
  const promised = Math.min(row.seen, capCents);
  if (v.balanceCents < promised)
    throw new AppError('VOUCHER_BALANCE_CHANGED', { payload: { balanceCents: v.balanceCents } });
  return { voucherId: v.id, code: v.code, amountCents: promised };
}

/**
 * Takes the planned amount off the voucher: one conditional UPDATE (still active, not expired, balance covering it),
 * so of two orders spending one voucher at once the second finds the balance gone and is refused, and the balance
 * never goes below zero (the table's check says so too).
 */
export async function spendVoucher(tx: Db, plan: VoucherPlan, orderId: number, now: Date): Promise<void> {
  const [spent] = await tx
    .update(vouchers)
    .set({ balanceCents: sql`${vouchers.balanceCents} - ${plan.amountCents}`, updatedAt: now })
    .where(
      and(
        eq(vouchers.id, plan.voucherId),
        eq(vouchers.status, 'active'),
        gt(vouchers.expiresAt, now),
        gte(vouchers.balanceCents, plan.amountCents),
      ),
    )
    .returning({ balance: vouchers.balanceCents });
  if (!spent) throw new AppError('VOUCHER_BALANCE_CHANGED');
  await tx.insert(voucherMovements).values({
    voucherId: plan.voucherId,
    kind: 'spent',
    amountCents: -plan.amountCents,
    balanceAfterCents: spent.balance,
    orderId,
    actor: 'customer',
    createdAt: now,
  });
}

/**
 * An order paid partly by vouchers is cancelled or expires: what it took goes back to each voucher (what it spent
 * less what was already returned), so calling twice returns nothing more.
 */
export async function returnOrderVouchers(tx: Db, orderId: number, actor: string, now = new Date()): Promise<number> {
  const nets = await tx
    .select({ voucherId: voucherMovements.voucherId, net: sql<number>`sum(${voucherMovements.amountCents})::int` })
    .from(voucherMovements)
    .where(and(eq(voucherMovements.orderId, orderId), inArray(voucherMovements.kind, ['spent', 'returned'])))
    .groupBy(voucherMovements.voucherId);
  let back = 0;
  for (const { voucherId, net } of nets) {
    const amount = -Number(net);
    if (amount <= 0) continue;
    const [row] = await tx
      .update(vouchers)
      .set({ balanceCents: sql`${vouchers.balanceCents} + ${amount}`, updatedAt: now })
      .where(eq(vouchers.id, voucherId))
      .returning({ balance: vouchers.balanceCents });
    await tx.insert(voucherMovements).values({
      voucherId,
      kind: 'returned',
      amountCents: amount,
      balanceAfterCents: row!.balance,
      orderId,
      actor,
      createdAt: now,
    });
    back += amount;
  }
  return back;
}
