import { isValidOib } from '@shared/validation/oib.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { einvoices } from '../../platform/db/schema/einvoices.js';
import { orderEvents, orderItems, type OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { zagrebTime } from '../../platform/zagreb-clock.js';
import { takeReceiptNumber } from '../fiscal/index.js';
import { orderReceiptLines } from '../order-receipts/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { invoiceFromSale } from './from-sale.js';
import type { InvoiceParty } from './invoice.js';
import { invoiceBreaches } from './rules.js';
import { ublInvoiceXml } from './ubl.js';

/**
 * Whether the order's sale is documented by an eRačun rather than a fiscal receipt
 * (docs/decisions/0228-company-einvoices.md): a company, named with a valid OIB, paying by bank transfer.
 * Card and cash sales of companies keep their receipt, with the buyer's OIB in OibPrimateljaRacuna.
 */
export const needsEInvoice = (order: OrderRow): boolean =>
  order.paymentCode === 'virman' &&
  Boolean(order.companyName?.trim()) &&
  order.companyOib !== null &&
  isValidOib(order.companyOib);

function buyerOf(order: OrderRow): InvoiceParty {
  const a = order.billingAddress ?? order.deliveryAddress;
  return {
    name: order.companyName!.trim(),
    oib: order.companyOib!,
    street: `${a.street} ${a.houseNumber}`.trim(),
    city: a.city,
    postalCode: a.zipCode,
    country: a.country,
  };
}

/**
 * Issues the eRačun of a company's transfer inside the transaction that records the payment, in place of the
 * fiscal receipt: numbered on the eRačun device's own gap-free sequence, built from the order's snapshot, checked
 * against the EN 16931 and HR rules and stored queued for the intermediary. Throws when it cannot be built; the
 * caller then issues the receipt instead, so the sale is never left undocumented.
 */
export async function issueEInvoice(app: FastifyInstance, tx: Db, order: OrderRow, paidAt: Date): Promise<number> {
  const [existing] = await tx.select({ id: einvoices.id }).from(einvoices).where(eq(einvoices.orderId, order.id));
  if (existing) return existing.id;
  const seller = (await getCommerceSettings(tx)).seller;
  const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
  items.sort((a, b) => a.position - b.position);
  const t = zagrebTime(paidAt);
  const premises = app.config.FISCAL_PREMISES;
  const device = app.config.EINVOICE_DEVICE;
  const sequence = await takeReceiptNumber(tx, { premises, device, year: Number(t.year) });
  const sellerOib = app.config.FISCAL_OIB ?? seller.oib;
  const invoice = invoiceFromSale({
    number: `${sequence}/${premises}/${device}`,
    issueDate: `${t.year}-${t.month}-${t.day}`,
    issueTime: `${t.hour}:${t.minute}:${t.second}`,
    orderReference: order.number,
    seller: {
      name: app.config.FISCAL_SELLER_NAME ?? seller.legalName,
      oib: sellerOib,
      street: `${seller.street} ${seller.houseNumber}`,
      city: seller.city,
      postalCode: seller.zipCode,
      country: seller.country,
    },
    operator: { label: 'Internetska prodaja', oib: app.config.FISCAL_OPERATOR_OIB ?? sellerOib },
    buyer: buyerOf(order),
    payment: { meansCode: '58', iban: seller.iban, reference: order.paymentReference },
    lines: orderReceiptLines(order, items).map((line) => ({
      name: line.name,
      quantity: line.quantity,
      totalCents: line.totalCents,
      vatRate: line.vatRate,
      kpd: line.extra ? app.config.EINVOICE_KPD_SERVICES : app.config.EINVOICE_KPD_GOODS,
    })),
    totalCents: order.orderTotal,
    prepaid: true,
  });
  const breaches = invoiceBreaches(invoice);
  if (breaches.length > 0)
    throw new AppError('EINVOICE_INVALID', {
      message: `eRačun nije ispravan: ${breaches.map((b) => `${b.rule} ${b.message}`).join('; ')}`,
    });
  const [row] = await tx
    .insert(einvoices)
    .values({
      orderId: order.id,
      number: invoice.number,
      issuedAt: paidAt,
      buyerOib: invoice.buyer.oib,
      buyerName: invoice.buyer.name,
      totalCents: order.orderTotal,
      paidAt,
      xml: ublInvoiceXml(invoice),
      status: 'queued',
      nextAttemptAt: new Date(),
    })
    .returning({ id: einvoices.id });
  await tx.insert(orderEvents).values({
    orderId: order.id,
    type: 'einvoice_issued',
    actorKind: 'system',
    actorId: 'einvoice',
    data: { number: invoice.number, totalCents: order.orderTotal, buyerOib: invoice.buyer.oib },
  });
  return row!.id;
}

/**
 * The eRačun of a transfer just received, when the order needs one and eRačuni are set up; null otherwise, and
 * null when it could not be issued (its savepoint gives the number back, the order's timeline says why), so the
 * caller issues the fiscal receipt instead and the payment still commits.
 */
export async function companyEInvoice(app: FastifyInstance, tx: Db, order: OrderRow): Promise<number | null> {
  if (!app.einvoices.configured || !needsEInvoice(order)) return null;
  try {
    return await tx.transaction((inner) =>
      issueEInvoice(app, inner as unknown as Db, order, order.paidAt ?? new Date()),
    );
  } catch (err) {
    app.log.error({ err, order: order.number }, 'eRačun not issued');
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'einvoice_not_issued',
      actorKind: 'system',
      actorId: 'einvoice',
      data: { message: err instanceof Error ? err.message.slice(0, 300) : String(err) },
    });
    return null;
  }
}
