import { ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import { personalisationOf, type VariantValue } from '@shared/packing.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type OrderItemRow, type OrderRow, orderItems, orders } from '../../platform/db/schema/orders.js';
import type { ContractSchema } from '../../platform/contract-types.js';
import { AppError } from '../../platform/errors/index.js';
import { variantValuesOf } from '../catalogue/index.js';

export type PackingSheet = ContractSchema<'PackingSheet'>;
type PackingLine = ContractSchema<'PackingLine'>;
/** A bundle part, and what a line and a part have in common: a row of the slip. */
export type PackingPart = ContractSchema<'PackingPart'>;

const DELIVERY_CODES = ['courier', 'pickup', 'boxnow'] as const;
type DeliveryCode = PackingSheet['delivery']['code'];

const codeOf = (order: OrderRow): DeliveryCode => {
  const code = order.deliveryMethod?.code;
  return DELIVERY_CODES.find((c) => c === code) ?? 'none';
};

/** Where the parcel goes, as the packer writes it on the parcel or picks the locker. */
function deliveryLines(order: OrderRow): string[] {
  if (!order.deliveryMethod) return ['Bez dostave (digitalni proizvodi)'];
  const point = order.pickupPoint;
  if (point) {
    const a = point.address;
    const label = codeOf(order) === 'boxnow' ? `Paketomat ${point.name} (${point.id})` : point.name;
    return [label, `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}`];
  }
  const a = order.deliveryAddress;
  const lines = [
    `${a.firstName} ${a.lastName}`,
    `${a.street} ${a.houseNumber}`,
    `${a.zipCode} ${a.city}, ${a.country}`,
  ];
  if (a.companyName) lines.splice(1, 0, a.companyName);
  return lines;
}

interface BundleOption {
  personalizations?: Record<string, string>;
}

/** A goods line with its size, its personalisation and each bundle part as it was chosen. */
function lineOf(item: OrderItemRow, variants: ReadonlyMap<number, VariantValue[]>): PackingLine {
  const variant = item.productId === null ? [] : (variants.get(item.productId) ?? []);
  const personalisation = personalisationOf(item.options.personalizations);
  // The parts were snapshotted in the order of the line's bundle options, so the nth option belongs to the nth part.
  const options = (item.options.bundleOptions ?? []) as BundleOption[];
  const parts = (item.parts ?? []).map((part, i) => {
    const partVariant = variants.get(part.productId) ?? [];
    const partPersonalisation = personalisationOf(options[i]?.personalizations);
    return {
      name: part.name,
      sku: part.sku,
      qty: part.quantity * item.qty,
      variant: partVariant,
      personalisation: partPersonalisation,
    };
  });
  return {
    id: item.id,
    name: item.name,
    sku: item.sku,
    qty: item.qty,
    variant,
    personalisation,
    parts,
  };
}

function sheetOf(order: OrderRow, items: readonly OrderItemRow[], variants: ReadonlyMap<number, VariantValue[]>) {
  const status = isOrderStatus(order.status) ? order.status : 'processing';
  const a = order.deliveryAddress;
  return {
    id: order.id,
    number: order.number,
    createdAt: order.createdAt.toISOString(),
    status,
    statusLabel: ORDER_STATUS_TEXT[status].label,
    paymentName: order.paymentMethod.name,
    delivery: { code: codeOf(order), name: order.deliveryMethod?.name ?? 'Bez dostave', lines: deliveryLines(order) },
    recipient: { name: `${a.firstName} ${a.lastName}`.trim(), phone: a.contactPhone, email: a.contactEmail },
    // Service lines (printing, sponsors) are charges for how a jersey is made, not goods: the jersey line says it.
    lines: items.filter((item) => item.type === 'product').map((item) => lineOf(item, variants)),
  } satisfies PackingSheet;
}

/**
 * The packing sheets of the domain's orders, in the order asked, each once (docs/decisions/0160-packing-slips.md).
 * An id that is not the domain's order is NOT_FOUND naming it, so a batch never prints short.
 */
export async function packingSheets(db: Db, domainId: number, orderIds: readonly number[]): Promise<PackingSheet[]> {
  const ids = [...new Set(orderIds)];
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.domainId, domainId), inArray(orders.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = ids.filter((id) => !byId.has(id));
  if (missing.length > 0)
    throw new AppError('NOT_FOUND', {
      message: `Narudžba nije pronađena: ${missing.join(', ')}.`,
      payload: { orderIds: missing },
    });
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  const productIds = items.flatMap((item) => [
    ...(item.productId === null ? [] : [item.productId]),
    ...(item.parts ?? []).map((p) => p.productId),
  ]);
  const variants = await variantValuesOf(db, productIds);
  return ids.map((id) =>
    sheetOf(
      byId.get(id)!,
      items.filter((item) => item.orderId === id),
      variants,
    ),
  );
}
