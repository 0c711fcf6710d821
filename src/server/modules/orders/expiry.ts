import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/client.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
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
        await transitionOrder(tx, order, { type: 'transfer.expired' }, SYSTEM('transfer-expiry'), {
          expiresAt: order.expiresAt?.toISOString() ?? null,
        });
      return due.length;
    });
    total += expired;
    if (expired < BATCH) return total;
  }
}

/** Expires unpaid transfers on the shared sweep schedule (src/server/platform/periodic-sweep.ts). */
export const orderExpiryPlugin = fp(
  async (app) => {
    periodicSweep(app, 'unpaid transfer sweep', async (now) => {
      const expired = await expireUnpaidTransfers(app.db, now);
      if (expired > 0) app.log.info({ expired }, 'unpaid bank transfers expired');
    });
  },
  { name: 'order-expiry', dependencies: ['db'] },
);
