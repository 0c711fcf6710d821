import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentActions } from '../../platform/db/schema/order-desk.js';
import { orders } from '../../platform/db/schema/orders.js';
import { paymentAttempts } from '../../platform/db/schema/payments.js';
import { AppError } from '../../platform/errors/index.js';
import { appendOrderEvents, SYSTEM } from '../orders/index.js';
import { type CardProvider, cardGatewaySettings, createCardGatewayClient, isCardProvider } from '../payments/index.js';

/**
 * Gives back a payment the gateway confirmed for an order that no longer waited for it (another attempt had paid it,
 * or it had expired): a void of the authorisation, or a refund of the whole amount when it was captured at once
 * (docs/decisions/0130-one-paid-attempt-per-order.md). The order's row stays locked across the gateway's call, as
 * for the desk's own actions, so it is sent once. The desk sees it on the timeline and in the attempts list (status
 * returned); when the gateway refuses or cannot be reached, the attempt stays duplicate and the timeline says so.
 */
export async function giveBackDuplicate(app: FastifyInstance, attemptId: number): Promise<'returned' | 'failed'> {
  try {
    return await app.db.transaction(async (tx) => {
      const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
      if (!attempt) return 'returned';
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, attempt.orderId)).for('update');
      const [still] = await tx
        .update(paymentAttempts)
        .set({ status: 'returned', updatedAt: new Date() })
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'duplicate')))
        .returning();
      if (!still?.wsPayOrderId || !still.stan) return 'returned';
      const provider = still.provider;
      const settings = isCardProvider(provider) ? cardGatewaySettings(app.config, provider as CardProvider) : null;
      if (!settings) throw new AppError('CARD_GATEWAY_NOT_CONFIGURED');
      const gateway = createCardGatewayClient(settings);
      const target = { wsPayOrderId: still.wsPayOrderId, stan: still.stan, approvalCode: still.approvalCode ?? '' };
      const kind = still.captured ? 'refund' : 'void';
      const result = await (kind === 'refund' ? gateway.refund : gateway.void)(target, still.amountCents);
      await tx.insert(paymentActions).values({
        attemptId,
        orderId: still.orderId,
        kind,
        amountCents: still.amountCents,
        approvalCode: result.approvalCode || target.approvalCode,
        stan: result.stan || still.stan,
        userId: null,
      });
      await appendOrderEvents(tx, [
        {
          orderId: still.orderId,
          type: kind === 'refund' ? 'duplicate_payment_refunded' : 'duplicate_payment_voided',
          actor: SYSTEM('card-gateway'),
          data: { attemptId, shoppingCartId: still.shoppingCartId, amountCents: still.amountCents, provider },
        },
      ]);
      return 'returned' as const;
    });
  } catch (err) {
    app.log.error({ err, attemptId }, 'a duplicate card payment was not given back');
    const [attempt] = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId));
    if (attempt)
      await appendOrderEvents(app.db, [
        {
          orderId: attempt.orderId,
          type: 'duplicate_payment_not_returned',
          actor: SYSTEM('card-gateway'),
          data: {
            attemptId,
            shoppingCartId: attempt.shoppingCartId,
            amountCents: attempt.amountCents,
            code: err instanceof AppError ? err.code : 'INTERNAL',
          },
        },
      ]);
    return 'failed';
  }
}
