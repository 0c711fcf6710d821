import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema/orders.js';
import { voucherMovements, vouchers, type VoucherRow } from '../../platform/db/schema/vouchers.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { shopUrl } from '../../platform/shop-url.js';
import { deliverEmail, type EmailContent, queueEmail } from '../email/index.js';
import { type MailedVoucher, voucherEmail } from './email.js';

export const voucherPdfPath = (token: string) => `/api/v1/vouchers/${token}/pdf`;

const mailed = (app: FastifyInstance, v: VoucherRow): MailedVoucher => ({
  code: v.code,
  valueCents: v.valueCents,
  balanceCents: v.balanceCents,
  expiresAt: v.expiresAt,
  pdfUrl: shopUrl(app.config, voucherPdfPath(v.pdfToken)),
});

interface Queued {
  outboxId: number;
  to: string;
  content: EmailContent;
}

/**
 * Sends the vouchers issued and not yet mailed (docs/decisions/0215-vouchers-pay-at-checkout.md): one e-mail per order
 * to the buyer. Each batch is claimed with FOR UPDATE SKIP LOCKED and marked mailed in the transaction that queues
 * its e-mail, so two processes never send one twice. Called right after a payment commits, and by the sweep.
 */
export async function mailNewVouchers(app: FastifyInstance): Promise<number> {
  const queued = await app.db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(vouchers)
      .where(isNull(vouchers.mailedAt))
      .orderBy(asc(vouchers.id))
      .limit(100)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    const byOrder = new Map<number, VoucherRow[]>();
    for (const v of due) byOrder.set(v.orderId, [...(byOrder.get(v.orderId) ?? []), v]);
    const numbers = await tx
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(inArray(orders.id, [...byOrder.keys()]));
    const out: Queued[] = [];
    for (const [orderId, list] of byOrder) {
      const number = numbers.find((n) => n.id === orderId)?.number ?? '';
      const content = voucherEmail(
        app.config.SHOP_NAME,
        number,
        list.map((v) => mailed(app, v)),
      );
      const to = list[0]!.email;
      out.push({ outboxId: await queueEmail(tx, Boolean(app.config.SMTP_URL), to, content), to, content });
    }
    await tx
      .update(vouchers)
      .set({ mailedAt: new Date() })
      .where(
        inArray(
          vouchers.id,
          due.map((v) => v.id),
        ),
      );
    return out;
  });
  for (const q of queued) void deliverEmail(app, q.outboxId, q.to, q.content);
  return queued.length;
}

/** The same, never failing the caller: the payment is recorded whatever the mail does; the sweep tries again. */
export function mailNewVouchersSoon(app: FastifyInstance): void {
  void mailNewVouchers(app).catch((err: unknown) => app.log.error({ err }, 'voucher e-mail not queued'));
}

/** One voucher's e-mail again, to the buyer's address (the back office's 'Pošalji ponovno'), in the caller's transaction. */
export async function queueVoucherAgain(app: FastifyInstance, tx: Db, v: VoucherRow, actor: string) {
  const [order] = await tx.select({ number: orders.number }).from(orders).where(eq(orders.id, v.orderId));
  const content = voucherEmail(app.config.SHOP_NAME, order?.number ?? '', [mailed(app, v)], true);
  const outboxId = await queueEmail(tx, Boolean(app.config.SMTP_URL), v.email, content);
  await tx.insert(voucherMovements).values({
    voucherId: v.id,
    kind: 'resent',
    amountCents: 0,
    balanceAfterCents: v.balanceCents,
    actor,
  });
  return { outboxId, to: v.email, content };
}

/** The voucher e-mails a missed kick left behind go out on the shared sweep schedule. */
export function voucherMailSweep(app: FastifyInstance) {
  periodicSweep(app, 'voucher mail sweep', () => mailNewVouchers(app));
}
