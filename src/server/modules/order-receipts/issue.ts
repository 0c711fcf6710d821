import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orderRefunds, paymentActions } from '../../platform/db/schema/order-desk.js';
import { paymentAttempts } from '../../platform/db/schema/payments.js';
import { orderEvents, orderItems, type OrderRow, orders } from '../../platform/db/schema/orders.js';
import { shopUrl } from '../../platform/shop-url.js';
import { deliverEmail, type EmailContent, queueEmail } from '../email/index.js';
import {
  type FiscalReceiptRow,
  receiptById,
  receiptDocument,
  receiptsByReference,
  type ReceiptLineInput,
  type Seller,
} from '../fiscal/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { receiptEmail } from './email.js';
import { goodsBackCents, orderReceiptLines, proRataLines, saleReceiptInput } from './lines.js';

/** A receipt issued inside a payment's transaction: what to do once that transaction committed. */
export interface IssuedReceipt {
  receiptId: number;
  mail: { outboxId: number; to: string; content: EmailContent };
}

export const receiptPagePath = (token: string) => `/racun/${token}`;
export const receiptPdfPath = (token: string) => `/api/v1/receipts/${token}/pdf`;
export const receiptQrPath = (token: string) => `/api/v1/receipts/${token}/qr.png`;

/** The seller as receipts print it: the fiscal settings' name and address where set, else the shop's seller. */
export async function receiptSeller(app: FastifyInstance, db: Db): Promise<Omit<Seller, 'oib'>> {
  const s = (await getCommerceSettings(db)).seller;
  return {
    name: app.config.FISCAL_SELLER_NAME ?? s.legalName,
    address: app.config.FISCAL_SELLER_ADDRESS || `${s.street} ${s.houseNumber}, ${s.zipCode} ${s.city}`,
  };
}

/** The document of a stored receipt, with the number of the receipt it corrects. */
export async function documentOf(app: FastifyInstance, db: Db, row: FiscalReceiptRow) {
  const corrected = row.correctsReceiptId === null ? undefined : await receiptById(db, row.correctsReceiptId);
  return receiptDocument(row, await receiptSeller(app, db), corrected, await companyOf(db, row));
}

/** The company the receipt's OIB belongs to, named as the order names it (its number is the receipt's reference). */
async function companyOf(db: Db, row: FiscalReceiptRow): Promise<string | null> {
  if (!row.buyerOib) return null;
  const [order] = await db
    .select({ name: orders.companyName, oib: orders.companyOib })
    .from(orders)
    .where(eq(orders.number, row.reference));
  return order?.oib === row.buyerOib ? (order.name?.trim() ?? null) || null : null;
}

/** The order's sale receipt (the one not correcting another), if one was issued. */
export async function saleReceiptOf(db: Db, orderNumber: string): Promise<FiscalReceiptRow | undefined> {
  return (await receiptsByReference(db, orderNumber)).find((r) => r.correctsReceiptId === null);
}

async function queueReceiptEmail(app: FastifyInstance, tx: Db, order: OrderRow, receiptId: number) {
  const row = (await receiptById(tx, receiptId))!;
  const doc = await documentOf(app, tx, row);
  const content = receiptEmail(app.config.SHOP_NAME, order.number, doc, {
    page: shopUrl(app.config, receiptPagePath(row.token)),
    pdf: shopUrl(app.config, receiptPdfPath(row.token)),
    qrPng: shopUrl(app.config, receiptQrPath(row.token)),
  });
  const outboxId = await queueEmail(tx, Boolean(app.config.SMTP_URL), order.email, content);
  return { outboxId, to: order.email, content };
}

/**
 * Runs one issuing step in a savepoint: a receipt that cannot be issued (bad data, no settings) must not undo the
 * payment it belongs to. The savepoint gives its number back, and the order's timeline says why, for the back office.
 */
async function guarded(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  step: (inner: Db) => Promise<IssuedReceipt | null>,
): Promise<IssuedReceipt | null> {
  try {
    return await tx.transaction((inner) => step(inner as unknown as Db));
  } catch (err) {
    app.log.error({ err, order: order.number }, 'fiscal receipt not issued');
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'receipt_not_issued',
      actorKind: 'system',
      actorId: 'fiscal',
      data: { message: err instanceof Error ? err.message.slice(0, 300) : String(err) },
    });
    return null;
  }
}

/**
 * Issues the receipt of a sale that was just paid, inside the transaction that records the payment
 * (docs/decisions/0074-receipts-issued-with-the-payment.md): the number is taken there, the ZKI computed, and the
 * receipt e-mail queued; CIS hears of it after the commit (`announceReceipts`). Once per order: a second call finds
 * the receipt. Without fiscal settings (tests that do not fiscalise) it does nothing.
 */
export async function issueSaleReceipt(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  issuedAt = new Date(),
): Promise<IssuedReceipt | null> {
  if (!app.fiscal.configured) return null;
  return guarded(app, tx, order, async (inner) => {
    if (await saleReceiptOf(inner, order.number)) return null;
    const items = await inner.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    items.sort((a, b) => a.position - b.position);
    const input = saleReceiptInput(order, items, issuedAt);
    // An order of gift vouchers only sold nothing a receipt records yet (docs/decisions/0214-gift-vouchers-are-multi-purpose.md).
    if (input.lines.length === 0) return null;
    const receipt = await app.fiscal.issue(inner, input);
    await inner.insert(orderEvents).values({
      orderId: order.id,
      type: 'receipt_issued',
      actorKind: 'system',
      actorId: 'fiscal',
      data: { number: receipt.number, totalCents: receipt.totalCents, zki: receipt.zki },
    });
    return { receiptId: receipt.id, mail: await queueReceiptEmail(app, inner, order, receipt.id) };
  });
}

/**
 * Money given back for the order: every refund (card or bank transfer), and a void of the paid attempt's
 * authorisation (the receipt was issued when the card was authorised).
 */
async function moneyGivenBack(tx: Db, orderId: number): Promise<number> {
  const [refunded] = await tx
    .select({ n: sql<number>`coalesce(sum(${orderRefunds.amountCents}), 0)::int` })
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, orderId));
  const [voided] = await tx
    .select({ n: sql<number>`coalesce(sum(${paymentActions.amountCents}), 0)::int` })
    .from(paymentActions)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentActions.attemptId))
    .where(
      and(eq(paymentActions.orderId, orderId), eq(paymentActions.kind, 'void'), eq(paymentAttempts.status, 'paid')),
    );
  return Number(refunded?.n ?? 0) + Number(voided?.n ?? 0);
}

const sum = (lines: readonly ReceiptLineInput[]) => lines.reduce((total, line) => total + line.totalCents, 0);

/** Why a correction is issued. */
export type CorrectionTrigger = 'withdrawal' | 'refund' | 'cancel';

/**
 * Brings the order's correcting receipts up to date after goods or money went back
 * (docs/decisions/0075-correcting-receipts-of-orders.md, docs/decisions/0154-refunds-by-lines.md): together they take
 * back the larger of the goods given back (units cancelled or withdrawn, and delivery when the whole order went
 * back) and the money refunded, never more than was sold; a cancelled order takes its whole receipt back. So a
 * withdrawal and the refund that settles it correct once. A correction takes back the whole receipt, the lines the
 * caller names when they are exactly what is due now (`lines`: the units just withdrawn or refunded), or a share of
 * each VAT rate.
 */
export async function settleCorrections(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  trigger: CorrectionTrigger,
  lines?: readonly ReceiptLineInput[],
  issuedAt = new Date(),
): Promise<IssuedReceipt | null> {
  if (!app.fiscal.configured) return null;
  const sale = await saleReceiptOf(tx, order.number);
  if (!sale) return null;
  return guarded(app, tx, order, async (inner) => {
    const items = await inner.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    items.sort((a, b) => a.position - b.position);
    const goodsBack = order.status === 'cancelled' ? sale.totalCents : goodsBackCents(order, items);
    const refunded = await moneyGivenBack(inner, order.id);
    const corrections = (await receiptsByReference(inner, order.number)).filter((r) => r.correctsReceiptId === sale.id);
    const corrected = -corrections.reduce((total, r) => total + r.totalCents, 0);
    const target = Math.min(sale.totalCents, Math.max(goodsBack, refunded));
    const amount = target - corrected;
    if (amount <= 0) return null;
    let correction: ReceiptLineInput[] | undefined;
    if (corrected === 0 && amount === sale.totalCents) correction = undefined;
    else if (lines && lines.length > 0 && sum(lines) === amount) correction = [...lines];
    else correction = proRataLines(orderReceiptLines(order, items), amount);
    const receipt = await app.fiscal.correct(inner, {
      receiptId: sale.id,
      issuedAt,
      reference: order.number,
      ...(correction ? { lines: correction } : {}),
    });
    await inner.insert(orderEvents).values({
      orderId: order.id,
      type: 'receipt_issued',
      actorKind: 'system',
      actorId: 'fiscal',
      data: { number: receipt.number, totalCents: receipt.totalCents, zki: receipt.zki, corrects: sale.id, trigger },
    });
    return { receiptId: receipt.id, mail: await queueReceiptEmail(app, inner, order, receipt.id) };
  });
}

/** After the commit: CIS gets the new receipts now rather than at the next poll, and their e-mails go out. */
export function announceReceipts(app: FastifyInstance, issued: readonly (IssuedReceipt | null)[]): void {
  const done = issued.filter((i): i is IssuedReceipt => i !== null);
  if (done.length === 0) return;
  app.fiscal.deliverSoon();
  for (const { mail } of done) void deliverEmail(app, mail.outboxId, mail.to, mail.content);
}
