import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../platform/db/schema/orders.js';
import { paymentAttempts } from '../../platform/db/schema/payments.js';
import { SYSTEM, transitionOrder } from '../orders/index.js';
import { CARD_PROVIDERS, type CardProvider, cardGatewaySettings, createCardGatewayClient } from '../payments/index.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { confirmAttempt } from './attempts.js';

const BATCH = 20;

/**
 * Card orders still waiting for their payment after CARD_PAYMENT_EXPIRY_MINUTES (docs/decisions/0090-card-payment-attempts.md):
 * the gateway is asked about every attempt first (a payment whose callback and return were both lost is still a
 * payment); an order none of whose attempts the gateway confirms expires, giving its stock and coupon back once.
 * An attempt the gateway cannot be asked about (down, timeout) keeps its order waiting for the next sweep.
 */
export async function reconcileCardOrders(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ paid: number; expired: number }> {
  const cutoff = new Date(now.getTime() - app.config.CARD_PAYMENT_EXPIRY_MINUTES * 60_000);
  const due = await app.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, 'pending_payment'),
        inArray(orders.paymentCode, [...CARD_PROVIDERS]),
        lt(orders.createdAt, cutoff),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(BATCH);
  const result = { paid: 0, expired: 0 };
  for (const order of due) {
    const attempts = await app.db.select().from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
    let paid = false;
    let unknown = false;
    for (const attempt of attempts) {
      const settings = cardGatewaySettings(app.config, attempt.provider as CardProvider);
      if (!settings) continue;
      try {
        const status = await createCardGatewayClient(settings).statusCheck(attempt.shoppingCartId);
        const outcome = status.found ? await confirmAttempt(app, attempt, status.report) : 'unconfirmed';
        // A duplicate means the order no longer waits (another attempt paid it): nothing left to expire.
        if (outcome === 'paid' || outcome === 'already' || outcome === 'duplicate') paid = true;
      } catch (err) {
        unknown = true;
        app.log.warn({ err, shoppingCartId: attempt.shoppingCartId }, 'StatusCheck of an open card attempt failed');
      }
    }
    if (paid) {
      result.paid++;
      continue;
    }
    if (unknown) continue;
    const expired = await app.db.transaction(async (tx) => {
      const [current] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
      if (current?.status !== 'pending_payment') return false;
      await transitionOrder(tx, current, { type: 'payment.expired' }, SYSTEM('card-payment-expiry'), {
        attempts: attempts.length,
      });
      await tx
        .update(paymentAttempts)
        .set({ status: 'expired', updatedAt: new Date() })
        .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'started')));
      return true;
    });
    if (expired) result.expired++;
  }
  return result;
}

/** The sweep beside the transfer expiry, on the same schedule. */
export const cardPaymentSweepPlugin = fp(
  async (app) => {
    periodicSweep(app, 'card order sweep', async (now) => {
      const done = await reconcileCardOrders(app, now);
      if (done.paid + done.expired > 0) app.log.info(done, 'open card orders reconciled');
    });
  },
  { name: 'card-payment-sweep', dependencies: ['db'] },
);
