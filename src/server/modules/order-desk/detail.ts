import { availableActions, blockedActions } from '@machines/order-lifecycle/rules.js';
import { ORDER_EVENT_TEXT } from '@shared/order-desk.js';
import { isOrderStatus, ORDER_STATUS_TEXT } from '@shared/order-status.js';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orderShipments } from '../../platform/db/schema/order-desk.js';
import { type OrderRow, orders } from '../../platform/db/schema/orders.js';
import { paymentAttempts } from '../../platform/db/schema/payments.js';
import { AppError } from '../../platform/errors/index.js';
import { eventsOfOrder, orderView } from '../orders/index.js';
import { type CommerceSettings, type DomainInfo, getCommerceSettings } from '../settings/index.js';
import { deskVouchersOfOrder } from '../vouchers/index.js';
import { heldCents, loadDeskState, type DeskState } from './state.js';

export async function findDeskOrder(db: Db, domainId: number, id: number): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  if (!order || order.domainId !== domainId) throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
  return order;
}

function timelineLabel(type: string, to: string | null): string {
  const base = ORDER_EVENT_TEXT[type] ?? 'Događaj narudžbe';
  return to && isOrderStatus(to) ? `${base}: ${ORDER_STATUS_TEXT[to].label}` : base;
}

const DAY_MS = 86_400_000;

/** A legal deadline with the whole days left (negative when it has passed), or null when none runs. */
function deadline(until: Date | null, now: Date) {
  if (!until) return null;
  return { until: until.toISOString(), daysLeft: Math.ceil((until.getTime() - now.getTime()) / DAY_MS) };
}

/**
 * The legal deadlines the desk shows (docs/decisions/0153-withdrawal-by-lines.md): the buyer's days to withdraw after
 * delivery, and the shop's 14 days to refund, counted from the latest withdrawal while money is still owed.
 */
function deadlines(state: DeskState, settings: CommerceSettings, now: Date) {
  const { order } = state;
  const withdrawUntil =
    order.deliveredAt && ['delivered', 'partially_withdrawn'].includes(order.status)
      ? new Date(order.deliveredAt.getTime() + settings.orderRules.withdrawalDays * DAY_MS)
      : null;
  const latest = state.withdrawals[0];
  const owed = state.items.some((i) => i.cancelledQty + i.withdrawnQty > i.refundedQty);
  const refundBy =
    latest && owed && state.facts.refundableCents > 0 ? new Date(latest.createdAt.getTime() + 14 * DAY_MS) : null;
  return { withdrawal: deadline(withdrawUntil, now), refund: deadline(refundBy, now) };
}

/** The after-sale part of the desk's page: units per line, refunds, returns, withdrawals and the money. */
function afterSale(state: DeskState, settings: CommerceSettings, now: Date) {
  const names = new Map(state.items.map((i) => [i.id, i.name]));
  const unitsText = (lines: ReadonlyArray<{ itemId: number; qty: number }>) =>
    lines.map((l) => `${l.qty} × ${names.get(l.itemId) ?? 'stavka'}`);
  const { order } = state;
  return {
    paidCents: state.paidCents,
    refundedCents: state.refundedCents,
    refundableCents: state.facts.refundableCents,
    heldCents: heldCents(state),
    deliveryRefundableCents: Math.max(
      order.deliveryPrice + order.paymentFee - state.refunds.reduce((s, r) => s + r.deliveryCents, 0),
      0,
    ),
    refundMethod: state.card ? ('card' as const) : ('bank' as const),
    iban: state.withdrawals.find((w) => w.iban)?.iban ?? null,
    lines: state.items.map((i) => ({
      itemId: i.id,
      name: i.name,
      qty: i.qty,
      cancelled: i.cancelledQty,
      withdrawn: i.withdrawnQty,
      returned: i.returnedQty,
      refunded: i.refundedQty,
      awaitingReturn: i.withdrawnQty - i.returnedQty,
      unitCents: Math.round(i.total / i.qty),
    })),
    refunds: state.refunds.map((r) => ({
      id: r.id,
      at: r.createdAt.toISOString(),
      method: r.method === 'card' ? ('card' as const) : ('bank' as const),
      amountCents: r.amountCents,
      lines: unitsText(r.lines),
      deliveryCents: r.deliveryCents,
      reason: r.reason,
      iban: r.iban,
      reference: r.reference,
      doneAt: r.doneAt?.toISOString() ?? null,
    })),
    returns: state.returns.map((r) => ({
      at: r.createdAt.toISOString(),
      line: `${r.qty} × ${names.get(r.orderItemId) ?? 'stavka'}`,
      restock: r.restock,
      reason: r.reason,
    })),
    withdrawals: state.withdrawals.map((w) => ({
      at: w.createdAt.toISOString(),
      name: w.name,
      lines: unitsText(w.lines),
      afterShipment: w.afterShipment,
      iban: w.iban,
    })),
    deadlines: deadlines(state, settings, now),
  };
}

/** The order's page on the desk: the order as placed, the buyer, payments, shipment, after-sale, timeline, actions. */
export async function deskOrderView(app: FastifyInstance, order: OrderRow, domain: DomainInfo) {
  const db = app.db;
  const settings = await getCommerceSettings(db);
  const [view, attempts, state, shipment, events, vouchersOfOrder] = await Promise.all([
    orderView(db, order, domain, settings),
    db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id)).orderBy(asc(paymentAttempts.id)),
    loadDeskState(db, order),
    db.select().from(orderShipments).where(eq(orderShipments.orderId, order.id)).limit(1),
    eventsOfOrder(db, order.id),
    deskVouchersOfOrder(db, order.id, new Date()),
  ]);
  const { card, facts } = state;
  const a = order.deliveryAddress;
  const ship = shipment[0];
  return {
    id: order.id,
    version: order.version,
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
      authorisationExpiresAt: order.authorisationExpiresAt?.toISOString() ?? null,
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
    afterSale: afterSale(state, settings, new Date()),
    vouchers: vouchersOfOrder,
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
    blocked: blockedActions(facts),
  };
}
