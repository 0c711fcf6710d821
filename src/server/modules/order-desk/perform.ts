import type { OrderStatus } from '@shared/order-status.js';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orderShipments } from '../../platform/db/schema/order-desk.js';
import type { OrderRow } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { companyEInvoice } from '../einvoice/index.js';
import { type IssuedReceipt, issueSaleReceipt, settleCorrections } from '../order-receipts/index.js';
import { appendOrderEvents, type OrderActor, transitionOrder } from '../orders/index.js';
import type { ActionRequest } from './actions.js';
import { captureHeld } from './capture.js';
import { cardCall } from './card.js';
import { markBankRefundDone, recordGoodsReturned, refundLines, refundWhatIsLeft } from './money-back.js';
import type { DeskState } from './state.js';
import type { StatusEmailInput } from './status-email.js';
import { createBoxNowDelivery } from './boxnow-delivery.js';

export interface Outcome {
  audit: Record<string, unknown>;
  /** Fiscal receipts the action issued (a payment recorded, money or goods given back). */
  receipts?: Array<IssuedReceipt | null>;
  mail?: Omit<StatusEmailInput, 'shopName' | 'orderUrl' | 'order'> & { order?: OrderRow };
}

/** The action itself, once checked (version, machine, facts): each moves the order by its own lifecycle event. */
export async function perform(
  app: FastifyInstance,
  tx: Db,
  state: DeskState,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const { order } = state;
  const action = input.action;
  const from = state.facts.status;
  const move = (data: Record<string, unknown> = {}) =>
    transitionOrder(tx, order, { type: action }, actor, { action, ...data });
  const moved = (to: OrderRow) => ({ from, to: to.status as OrderStatus });
  switch (action) {
    // The transfer was matched to the order: the payment is recorded and the receipt issued with it
    // (docs/decisions/0074-receipts-issued-with-the-payment.md).
    case 'mark_paid': {
      const paid = await move();
      // A company's transfer gets an eRačun instead (docs/decisions/0228-company-einvoices.md).
      const einvoiceId = await companyEInvoice(app, tx, paid);
      if (einvoiceId !== null) return { audit: { ...moved(paid), einvoiceId } };
      return { audit: moved(paid), receipts: [await issueSaleReceipt(app, tx, paid)] };
    }
    // Cash on delivery is paid when the courier hands the parcel over: its receipt is issued with the delivery.
    case 'mark_delivered': {
      const delivered = await move();
      const cod = order.paymentCode === 'pouzece';
      return { audit: moved(delivered), ...(cod ? { receipts: [await issueSaleReceipt(app, tx, delivered)] } : {}) };
    }
    case 'mark_processing':
    case 'mark_completed':
      return { audit: moved(await move()) };
    case 'mark_ready_for_pickup': {
      const ready = await move();
      return { audit: moved(ready), mail: { kind: 'ready_for_pickup', order: ready } };
    }
    case 'cancel': {
      const cancelled = await move();
      const money = await refundWhatIsLeft(app, tx, { ...state, order: cancelled }, input, actor);
      const correction = await settleCorrections(app, tx, cancelled, 'cancel');
      return {
        audit: { ...moved(cancelled), ...money.audit },
        receipts: [correction],
        mail: { kind: 'cancelled', order: cancelled },
      };
    }
    case 'mark_shipped': {
      const tracking = input.trackingNumber?.trim();
      if (!tracking) throw new AppError('ORDER_TRACKING_NUMBER_REQUIRED');
      const shipped = await move({ trackingNumber: tracking });
      await tx
        .insert(orderShipments)
        .values({ orderId: order.id, carrier: 'other', trackingNumber: tracking })
        .onConflictDoUpdate({ target: orderShipments.orderId, set: { carrier: 'other', trackingNumber: tracking } });
      await appendOrderEvents(tx, [
        { orderId: order.id, type: 'tracking_added', actor, data: { trackingNumber: tracking } },
      ]);
      return {
        audit: { ...moved(shipped), trackingNumber: tracking },
        mail: { kind: 'shipped', order: shipped, trackingNumber: tracking, carrier: 'other' },
      };
    }
    case 'create_boxnow_delivery':
      return createBoxNowDelivery(app, tx, order, actor);
    case 'capture': {
      const captured = await captureHeld(app, tx, order, 'capture', actor);
      return { audit: { ...moved(captured), attemptId: state.card!.attempt.id } };
    }
    case 'void': {
      const card = state.card!;
      await cardCall(app, tx, order, card, 'void', card.authorisedCents, actor);
      await move();
      // A released authorisation that was receipted takes its receipt back.
      return {
        audit: { amountCents: card.authorisedCents, attemptId: card.attempt.id },
        receipts: [await settleCorrections(app, tx, order, 'refund')],
      };
    }
    case 'refund':
      return refundLines(app, tx, state, input, actor);
    case 'goods_returned':
      return recordGoodsReturned(tx, state, input, actor);
    case 'bank_refund_done':
      return markBankRefundDone(tx, state, input, actor);
  }
}
