import { DESK_COUNT_KEYS, type DeskCountKey } from '@shared/desk-counts.js';
import { ACTIONS_BY_STATUS } from '@shared/order-desk.js';
import { ORDER_STATUSES } from '@shared/order-status.js';
import { and, count, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { paymentActions } from '../../db/schema/order-desk.js';
import { orders } from '../../db/schema/orders.js';
import { paymentAttempts } from '../../db/schema/payments.js';
import { refusedReceiptCount } from '../fiscal/index.js';
import { toPackCount } from '../packing/index.js';

type Counter = (db: Db, domainId: number) => Promise<number>;

/** Statuses in which the desk may still capture a card payment: an authorisation there waits for it. */
const CAPTURE_STATUSES = ORDER_STATUSES.filter((s) => ACTIONS_BY_STATUS[s].includes('capture'));

/**
 * Card orders whose money is authorised and not taken: the paid attempt was a pre-authorisation (not captured at
 * once), the desk has neither captured nor voided it, and the order's status still allows a capture.
 */
const awaitingCapture: Counter = async (db, domainId) => {
  const settled = db
    .select({ one: sql`1` })
    .from(paymentActions)
    .where(and(eq(paymentActions.attemptId, paymentAttempts.id), inArray(paymentActions.kind, ['capture', 'void'])));
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(paymentAttempts, and(eq(paymentAttempts.orderId, orders.id), eq(paymentAttempts.status, 'paid')))
    .where(
      and(
        eq(orders.domainId, domainId),
        inArray(orders.status, CAPTURE_STATUSES),
        eq(paymentAttempts.captured, false),
        not(exists(settled)),
      ),
    );
  return row?.n ?? 0;
};

/** Bank transfers not yet received (expired ones are moved out by the expiry sweep). */
const awaitingTransfer: Counter = async (db, domainId) => {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.domainId, domainId), eq(orders.status, 'awaiting_transfer')));
  return row?.n ?? 0;
};

/**
 * One query per count, typed by the shared list: a key added to DESK_COUNT_KEYS fails the type check until its
 * query is here. Receipts are the shop's, not a domain's (one fiscal identity), so theirs ignores the domain.
 */
const COUNTERS: Record<DeskCountKey, Counter> = {
  toPack: toPackCount,
  awaitingCapture,
  awaitingTransfer,
  refusedReceipts: (db) => refusedReceiptCount(db),
};

export async function deskCounts(db: Db, domainId: number) {
  const counts = [];
  for (const key of DESK_COUNT_KEYS) counts.push({ key, count: await COUNTERS[key](db, domainId) });
  return { counts };
}
