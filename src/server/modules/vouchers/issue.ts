import { randomBytes } from 'node:crypto';
import { VOUCHER_VALID_DAYS } from '@shared/vouchers.js';
import { voucherCodeFrom } from '@shared/voucher-code.js';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems, type OrderRow } from '../../platform/db/schema/orders.js';
import { voucherMovements, vouchers } from '../../platform/db/schema/vouchers.js';
import { randomToken } from '../../platform/secret-tokens.js';

const DAY_MS = 86_400_000;

/** The shop's eProducts are its gift vouchers (docs/decisions/0214-gift-vouchers-are-multi-purpose.md). */
export const isVoucherFormat = (format: string) => format === 'eProduct';

export const newVoucherCode = () => voucherCodeFrom(randomBytes(15));

/**
 * Makes the vouchers an order bought, inside the transaction that records its payment (money taken: a card capture, a
 * transfer matched, cash on delivery; docs/decisions/0215-vouchers-pay-at-checkout.md): one voucher per unit of each
 * voucher line, worth what that unit cost. Unique per line and unit, so a second call makes nothing. Their e-mail is
 * queued right after the commit by `mailNewVouchers` (and by the sweep, should that be missed).
 */
export async function issueOrderVouchers(tx: Db, order: OrderRow, now = new Date()): Promise<number> {
  const lines = await tx
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.format, 'eProduct')));
  let made = 0;
  for (const line of lines) {
    const units = line.qty - line.cancelledQty;
    for (let unit = 1; unit <= units; unit++) {
      // Cumulative split, so the units of a discounted line add up to what the line cost.
      const value = Math.floor((line.total * unit) / line.qty) - Math.floor((line.total * (unit - 1)) / line.qty);
      if (value <= 0) continue;
      const [row] = await tx
        .insert(vouchers)
        .values({
          code: newVoucherCode(),
          pdfToken: randomToken(),
          domainId: order.domainId,
          orderId: order.id,
          orderItemId: line.id,
          unit,
          email: order.email.trim().toLowerCase(),
          valueCents: value,
          balanceCents: value,
          expiresAt: new Date(now.getTime() + VOUCHER_VALID_DAYS * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: [vouchers.orderItemId, vouchers.unit] })
        .returning({ id: vouchers.id });
      if (!row) continue;
      made++;
      await tx.insert(voucherMovements).values({
        voucherId: row.id,
        kind: 'issued',
        amountCents: value,
        balanceAfterCents: value,
        orderId: order.id,
        actor: 'system',
        createdAt: now,
      });
    }
  }
  return made;
}
