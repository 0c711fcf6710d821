import { centsToEuros } from '@shared/money.js';
import { ORDER_TRANSITIONS } from '@machines/order-lifecycle/rules.js';
import { isOrderStatus, ORDER_STATUS_TEXT } from '@shared/order-status.js';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { media } from '../../platform/db/schema/media.js';
import { orderRefunds, orderShipments } from '../../platform/db/schema/order-desk.js';
import type { OrderItemRow, OrderRow } from '../../platform/db/schema/orders.js';
import { toMedia } from '../catalogue/index.js';
import { parcelTracking } from '../delivery/index.js';
import { receiptsByReference } from '../fiscal/index.js';
import type { CommerceSettings, DomainInfo } from '../settings/index.js';
import { bankTransferOf } from './payment-details.js';
import { orderPdfPath, slipBarcodePath } from './documents/order-slip.js';
import { itemsOfOrder } from './repository.js';
import { withdrawalOf } from './withdrawal.js';

const euros = centsToEuros;

/**
 * What happened after the sale, for the shopper: the parcel's tracking, each refund with its amount and lines, and
 * the lines given back (cancelled before shipment counts as received: the goods never left).
 */
async function afterSaleOf(db: Db, order: OrderRow, items: readonly OrderItemRow[], settings: CommerceSettings) {
  const [shipment] = await db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).limit(1);
  const refunds = await db
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.orderId, order.id))
    .orderBy(asc(orderRefunds.id));
  const names = new Map(items.map((i) => [i.id, i.name]));
  const units = (qty: number, name: string) => `${qty} × ${name}`;
  return {
    tracking: shipment ? parcelTracking(settings.deliveryMethods, order, shipment) : null,
    refunds: refunds.map((r) => ({
      at: r.createdAt.toISOString(),
      amount: euros(r.amountCents),
      method: r.method === 'card' ? ('card' as const) : ('bank' as const),
      lines: [
        ...r.lines.map((l) => units(l.qty, names.get(l.itemId) ?? 'stavka')),
        ...(r.deliveryCents > 0 ? ['Dostava'] : []),
      ],
      paid: r.doneAt !== null,
    })),
    returned: items.flatMap((i) => [
      ...(i.cancelledQty > 0 ? [{ line: units(i.cancelledQty, i.name), received: true }] : []),
      ...(i.returnedQty > 0 ? [{ line: units(i.returnedQty, i.name), received: true }] : []),
      ...(i.withdrawnQty > i.returnedQty
        ? [{ line: units(i.withdrawnQty - i.returnedQty, i.name), received: false }]
        : []),
    ]),
  };
}

function lineView(item: OrderItemRow, mediaOf: (id: number | null) => ReturnType<typeof toMedia> | null) {
  return {
    id: item.id,
    productId: item.productId,
    type: item.type as 'product' | 'service',
    name: item.name,
    sku: item.sku,
    slug: item.slug,
    qty: item.qty,
    media: mediaOf(item.mediaId),
    retailPrice: euros(item.retailUnitPrice),
    finalPrice: euros(item.unitPrice),
    row: euros(item.rowTotal),
    discount: euros(item.couponDiscount),
    finalAmountWithTax: euros(item.total),
    personalised: item.personalised,
    withdrawable: item.withdrawable,
    options: item.options,
    parts: item.parts ?? [],
  };
}

/**
 * The Order of the contract: the snapshot as it was ordered, the status in Croatian with what happens next, and
 * for a bank transfer the payment details and the slip's barcode, and whether 'Odustani od ugovora' is offered.
 * Built for the success page; order history, the guest look-up and the order desk use it too.
 */
export async function orderView(db: Db, order: OrderRow, domain: DomainInfo, settings: CommerceSettings) {
  const apiKeyId = domain.id;
  const items = await itemsOfOrder(db, order.id);
  const mediaIds = [...new Set(items.flatMap((i) => (i.mediaId === null ? [] : [i.mediaId])))];
  const files = mediaIds.length ? await db.select().from(media).where(inArray(media.id, mediaIds)) : [];
  const byId = new Map(files.map((f) => [f.id, toMedia(f, apiKeyId)]));
  const status = isOrderStatus(order.status) ? order.status : 'processing';
  const transfer = bankTransferOf(order, settings.seller);
  const billing = order.billingAddress ?? order.deliveryAddress;
  const withdrawal = await withdrawalOf(db, order, items, settings);
  const receipts = await receiptsByReference(db, order.number);
  const afterSale = await afterSaleOf(db, order, items, settings);
  return {
    number: order.number,
    // The sale's receipt and its corrections (docs/decisions/0076-receipt-page-and-e-mail.md).
    receipts: receipts.map((r) => ({
      number: `${r.number}/${r.premises}/${r.device}`,
      token: r.token,
      kind: r.correctsReceiptId === null ? ('sale' as const) : ('correction' as const),
      issuedAt: r.issuedAt.toISOString(),
      total: euros(r.totalCents),
      status: r.status as 'awaiting_jir' | 'fiscalised' | 'refused',
      pageUrl: `/racun/${r.token}`,
      pdfUrl: `/api/v1/receipts/${r.token}/pdf`,
    })),
    created_at: order.createdAt.toISOString(),
    status,
    statusText: ORDER_STATUS_TEXT[status],
    nextStatuses: [...ORDER_TRANSITIONS[status]],
    email: order.email,
    issuedFrom: {
      displayName: `${billing.firstName} ${billing.lastName}`,
      email: billing.contactEmail,
      address: {
        street: billing.street,
        houseNumber: billing.houseNumber,
        city: billing.city,
        zipCode: billing.zipCode,
        country: billing.country,
        contactPhone: billing.contactPhone,
      },
    },
    company: order.companyName ? { name: order.companyName, oib: order.companyOib ?? '' } : null,
    paymentType: { name: order.paymentMethod.name },
    pdfToken: order.pdfToken,
    // 'Skini PDF dokument': the domain's PDF host (externalURLs.generatePdf), else this platform's own.
    pdfUrl: domain.generatePdfUrl ? `${domain.generatePdfUrl}/${order.pdfToken}` : orderPdfPath(order.pdfToken),
    items: items.map((item) => lineView(item, (id) => (id === null ? null : (byId.get(id) ?? null)))),
    totals: {
      itemsTotal: euros(order.itemsTotal),
      memberSaving: euros(order.memberSaving),
      coupon: euros(order.couponDiscount),
      delivery: euros(order.deliveryPrice),
      paymentFee: euros(order.paymentFee),
      orderTotal: euros(order.orderTotal),
      tax: euros(order.taxTotal),
    },
    coupon: order.couponCode ? { code: order.couponCode, percent: order.couponPercent ?? 0 } : null,
    deliveryAddress: order.deliveryAddress,
    billingAddress: order.billingAddress,
    delivery: order.deliveryMethod
      ? {
          methodId: order.deliveryMethod.id,
          name: order.deliveryMethod.name,
          config: { model: order.deliveryMethod.model },
          pickupPoint: order.pickupPoint,
        }
      : null,
    payment: {
      id: order.paymentMethod.id,
      name: order.paymentMethod.name,
      paymentCode: order.paymentCode,
      methodCode: order.paymentMethod.methodCode,
    },
    bankTransfer: transfer
      ? {
          ...transfer,
          amount: euros(transfer.amount),
          dueAt: transfer.dueAt.toISOString(),
          barcodeUrl: slipBarcodePath(order.pdfToken),
        }
      : null,
    personalisationNoticeShown: order.personalisationNoticeShownAt !== null,
    withdrawalDays: settings.orderRules.withdrawalDays,
    expiresAt: order.expiresAt?.toISOString() ?? null,
    withdrawal: {
      possible: withdrawal.possible,
      until: withdrawal.until?.toISOString() ?? null,
      reason: withdrawal.reason,
      withdrawnAt: withdrawal.withdrawnAt?.toISOString() ?? null,
      excluded: withdrawal.excluded,
      lines: withdrawal.lines,
      ibanNeeded: withdrawal.ibanNeeded,
      next: withdrawal.next,
    },
    afterSale,
  };
}
