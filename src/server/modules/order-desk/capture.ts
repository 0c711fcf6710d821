import { and, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/client.js';
import { type OrderRow, orders } from '../../platform/db/schema/orders.js';
import { AppError } from '../../platform/errors/index.js';
import { periodicSweep } from '../../platform/periodic-sweep.js';
import { appendOrderEvents, type OrderActor, SYSTEM, transitionOrder } from '../orders/index.js';
import { cardCall } from './card.js';
import { heldCents, loadDeskState } from './state.js';

/**
 * How long a card authorisation can still be taken (docs/decisions/0152-capture-policy.md): the schemes keep an
 * e-commerce pre-authorisation for 7 days, so the shop takes it no later than one day before that.
 */
export const AUTHORISATION_DAYS = 7;
export const CAPTURE_MARGIN_MS = 24 * 3_600_000;

export const authorisationExpiry = (authorisedAt: Date) =>
  new Date(authorisedAt.getTime() + AUTHORISATION_DAYS * 24 * 3_600_000);

/**
 * Takes the card amount held for the order (docs/decisions/0152-capture-policy.md), inside the caller's transaction
 * with the order's row locked: the amount still due (units cancelled before shipment are left out; nothing left is a
 * void instead), through the gateway's completion, and the lifecycle event (`capture` by staff, the shipment or the
 * policy; `authorisation.expiring` by the sweep) which moves an authorised order to paid and keeps any later status.
 * Returns the order as it is after, or the same order when nothing was held.
 */
export async function captureHeld(
  app: FastifyInstance,
  tx: Db,
  order: OrderRow,
  event: 'capture' | 'authorisation.expiring',
  actor: OrderActor,
): Promise<OrderRow> {
  const state = await loadDeskState(tx, order);
  const card = state.card;
  const amount = heldCents(state);
  if (!card || card.voided || card.capturedCents > 0) return order;
  if (amount === 0) {
    await cardCall(app, tx, order, card, 'void', card.authorisedCents, actor);
    return order;
  }
  await cardCall(app, tx, order, card, 'capture', amount, actor);
  return transitionOrder(tx, order, { type: event }, actor, { capturedCents: amount });
}

/** A capture the gateway refused or did not answer: on the timeline for staff, and the order stays as it was. */
async function captureFailed(app: FastifyInstance, orderId: number, err: unknown, actor: OrderActor) {
  app.log.warn({ err, orderId }, 'card capture failed');
  await appendOrderEvents(app.db, [
    {
      orderId,
      type: 'capture_failed',
      actor,
      data: {
        code: err instanceof AppError ? err.code : 'INTERNAL',
        message: String((err as Error)?.message ?? err).slice(0, 300),
      },
    },
  ]);
}

/**
 * The capture policy 'at once' (docs/decisions/0152-capture-policy.md): right after the gateway confirmed an
 * authorisation, the shop takes it in its own transaction. A failure leaves the order authorised for staff to capture.
 */
export async function captureAtOnce(app: FastifyInstance, orderId: number): Promise<void> {
  const actor = SYSTEM('capture-policy');
  try {
    await app.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (order?.status === 'authorised') await captureHeld(app, tx, order, 'capture', actor);
    });
  } catch (err) {
    await captureFailed(app, orderId, err, actor);
  }
}

/**
 * Authorisations about to lapse are taken (the `authorisation.expiring` event of the lifecycle machine), one
 * transaction per order, claimed with FOR UPDATE SKIP LOCKED so several processes share the work. A refusal is
 * on the order's timeline and the order is not tried again: staff see it and decide.
 */
export async function captureExpiringAuthorisations(app: FastifyInstance, now = new Date()): Promise<number> {
  const due = new Date(now.getTime() + CAPTURE_MARGIN_MS);
  const candidates = await app.db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        isNotNull(orders.authorisationExpiresAt),
        lte(orders.authorisationExpiresAt, due),
        inArray(orders.status, ['authorised', 'processing']),
      ),
    )
    .limit(50);
  let taken = 0;
  const actor = SYSTEM('authorisation-expiry');
  for (const { id } of candidates) {
    try {
      const done = await app.db.transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update', { skipLocked: true });
        if (!order?.authorisationExpiresAt || order.authorisationExpiresAt > due) return false;
        await captureHeld(app, tx, order, 'authorisation.expiring', actor);
        return true;
      });
      if (done) taken++;
    } catch (err) {
      await app.db.update(orders).set({ authorisationExpiresAt: null }).where(eq(orders.id, id));
      await captureFailed(app, id, err, actor);
    }
  }
  return taken;
}

/** Takes lapsing authorisations on the shared sweep schedule (src/server/platform/periodic-sweep.ts). */
export const authorisationSweepPlugin = fp(
  async (app) => {
    periodicSweep(app, 'card authorisation sweep', async (now) => {
      const taken = await captureExpiringAuthorisations(app, now);
      if (taken > 0) app.log.info({ taken }, 'card authorisations taken before they lapse');
    });
  },
  { name: 'authorisation-sweep', dependencies: ['db'] },
);
