import { and, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { orders, type OrderRow } from '../../db/schema/orders.js';
import { type PaymentAttemptRow, paymentAttempts } from '../../db/schema/payments.js';
import { AppError } from '../../errors/index.js';
import { shopUrl } from '../../shop-url.js';
import { findOrderBySlug, SYSTEM, transitionOrder } from '../orders/index.js';
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

/**
 * Card payments of orders (docs/decisions/0090-card-payment-attempts.md): an attempt per visit to the hosted page,
 * and the one way an order becomes paid by card, `confirmAttempt`, which only a verified gateway report reaches
 * (the server-to-server callback or StatusCheck; a browser return only asks for StatusCheck).
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
        amountCents: order.orderTotal,
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

/**
 * The gateway confirmed this attempt (a verified report with its cart, euro and amount): the attempt is paid and the
 * order moves to paid with the ids the back office needs for capture, refund and void. However many callbacks,
 * StatusChecks and returns arrive, in whatever order and at once, the order is paid once: the attempt's conditional
 * update lets one of them through, and the order's transition is conditional as well. The fiscal receipt is issued
 * in the same transaction, so it exists exactly when the payment does; CIS hears of it after the commit
 * (docs/decisions/0074-receipts-issued-with-the-payment.md).
 */
export async function confirmAttempt(
  app: FastifyInstance,
  attempt: PaymentAttemptRow,
  report: TransactionReport,
): Promise<'paid' | 'already' | 'unconfirmed'> {
  const confirmation = paymentConfirmation(report, {
    shoppingCartId: attempt.shoppingCartId,
    amountCents: attempt.amountCents,
  });
  if (!confirmation.confirmed) return 'unconfirmed';
  const outcome = await app.db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentAttempts)
      .set({
        status: 'paid',
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
          inArray(paymentAttempts.status, ['started', 'declined', 'cancelled', 'failed']),
        ),
      )
      .returning();
    if (!claimed) return { paid: false as const };
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    if (order?.status !== 'pending_payment') return { paid: false as const };
    const paid = await transitionOrder(tx, order, 'paid', SYSTEM('card-gateway'), {
      provider: attempt.provider,
      shoppingCartId: attempt.shoppingCartId,
      wsPayOrderId: report.wsPayOrderId,
      stan: report.stan,
      approvalCode: report.approvalCode,
      preauthorised: !confirmation.captured,
    });
    return { paid: true as const, receipt: await issueSaleReceipt(app, tx, paid) };
  });
  if (!outcome.paid) return 'already';
  announceReceipts(app, [outcome.receipt]);
  return 'paid';
}

/** The shopper left the hosted page without paying (cancelled, declined, an error): the attempt says so. */
export async function closeAttempt(db: Db, attempt: PaymentAttemptRow, status: 'cancelled' | 'declined' | 'failed') {
  await db
    .update(paymentAttempts)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(paymentAttempts.id, attempt.id), eq(paymentAttempts.status, 'started')));
}
