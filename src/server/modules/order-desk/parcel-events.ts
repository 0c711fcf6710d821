import { statusAfter } from '@machines/order-lifecycle/rules.js';
import { isOrderStatus } from '@shared/order-status.js';
import { and, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { boxnowWebhookEvents, orderShipments } from '../../platform/db/schema/order-desk.js';
import { orders } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import type { WireParcelEvent } from '../delivery/boxnow/index.js';
import { appendOrderEvents, type OrderActor, transitionOrder } from '../orders/index.js';
import { announceReceipts, type IssuedReceipt, issueSaleReceipt } from '../order-receipts/index.js';

const BOXNOW: OrderActor = { kind: 'system', id: 'boxnow' };

/**
 * A BoxNow parcel event (docs/decisions/0104-boxnow-parcel-events.md), verified on the raw body first: the event goes on
 * the order's timeline and the shipment keeps the parcel's state; a delivered parcel moves its order to delivered.
 * The event is claimed in the same transaction by what the signed data says it is, its parcel, kind and own time
 * (docs/decisions/0139-boxnow-parcel-event-key.md), and by its CloudEvents id: the same event twice, at once or
 * under a new id, applies once. An event older than one its parcel already had goes on the timeline as late and
 * moves neither the parcel's state nor the order.
 */
export async function receiveParcelEvent(
  app: FastifyInstance,
  request: FastifyRequest,
  rawBody: string,
): Promise<{ received: true; applied: boolean }> {
  const verified = app.boxnow.verifyWebhook(rawBody);
  if (!verified.ok) {
    request.log.warn({ reason: verified.reason }, 'refused BoxNow webhook');
    throw new AppError('BOXNOW_WEBHOOK_INVALID', { payload: { reason: verified.reason } });
  }
  const event: WireParcelEvent = verified.event;
  const data = event.data;
  const eventTime = parcelEventTime(data.time);
  if (!eventTime) {
    request.log.warn({ parcelId: data.parcelId, time: data.time }, 'BoxNow event without a readable time');
    return { received: true, applied: false };
  }
  let receipt: IssuedReceipt | null = null;
  const applied = await app.db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.number, String(data.orderNumber ?? '')))
      .for('update');
    const [claimed] = await tx
      .insert(boxnowWebhookEvents)
      .values({
        eventId: verified.id.slice(0, 100),
        parcelId: data.parcelId.slice(0, 64),
        orderId: order?.id ?? null,
        event: data.event.slice(0, 30),
        eventTime,
      })
      .onConflictDoNothing()
      .returning({ eventId: boxnowWebhookEvents.eventId });
    if (!claimed) return false;
    if (!order) {
      request.log.warn({ parcelId: data.parcelId, orderNumber: data.orderNumber }, 'BoxNow event for no known order');
      return false;
    }
    const [shipment] = await tx.select().from(orderShipments).where(eq(orderShipments.orderId, order.id));
    if (!shipment?.parcelIds.includes(data.parcelId)) {
      request.log.warn({ parcelId: data.parcelId, order: order.number }, 'BoxNow event for a parcel the order lacks');
      return false;
    }
    const late = await newerEventOf(tx, order.id, data.parcelId.slice(0, 64), verified.id.slice(0, 100), eventTime);
    if (late) {
      await appendOrderEvents(tx, [
        {
          orderId: order.id,
          type: 'parcel_event',
          actor: BOXNOW,
          data: { ...timelineData(verified.id, data), late: true },
        },
      ]);
      return false;
    }
    await tx
      .update(orderShipments)
      .set({ parcelState: String(data.parcelState ?? data.event).slice(0, 30) })
      .where(eq(orderShipments.orderId, order.id));
    await appendOrderEvents(tx, [
      {
        orderId: order.id,
        type: 'parcel_event',
        actor: BOXNOW,
        data: timelineData(verified.id, data),
      },
    ]);
    const moves = isOrderStatus(order.status) && statusAfter(order.status, { type: 'parcel.delivered' }) !== null;
    if (data.event === 'delivered' && moves) {
      const delivered = await transitionOrder(tx, order, { type: 'parcel.delivered' }, BOXNOW, {
        parcelId: data.parcelId,
        eventId: verified.id,
      });
      // Cash collected at the locker is the payment: the receipt comes with it.
      if (order.paymentCode === 'pouzece') receipt = await issueSaleReceipt(app, tx, delivered);
    }
    return true;
  });
  announceReceipts(app, [receipt]);
  return { received: true, applied };
}

/** The event's own time: an ISO 8601 date and time as BoxNow writes it, else none. */
function parcelEventTime(time: unknown): Date | null {
  if (typeof time !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(time)) return null;
  const at = new Date(time);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether the parcel already had an event after this one (the order's row lock orders the parcel's events). */
async function newerEventOf(tx: Db, orderId: number, parcelId: string, eventId: string, eventTime: Date) {
  const [row] = await tx
    .select({ newest: max(boxnowWebhookEvents.eventTime) })
    .from(boxnowWebhookEvents)
    .where(
      and(
        eq(boxnowWebhookEvents.orderId, orderId),
        eq(boxnowWebhookEvents.parcelId, parcelId),
        ne(boxnowWebhookEvents.eventId, eventId),
      ),
    );
  return row?.newest != null && new Date(row.newest).getTime() > eventTime.getTime();
}

function timelineData(eventId: string, data: WireParcelEvent['data']) {
  return {
    event: data.event,
    parcelId: data.parcelId,
    parcelState: data.parcelState,
    location: data.eventLocation?.displayName ?? null,
    time: data.time,
    eventId,
  };
}
