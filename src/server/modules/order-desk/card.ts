import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { paymentActions } from '../../platform/db/schema/order-desk.js';
import { type OrderRow, orders } from '../../platform/db/schema/orders.js';
import { type PaymentAttemptRow, paymentAttempts } from '../../platform/db/schema/payments.js';
import { AppError } from '../../platform/errors/index.js';
import { appendOrderEvents, type OrderActor } from '../orders/index.js';
import { type CardProvider, cardGatewaySettings, createCardGatewayClient, isCardProvider } from '../payments/index.js';

/** An order's card payment as the desk sees it: the paid attempt and the sums of the desk's gateway actions. */
export interface CardPayment {
  attempt: PaymentAttemptRow;
  authorisedCents: number;
  capturedCents: number;
  refundedCents: number;
  voided: boolean;
  /** The approval code the next completion, refund or void must send (the gateway may change it). */
  approvalCode: string;
}

/**
 * The paid attempt of an order and its ledger (docs/decisions/0102-card-actions-from-the-desk.md); null when the order
 * was not paid by card. A sale (captured at once) counts its whole amount as captured.
 */
export async function cardPaymentOf(db: Db, orderId: number): Promise<CardPayment | null> {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (!attempt?.wsPayOrderId || !attempt.stan) return null;
  const actions = await db
    .select()
    .from(paymentActions)
    .where(eq(paymentActions.attemptId, attempt.id))
    .orderBy(asc(paymentActions.id));
  const sum = (kind: string) => actions.filter((a) => a.kind === kind).reduce((s, a) => s + a.amountCents, 0);
  return {
    attempt,
    authorisedCents: attempt.amountCents,
    capturedCents: attempt.captured ? attempt.amountCents : sum('capture'),
    refundedCents: sum('refund'),
    voided: actions.some((a) => a.kind === 'void'),
    approvalCode: actions.at(-1)?.approvalCode ?? attempt.approvalCode ?? '',
  };
}

/** The gateway client of the attempt's provider; CARD_GATEWAY_NOT_CONFIGURED without its settings. */
export function gatewayOf(app: FastifyInstance, card: CardPayment) {
  const provider = card.attempt.provider;
  const settings = isCardProvider(provider) ? cardGatewaySettings(app.config, provider as CardProvider) : null;
  if (!settings) throw new AppError('CARD_GATEWAY_NOT_CONFIGURED');
  return createCardGatewayClient(settings);
}

const EVENT_OF = { capture: 'payment_captured', refund: 'payment_refunded', void: 'payment_voided' } as const;

/**
 * One call to the card gateway on the order's paid attempt (docs/decisions/0102-card-actions-from-the-desk.md):
 * completion, refund or void of `amount`, its answer and the new approval code kept in the ledger, and the event on
 * the order's timeline. The caller holds the order's row lock, so the call is made once.
 */
export async function cardCall(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  card: CardPayment,
  kind: 'capture' | 'refund' | 'void',
  amount: number,
  actor: OrderActor,
): Promise<void> {
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
    userId: actor.kind === 'staff' && typeof actor.id === 'number' ? actor.id : null,
  });
  if (kind !== 'refund') await tx.update(orders).set({ authorisationExpiresAt: null }).where(eq(orders.id, order.id));
  await appendOrderEvents(tx, [
    { orderId: order.id, type: EVENT_OF[kind], actor, data: { amountCents: amount, provider: card.attempt.provider } },
  ]);
}
