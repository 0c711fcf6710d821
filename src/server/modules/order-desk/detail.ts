import {
  ACTIONS_BY_STATUS,
  actionBlocker,
  availableActions,
  type DeskOrderFacts,
  ORDER_EVENT_TEXT,
} from '@shared/order-desk.js';
import { isOrderStatus, ORDER_STATUS_TEXT } from '@shared/order-status.js';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { orderShipments } from '../../db/schema/order-desk.js';
import { type OrderRow, orders } from '../../db/schema/orders.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { AppError } from '../../errors/index.js';
import { eventsOfOrder, orderView } from '../orders/index.js';
import { type DomainInfo, getCommerceSettings } from '../settings/index.js';
import { type CardPayment, cardPaymentOf } from './card.js';

export async function findDeskOrder(db: Db, domainId: number, id: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order || order.domainId !== domainId) throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
  return order;
}

export function deskFacts(order: OrderRow, card: CardPayment | null): DeskOrderFacts {
  return {
    status: isOrderStatus(order.status) ? order.status : 'processing',
    deliveryCode: order.deliveryMethod?.code ?? null,
    card: card && {
      authorisedCents: card.authorisedCents,
      capturedCents: card.capturedCents,
      refundedCents: card.refundedCents,
      voided: card.voided,
    },
  };
}

function timelineLabel(type: string, to: string | null): string {
  const base = ORDER_EVENT_TEXT[type] ?? type;
  return to && isOrderStatus(to) ? `${base}: ${ORDER_STATUS_TEXT[to].label}` : base;
}

/** The order's page on the desk: the order as placed, the buyer, payments, shipment, timeline and actions. */
export async function deskOrderView(app: FastifyInstance, order: OrderRow, domain: DomainInfo) {
  const db = app.db;
  const [view, attempts, card, shipment, events] = await Promise.all([
    getCommerceSettings(db).then((settings) => orderView(db, order, domain, settings)),
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(asc(paymentAttempts.id)),
    cardPaymentOf(db, order.id),
    db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).limit(1),
    eventsOfOrder(db, order.id),
  ]);
  const facts = deskFacts(order, card);
  const a = order.deliveryAddress;
  const ship = shipment[0];
  return {
    id: order.id,
    order: view,
    customer: {
      userId: order.userId,
      email: order.email,
      name: `${a.firstName} ${a.lastName}`.trim(),
      phone: a.contactPhone,
    },
    attempts: attempts.map((t) => ({
      id: t.id,
      provider: t.provider,
      shoppingCartId: t.shoppingCartId,
      amountCents: t.amountCents,
      status: t.status,
      maskedCardNumber: t.maskedCardNumber,
      createdAt: t.createdAt.toISOString(),
    })),
    card: card && {
      attemptId: card.attempt.id,
      provider: card.attempt.provider,
      authorisedCents: card.authorisedCents,
      capturedCents: card.capturedCents,
      refundedCents: card.refundedCents,
      refundableCents: Math.max(card.capturedCents - card.refundedCents, 0),
      voided: card.voided,
    },
    shipment: ship
      ? {
          carrier: ship.carrier === 'boxnow' ? ('boxnow' as const) : ('other' as const),
          trackingNumber: ship.trackingNumber,
          deliveryRequestId: ship.deliveryRequestId,
          parcelIds: ship.parcelIds,
          parcelState: ship.parcelState,
        }
      : null,
    timeline: events.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      type: e.type,
      label: timelineLabel(e.type, e.toStatus),
      from: e.fromStatus && isOrderStatus(e.fromStatus) ? e.fromStatus : null,
      to: e.toStatus && isOrderStatus(e.toStatus) ? e.toStatus : null,
      actorKind: e.actorKind as 'customer' | 'guest' | 'staff' | 'system' | 'gateway',
      actorId: e.actorId,
      data: e.data,
    })),
    actions: availableActions(facts),
    blocked: ACTIONS_BY_STATUS[facts.status].flatMap((action) => {
      const reason = actionBlocker(action, facts);
      return reason ? [{ action, reason }] : [];
    }),
  };
}
