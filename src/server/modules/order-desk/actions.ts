import {
  ACTION_TARGET,
  ACTIONS_BY_STATUS,
  actionBlocker,
  CARD_ACTIONS,
  DESK_ACTION_TEXT,
  type DeskAction,
} from '@shared/order-desk.js';
import { ORDER_STATUS_TEXT, isOrderStatus } from '@shared/order-status.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { orderShipments, paymentActions } from '../../db/schema/order-desk.js';
import { type OrderRow, orders } from '../../db/schema/orders.js';
import { AppError } from '../../errors/index.js';
import { shopUrl } from '../../shop-url.js';
import { deliverEmail, type EmailContent, queueEmail } from '../email/index.js';
import { appendOrderEvents, type OrderActor, transitionOrder } from '../orders/index.js';
import { announceReceipts, type IssuedReceipt, issueSaleReceipt, settleCorrections } from '../order-receipts/index.js';
import { cardGatewaySettings, type CardProvider, createCardGatewayClient, isCardProvider } from '../payments/index.js';
import { writeAudit } from './audit.js';
import { type CardPayment, cardPaymentOf } from './card.js';
import { deskFacts } from './detail.js';
import { orderStatusEmail, type StatusEmailInput } from './status-email.js';

export interface ActionRequest {
  action: DeskAction;
  trackingNumber?: string;
  amountCents?: number;
  /** capture, refund and void: the attempt acted on, which must be the order's paid one. */
  attemptId?: number;
  note?: string;
}

interface Staff {
  id: number;
  email: string;
}

interface Outcome {
  audit: Record<string, unknown>;
  /** A fiscal receipt the action issued (a payment recorded, money given back). */
  receipt?: IssuedReceipt | null;
  mail?: Omit<StatusEmailInput, 'shopName' | 'orderUrl' | 'order'> & { order?: OrderRow };
}

/** The order row, locked for the rest of the transaction. */
async function lockOrder(tx: Db, id: number): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row!;
}

/** A refusal whose payload repeats the Croatian reason, so the desk can show it as it is. */
const refused = (message: string, payload: Record<string, unknown>) =>
  new AppError('ORDER_ACTION_NOT_ALLOWED', { message, payload: { ...payload, reason: message } });

/** The status table and the order's own facts (delivery, card ledger) must both allow the action. */
function checkAllowed(action: DeskAction, order: OrderRow, card: CardPayment | null): void {
  const facts = deskFacts(order, card);
  const label = DESK_ACTION_TEXT[action].label;
  if (!ACTIONS_BY_STATUS[facts.status].includes(action))
    throw refused(
      `Radnja „${label}” nije dopuštena za narudžbu u statusu „${ORDER_STATUS_TEXT[facts.status].label}”.`,
      { action, status: facts.status },
    );
  const blocker = actionBlocker(action, facts);
  if (blocker) throw refused(`Radnja „${label}” nije moguća: ${blocker}`, { action, status: facts.status, blocker });
}

/**
 * A card action names the attempt it is for, and that must be the order's one paid attempt
 * (docs/decisions/0130-one-paid-attempt-per-order.md): a desk page left open from before cannot capture, void or
 * refund another payment than the one it showed.
 */
function checkAttempt(input: ActionRequest, card: CardPayment | null): void {
  if (input.attemptId !== undefined && card && input.attemptId === card.attempt.id) return;
  const message =
    input.attemptId === undefined
      ? 'Radnja s karticom mora navesti pokušaj plaćanja na koji se odnosi.'
      : `Pokušaj plaćanja ${input.attemptId} nije plaćanje ove narudžbe.`;
  throw new AppError('ORDER_CARD_ATTEMPT_MISMATCH', {
    message,
    payload: { attemptId: input.attemptId ?? null, paidAttemptId: card?.attempt.id ?? null, reason: message },
  });
}

function gatewayOf(app: FastifyInstance, card: CardPayment) {
  const provider = card.attempt.provider;
  const settings = isCardProvider(provider) ? cardGatewaySettings(app.config, provider as CardProvider) : null;
  if (!settings) throw new AppError('CARD_GATEWAY_NOT_CONFIGURED');
  return createCardGatewayClient(settings);
}

/**
 * Does one desk action (docs/decisions/0100-order-desk-actions.md). The order row stays locked from the check to the
 * end, across a call to BoxNow or the card gateway (each bounded by its client's time limit), so two staff members
 * cannot ship or refund the same order twice at once. The change, its timeline events, the status e-mail and the
 * audit row commit together; a refused or failed action leaves only its audit row.
 */
export async function runDeskAction(
  app: FastifyInstance,
  request: FastifyRequest,
  orderId: number,
  input: ActionRequest,
): Promise<void> {
  const staff: Staff = { id: request.user!.id, email: request.user!.email };
  const actor: OrderActor = { kind: 'staff', id: staff.id };
  const smtp = Boolean(app.config.SMTP_URL);
  const auditBase = { user: staff, action: input.action, orderId, ip: request.ip };
  const extra = { ...(input.note ? { note: input.note } : {}) };
  let queued: { id: number; to: string; mail: EmailContent } | undefined;
  let receipt: IssuedReceipt | null = null;
  try {
    await app.db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      const card = await cardPaymentOf(tx, order.id);
      checkAllowed(input.action, order, card);
      if (CARD_ACTIONS.includes(input.action)) checkAttempt(input, card);
      const outcome = await perform(app, tx, order, card, input, actor);
      receipt = outcome.receipt ?? null;
      if (outcome.mail) {
        const mailOrder = outcome.mail.order ?? order;
        const content = orderStatusEmail({
          ...outcome.mail,
          order: mailOrder,
          shopName: app.config.SHOP_NAME,
          orderUrl: shopUrl(app.config, `/naplata/uspjesna?orderSlug=${mailOrder.slug}`),
        });
        const id = await queueEmail(tx, smtp, mailOrder.email, content);
        await appendOrderEvents(tx, [
          {
            orderId: order.id,
            type: 'email_queued',
            actor: { kind: 'system' },
            data: { kind: outcome.mail.kind, outboxId: id },
          },
        ]);
        queued = { id, to: mailOrder.email, mail: content };
      }
      const receiptAudit = receipt ? { receiptId: receipt.receiptId } : {};
      await writeAudit(tx, { ...auditBase, outcome: 'done', data: { ...extra, ...outcome.audit, ...receiptAudit } });
    });
  } catch (err) {
    const coded = err instanceof AppError;
    await writeAudit(app.db, {
      ...auditBase,
      outcome: coded && err.statusCode < 500 ? 'refused' : 'failed',
      data: {
        ...extra,
        ...(input.amountCents === undefined ? {} : { amountCents: input.amountCents }),
        ...(input.trackingNumber ? { trackingNumber: input.trackingNumber } : {}),
        ...(input.attemptId === undefined ? {} : { attemptId: input.attemptId }),
        code: coded ? err.code : 'INTERNAL',
        message: err instanceof Error ? err.message.slice(0, 300) : String(err),
      },
    }).catch((auditErr: unknown) => request.log.error({ err: auditErr }, 'staff audit row not written'));
    throw err;
  }
  if (queued) void deliverEmail(app, queued.id, queued.to, queued.mail);
  announceReceipts(app, [receipt]);
}

async function perform(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  card: CardPayment | null,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const action = input.action;
  const status = isOrderStatus(order.status) ? order.status : 'processing';
  switch (action) {
    // The transfer was matched to the order: the payment is recorded and the receipt issued with it
    // (docs/decisions/0074-receipts-issued-with-the-payment.md).
    case 'mark_paid': {
      const paid = await transitionOrder(tx, order, 'paid', actor, { action });
      return { audit: { from: status, to: 'paid' }, receipt: await issueSaleReceipt(app, tx, paid) };
    }
    // Cash on delivery is paid when the courier hands the parcel over: its receipt is issued with the delivery.
    case 'mark_delivered': {
      const delivered = await transitionOrder(tx, order, 'delivered', actor, { action });
      const cod = order.paymentCode === 'pouzece';
      return {
        audit: { from: status, to: 'delivered' },
        ...(cod ? { receipt: await issueSaleReceipt(app, tx, delivered) } : {}),
      };
    }
    case 'mark_processing':
    case 'mark_completed':
      await transitionOrder(tx, order, ACTION_TARGET[action]!, actor, { action });
      return { audit: { from: status, to: ACTION_TARGET[action] } };
    case 'mark_ready_for_pickup': {
      const moved = await transitionOrder(tx, order, 'ready_for_pickup', actor, { action });
      return { audit: { from: status, to: 'ready_for_pickup' }, mail: { kind: 'ready_for_pickup', order: moved } };
    }
    case 'cancel': {
      const moved = await transitionOrder(tx, order, 'cancelled', actor, { action });
      return { audit: { from: status, to: 'cancelled' }, mail: { kind: 'cancelled', order: moved } };
    }
    case 'mark_shipped': {
      const tracking = input.trackingNumber?.trim();
      if (!tracking) throw new AppError('ORDER_TRACKING_NUMBER_REQUIRED');
      const moved = await transitionOrder(tx, order, 'shipped', actor, { action, trackingNumber: tracking });
      await tx
        .insert(orderShipments)
        .values({ orderId: order.id, carrier: 'other', trackingNumber: tracking })
        .onConflictDoUpdate({ target: orderShipments.orderId, set: { carrier: 'other', trackingNumber: tracking } });
      await appendOrderEvents(tx, [
        { orderId: order.id, type: 'tracking_added', actor, data: { trackingNumber: tracking } },
      ]);
      return {
        audit: { from: status, to: 'shipped', trackingNumber: tracking },
        mail: { kind: 'shipped', order: moved, trackingNumber: tracking, carrier: 'other' },
      };
    }
    case 'create_boxnow_delivery':
      return createBoxNowDelivery(app, tx, order, actor);
    case 'capture':
    case 'refund':
    case 'void':
      return cardAction(app, tx, order, card!, input, actor);
  }
}

/** Announces the order's parcel to BoxNow for the locker the shopper chose; the parcel id is the tracking number. */
async function createBoxNowDelivery(
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
    ...(cod ? { amountToBeCollectedCents: order.orderTotal } : {}),
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
  const moved = await transitionOrder(tx, order, 'shipped', actor, {
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

/**
 * Capture, refund or void through the gateway's API (docs/decisions/0102-card-actions-from-the-desk.md): capture and
 * void take the whole authorised amount; a refund takes what the desk asked for, at most what was captured and not
 * yet given back. The gateway's answer and the new approval code go into the ledger.
 */
async function cardAction(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  card: CardPayment,
  input: ActionRequest,
  actor: OrderActor,
): Promise<Outcome> {
  const kind = input.action as 'capture' | 'refund' | 'void';
  const refundable = card.capturedCents - card.refundedCents;
  let amount = card.authorisedCents;
  if (kind === 'refund') {
    amount = input.amountCents ?? refundable;
    if (!Number.isSafeInteger(amount) || amount < 1 || amount > refundable) {
      const message = `Iznos povrata mora biti između 1 i ${refundable} centi (naplaćeno ${card.capturedCents}, vraćeno ${card.refundedCents}).`;
      throw new AppError('ORDER_REFUND_AMOUNT_INVALID', {
        message,
        payload: { requested: input.amountCents ?? null, refundableCents: refundable, reason: message },
      });
    }
  }
  const gateway = gatewayOf(app, card);
  const target = {
    wsPayOrderId: card.attempt.wsPayOrderId!,
    stan: card.attempt.stan!,
    approvalCode: card.approvalCode,
  };
  const call = kind === 'capture' ? gateway.completion : kind === 'refund' ? gateway.refund : gateway.void;
  const result = await call(target, amount);
  await tx.insert(paymentActions).values({
    attemptId: card.attempt.id,
    orderId: order.id,
    kind,
    amountCents: amount,
    approvalCode: result.approvalCode || card.approvalCode,
    stan: result.stan || card.attempt.stan!,
    userId: typeof actor.id === 'number' ? actor.id : null,
  });
  const type = kind === 'capture' ? 'payment_captured' : kind === 'refund' ? 'payment_refunded' : 'payment_voided';
  await appendOrderEvents(tx, [
    { orderId: order.id, type, actor, data: { amountCents: amount, provider: card.attempt.provider } },
  ]);
  // Money given back (a refund, or a void of an authorisation that was receipted) takes its receipt back.
  const receipt = kind === 'capture' ? null : await settleCorrections(app, tx, order, 'refund');
  return {
    receipt,
    audit: {
      amountCents: amount,
      provider: card.attempt.provider,
      attemptId: card.attempt.id,
      shoppingCartId: card.attempt.shoppingCartId,
    },
    ...(kind === 'refund' ? { mail: { kind: 'refunded' as const, refundCents: amount } } : {}),
  };
}
