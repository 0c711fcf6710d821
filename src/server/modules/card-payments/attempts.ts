import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/client.js';
import { orders, type OrderRow } from '../../platform/db/schema/orders.js';
import {
  type PaymentAttemptRow,
  paymentAttempts,
  paymentTransactionBindings,
} from '../../platform/db/schema/payments.js';
import { AppError } from '../../platform/errors/index.js';
import { shopUrl } from '../../platform/shop-url.js';
import { mailNewVouchersSoon, orderHasVouchers } from '../vouchers/index.js';
import { amountDue, appendOrderEvents, findOrderBySlug, SYSTEM, transitionOrder } from '../orders/index.js';
import { announceReceipts, issueSaleReceipt } from '../order-receipts/index.js';
import {
  buildPaymentForm,
  type CardGatewaySettings,
  type CardProvider,
  cardGatewaySettings,
  isCardProvider,
  newShoppingCartId,
  type PaymentForm,
  paymentConfirmation,
  type TransactionReport,
} from '../payments/index.js';
import { authorisationExpiry, captureAtOnce } from '../order-desk/index.js';
import { getCommerceSettings } from '../settings/index.js';
import { giveBackDuplicate } from './duplicates.js';

/**
 * Card payments of orders (docs/decisions/0090-card-payment-attempts.md): an attempt per visit to the hosted page,
 * and the one way an order becomes paid by card, `confirmAttempt`, which only StatusCheck's answer reaches (a callback
 * and a browser return only ask for StatusCheck: docs/decisions/0129-callbacks-are-triggers.md).
 */

export const RETURN_KINDS = ['return', 'cancel', 'error'] as const;
export type ReturnChannel = (typeof RETURN_KINDS)[number];

export const returnPath = (provider: CardProvider, kind: ReturnChannel) => `/api/v2/payment/card/${provider}/${kind}`;

export function settingsOf(app: FastifyInstance, provider: CardProvider): CardGatewaySettings {
  const settings = cardGatewaySettings(app.config, provider);
  if (!settings) throw new AppError('CARD_GATEWAY_NOT_CONFIGURED');
  return settings;
}

/** A new attempt for an order that waits for a card payment: the signed form the browser posts to the hosted page. */
export async function startCardPayment(app: FastifyInstance, orderSlug: string): Promise<PaymentForm> {
  const order = await findOrderBySlug(app.db, orderSlug);
  if (!order) throw new AppError('NOT_FOUND', { message: 'Narudžba nije pronađena.' });
  const provider = order.paymentCode;
  if (!isCardProvider(provider) || order.status !== 'pending_payment') throw new AppError('ORDER_NOT_PAYABLE');
  const settings = settingsOf(app, provider);
  const attempt = await app.db.transaction(async (tx) => {
    // The order row's lock numbers the attempts of one order one at a time.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const [made] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    const [row] = await tx
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        provider,
        shoppingCartId: newShoppingCartId(order.number, (made?.n ?? 0) + 1),
        amountCents: amountDue(order),
        status: 'started',
      })
      .returning();
    return row!;
  });
  const a = order.deliveryAddress;
  return buildPaymentForm(settings, {
    shoppingCartId: attempt.shoppingCartId,
    amountCents: attempt.amountCents,
    returnUrl: shopUrl(app.config, returnPath(provider, 'return')),
    cancelUrl: shopUrl(app.config, returnPath(provider, 'cancel')),
    returnErrorUrl: shopUrl(app.config, returnPath(provider, 'error')),
    customer: {
      firstName: a.firstName,
      lastName: a.lastName,
      address: `${a.street} ${a.houseNumber}`,
      city: a.city,
      zip: a.zipCode,
      country: a.country,
      email: order.email,
      phone: a.contactPhone,
    },
  });
}

export async function attemptByCartId(db: Db, shoppingCartId: string): Promise<PaymentAttemptRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.shoppingCartId, shoppingCartId))
    .limit(1);
  return row;
}

export async function orderOfAttempt(db: Db, attempt: PaymentAttemptRow): Promise<OrderRow> {
  const [row] = await db.select().from(orders).where(eq(orders.id, attempt.orderId)).limit(1);
  return row!;
}

/** What the gateway's word did to an attempt. */
export type ConfirmOutcome =
  /** The order is paid by this attempt now. */
  | 'paid'
  /** Nothing to do: the attempt was confirmed before. */
  | 'already'
  /** The report does not confirm this attempt (another cart, currency or amount, not authorised, voided). */
  | 'unconfirmed'
  /** The report's transaction (WsPayOrderId) belongs to another attempt. */
  | 'bound-elsewhere'
  /** Paid, but the order was no longer waiting for it (paid by another attempt, expired): given back. */
  | 'duplicate';

/**
 * The gateway confirmed this attempt: `report` is StatusCheck's answer about the attempt's own ShoppingCartID, never a
 * callback's body (docs/decisions/0129-callbacks-are-triggers.md); its cart, euro and amount must be the attempt's.
 * The attempt is paid and the order moves to paid with the ids the back office needs for capture, refund and void.
 * However many callbacks, StatusChecks and returns arrive, in whatever order and at once, the order is paid once: the
 * order row's lock orders them, the attempt's conditional update lets one through, and the order's transition is
 * conditional as well. The transaction (WsPayOrderId) is bound to the attempt for good; a transaction already bound to
 * another attempt confirms nothing. A payment for an order that no longer waits for one (another attempt paid it, it
 * expired) is a duplicate and is given back (docs/decisions/0130-one-paid-attempt-per-order.md). The fiscal receipt
 * is issued in the same transaction, so it exists exactly when the payment does; CIS hears of it after the commit
 * (docs/decisions/0074-receipts-issued-with-the-payment.md).
 */
export async function confirmAttempt(
  app: FastifyInstance,
  attempt: PaymentAttemptRow,
  report: TransactionReport,
): Promise<ConfirmOutcome> {
  const confirmation = paymentConfirmation(report, {
    shoppingCartId: attempt.shoppingCartId,
    amountCents: attempt.amountCents,
  });
  if (!confirmation.confirmed) return 'unconfirmed';
  const outcome = await app.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    if (!order) return { kind: 'already' as const };
    // The binding is written first, under the order's lock: of two attempts claiming one transaction, one binds it.
    const [bound] = await tx
      .insert(paymentTransactionBindings)
      .values({ provider: attempt.provider, wsPayOrderId: report.wsPayOrderId, attemptId: attempt.id })
      .onConflictDoNothing()
      .returning();
    if (!bound) {
      const [holder] = await tx
        .select({ attemptId: paymentTransactionBindings.attemptId })
        .from(paymentTransactionBindings)
        .where(
          and(
            eq(paymentTransactionBindings.provider, attempt.provider),
            eq(paymentTransactionBindings.wsPayOrderId, report.wsPayOrderId),
          ),
        );
      if (holder?.attemptId !== attempt.id) return { kind: 'bound-elsewhere' as const };
    }
    const [otherPaid] = await tx
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'paid')))
      .limit(1);
    const duplicate = order.status !== 'pending_payment' || otherPaid !== undefined;
    const [claimed] = await tx
      .update(paymentAttempts)
      .set({
        status: duplicate ? 'duplicate' : 'paid',
        wsPayOrderId: report.wsPayOrderId,
        stan: report.stan,
        approvalCode: report.approvalCode,
        captured: confirmation.captured,
        maskedCardNumber: report.maskedCardNumber,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(paymentAttempts.id, attempt.id),
          inArray(paymentAttempts.status, ['started', 'declined', 'cancelled', 'failed', 'expired']),
        ),
      )
      .returning();
    if (!claimed) return { kind: 'already' as const };
    const ids = {
      provider: attempt.provider,
      shoppingCartId: attempt.shoppingCartId,
      wsPayOrderId: report.wsPayOrderId,
      stan: report.stan,
      approvalCode: report.approvalCode,
      preauthorised: !confirmation.captured,
    };
    if (duplicate) {
      await appendOrderEvents(tx, [
        {
          orderId: order.id,
          type: 'payment_duplicate',
          actor: SYSTEM('card-gateway'),
          data: { ...ids, attemptId: attempt.id, amountCents: attempt.amountCents, orderStatus: order.status },
        },
      ]);
      return { kind: 'duplicate' as const };
    }
    // Authorised only: the money is held until shipment (or at once, by the capture policy), and must be taken before
    // the authorisation lapses (docs/decisions/0152-capture-policy.md).
    const event = confirmation.captured ? 'payment.captured' : 'payment.authorised';
    const moved = await transitionOrder(tx, order, { type: event }, SYSTEM('card-gateway'), ids);
    if (!confirmation.captured)
      await tx
        .update(orders)
        .set({ authorisationExpiresAt: authorisationExpiry(new Date()) })
        .where(eq(orders.id, order.id));
    return {
      kind: 'paid' as const,
      authorised: !confirmation.captured,
      receipt: await issueSaleReceipt(app, tx, moved),
    };
  });
  if (outcome.kind === 'paid') {
    announceReceipts(app, [outcome.receipt]);
    // Gift vouchers are delivered the moment they are issued, so an order that buys them is captured at once whatever
    // the policy, and its vouchers go out with the capture (docs/decisions/0215-vouchers-pay-at-checkout.md).
    const vouchers = await orderHasVouchers(app.db, attempt.orderId);
    if (outcome.authorised && (vouchers || (await getCommerceSettings(app.db)).orderRules.capturePolicy === 'at_once'))
      await captureAtOnce(app, attempt.orderId);
    if (vouchers) mailNewVouchersSoon(app);
  }
  if (outcome.kind === 'duplicate') await giveBackDuplicate(app, attempt.id);
  return outcome.kind;
}

/** The shopper left the hosted page without paying (cancelled, declined, an error): the attempt says so. */
export async function closeAttempt(db: Db, attempt: PaymentAttemptRow, status: 'cancelled' | 'declined' | 'failed') {
  await db
    .update(paymentAttempts)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'started')));
}
