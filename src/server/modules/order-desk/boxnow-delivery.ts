import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orderShipments } from '../../platform/db/schema/order-desk.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import { amountDue, appendOrderEvents, type OrderActor, transitionOrder } from '../orders/index.js';
import { refused } from './refused.js';
import type { Outcome } from './perform.js';

/** Announces the order's parcel to BoxNow for the locker the shopper chose; the parcel id is the tracking number. */
export async function createBoxNowDelivery(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  actor: OrderActor,
): Promise<Outcome> {
  const locker = order.pickupPoint;
  if (!locker) throw refused('Narudžba nema odabrani BoxNow paketomat.', { action: 'create_boxnow_delivery' });
  const a = order.deliveryAddress;
  const cod = order.paymentCode === 'pouzece';
  const created = await app.boxnow.createDeliveryRequest({
    orderNumber: order.number,
    lockerId: locker.id,
    paymentMode: cod ? 'cod' : 'prepaid',
    invoiceValueCents: order.orderTotal,
    ...(cod ? { amountToBeCollectedCents: amountDue(order) } : {}),
    customer: {
      name: `${a.firstName} ${a.lastName}`.trim(),
      phone: a.contactPhone,
      email: order.email,
      country: a.country,
    },
    items: [{ id: order.number, name: `Narudžba ${order.number}`, valueCents: order.orderTotal }],
    additionalInformation: order.number,
  });
  const tracking = created.parcelIds[0] ?? created.deliveryRequestId;
  const moved = await transitionOrder(tx, order, { type: 'create_boxnow_delivery' }, actor, {
    action: 'create_boxnow_delivery',
    deliveryRequestId: created.deliveryRequestId,
  });
  const shipment = {
    carrier: 'boxnow',
    trackingNumber: tracking,
    deliveryRequestId: created.deliveryRequestId,
    parcelIds: created.parcelIds,
  };
  await tx
    .insert(orderShipments)
    .values({ orderId: order.id, ...shipment })
    .onConflictDoUpdate({ target: orderShipments.orderId, set: shipment });
  await appendOrderEvents(tx, [
    {
      orderId: order.id,
      type: 'delivery_requested',
      actor,
      data: { deliveryRequestId: created.deliveryRequestId, parcelIds: created.parcelIds, lockerId: locker.id },
    },
  ]);
  return {
    audit: {
      from: order.status,
      to: 'shipped',
      deliveryRequestId: created.deliveryRequestId,
      parcelIds: created.parcelIds,
    },
    mail: { kind: 'shipped', order: moved, trackingNumber: tracking, carrier: 'boxnow' },
  };
}
