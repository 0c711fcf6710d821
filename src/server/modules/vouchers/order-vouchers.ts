import { formatVoucherCode } from '@shared/voucher-code.js';
import { voucherState } from '@shared/vouchers.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orderItems } from '../../platform/db/schema/orders.js';
import { voucherMovements, vouchers } from '../../platform/db/schema/vouchers.js';
import { shopUrl } from '../../platform/shop-url.js';
import type { AppConfig } from '../../platform/config.js';
import { voucherPdfPath } from './mail.js';

/** Does the order buy gift vouchers? (Its card amount is then taken at once: docs/decisions/0215-vouchers-pay-at-checkout.md.) */
export async function orderHasVouchers(db: Db, orderId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.format, 'eProduct')))
    .limit(1);
  return row !== undefined;
}

/** The vouchers an order bought, for its page: code, amount, what is left, until when, and the PDF. */
export async function vouchersOfOrder(
  db: Db,
  config: Pick<AppConfig, 'PUBLIC_URL' | 'PORT'>,
  orderId: number,
  now: Date,
) {
  const rows = await db.select().from(vouchers).where(eq(vouchers.orderId, orderId)).orderBy(asc(vouchers.id));
  return rows.map((v) => ({
    code: formatVoucherCode(v.code),
    valueCents: v.valueCents,
    balanceCents: v.balanceCents,
    expiresAt: v.expiresAt.toISOString(),
    state: voucherState(v, now),
    pdfUrl: shopUrl(config, voucherPdfPath(v.pdfToken)),
  }));
}

/**
 * The order that bought vouchers is cancelled after its payment: the money goes back, so its vouchers can no longer
 * be spent. They are blocked (their movements keep what was spent already), never deleted.
 */
export async function blockOrderVouchers(tx: Db, orderId: number, actor: string): Promise<number> {
  const blocked = await tx
    .update(vouchers)
    .set({ status: 'blocked', updatedAt: new Date() })
    .where(and(eq(vouchers.orderId, orderId), eq(vouchers.status, 'active')))
    .returning({ id: vouchers.id, balance: vouchers.balanceCents });
  if (blocked.length > 0)
    await tx.insert(voucherMovements).values(
      blocked.map((b) => ({
        voucherId: b.id,
        kind: 'blocked',
        amountCents: 0,
        balanceAfterCents: b.balance,
        orderId,
        actor,
        note: 'Narudžba kojom je bon kupljen je otkazana.',
      })),
    );
  return blocked.length;
}

/**
 * The desk's view of an order's vouchers (docs/decisions/0217-vouchers-back-office.md): those it bought and those
 * that paid for it, each with its id for a link to its page; what a voucher paid is what it spent on the order less
 * what came back to it.
 */
export async function deskVouchersOfOrder(db: Db, orderId: number, now: Date) {
  const [bought, moves] = await Promise.all([
    db.select().from(vouchers).where(eq(vouchers.orderId, orderId)).orderBy(asc(vouchers.id)),
    db
      .select({
        id: vouchers.id,
        code: vouchers.code,
        net: sql<number>`sum(${voucherMovements.amountCents})::int`,
      })
      .from(voucherMovements)
      .innerJoin(vouchers, eq(vouchers.id, voucherMovements.voucherId))
      .where(and(eq(voucherMovements.orderId, orderId), inArray(voucherMovements.kind, ['spent', 'returned'])))
      .groupBy(vouchers.id, vouchers.code)
      .orderBy(asc(vouchers.id)),
  ]);
  return {
    bought: bought.map((v) => ({
      id: v.id,
      code: formatVoucherCode(v.code),
      valueCents: v.valueCents,
      balanceCents: v.balanceCents,
      state: voucherState(v, now),
    })),
    paidBy: moves.map((m) => ({ id: m.id, code: formatVoucherCode(m.code), paidCents: -Number(m.net) })),
  };
}
