import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { SYSTEM } from './events.js';
import { dueTransfers } from './repository.js';
import { transitionOrder } from './transition.js';

const BATCH = 50;

/**
 * Expires bank-transfer orders whose payment did not arrive in time (docs/decisions/0053-unpaid-transfer-expiry.md):
 * each batch is one transaction that locks its due orders with FOR UPDATE SKIP LOCKED, so several server
 * processes sweeping at once share the work instead of waiting for each other; each order moves to expired
 * through transitionOrder, which gives its stock and coupon back once. A second run finds nothing to do.
 */
export async function expireUnpaidTransfers(db: Db, now = new Date()): Promise<number> {
  let total = 0;
  for (;;) {
    const expired = await db.transaction(async (tx) => {
      const due = await dueTransfers(tx, now, BATCH);
      for (const order of due)
        await transitionOrder(tx, order, 'expired', SYSTEM('transfer-expiry'), {
          expiresAt: order.expiresAt?.toISOString() ?? null,
        });
      return due.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

/**
 * Runs the sweep every ORDER_EXPIRY_SWEEP_SECONDS (default 60; 0 switches it off, as tests do by default). A sweep
 * never overlaps the previous one in this process; other processes may sweep at the same time.
 */
export const orderExpiryPlugin = fp(
  async (app) => {
    const seconds = app.config.ORDER_EXPIRY_SWEEP_SECONDS ?? (app.config.NODE_ENV === 'test' ? 0 : 60);
    if (seconds === 0) return;
    let timer: NodeJS.Timeout | undefined;
    let running = false;
    const sweep = async () => {
      if (running) return;
      running = true;
      try {
        const expired = await expireUnpaidTransfers(app.db, new Date(app.clock.now()));
        if (expired > 0) app.log.info({ expired }, 'unpaid bank transfers expired');
      } catch (err) {
        app.log.error({ err }, 'unpaid transfer sweep failed');
      } finally {
        running = false;
      }
    };
    app.addHook('onReady', async () => {
      timer = setInterval(() => void sweep(), seconds * 1000);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'order-expiry', dependencies: ['db'] },
);
