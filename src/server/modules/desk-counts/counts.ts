import { DESK_COUNT_KEYS, type DeskCountKey } from '@shared/desk-counts.js';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { orders } from '../../platform/db/schema/orders.js';
import { refusedReceiptCount } from '../fiscal/index.js';
import { awaitingCaptureCount, refundsToMakeCount, returnsToReceiveCount } from '../order-desk/index.js';
import { toPackCount } from '../packing/index.js';

type Counter = (db: Db, domainId: number) => Promise<number>;

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
  awaitingCapture: awaitingCaptureCount,
  awaitingTransfer,
  returnsToReceive: returnsToReceiveCount,
  refundsToMake: refundsToMakeCount,
  refusedReceipts: (db) => refusedReceiptCount(db),
};

export async function deskCounts(db: Db, domainId: number) {
  const counts = [];
  for (const key of DESK_COUNT_KEYS) counts.push({ key, count: await COUNTERS[key](db, domainId) });
  return { counts };
}
