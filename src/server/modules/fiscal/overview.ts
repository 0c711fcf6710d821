import type { Db } from '../../platform/db/client.js';
import { countWaitingSince, receiptsWithStatus } from './repository.js';
import { type ReceiptView, toReceiptView } from './view.js';

/** A receipt must reach CIS within two days of the sale (docs/decisions/0072-late-delivery.md). */
export const DELIVERY_DEADLINE_MS = 48 * 3_600_000;

export interface FiscalOverview {
  waiting: { count: number; overdue: number; receipts: ReceiptView[] };
  refused: { count: number; receipts: ReceiptView[] };
}

/**
 * What the back office shows: receipts still waiting for their JIR (oldest first, with attempts and the last
 * error), how many of them are past the delivery deadline, and receipts CIS refused with its reason.
 */
export async function fiscalOverview(db: Db, limit = 50, now = new Date()): Promise<FiscalOverview> {
  const waiting = await receiptsWithStatus(db, 'awaiting_jir', limit);
  const refused = await receiptsWithStatus(db, 'refused', limit);
  const overdue = await countWaitingSince(db, new Date(now.getTime() - DELIVERY_DEADLINE_MS));
  return {
    waiting: {
      count: waiting.count,
      overdue,
      receipts: waiting.rows.map(toReceiptView),
    },
    refused: { count: refused.count, receipts: refused.rows.map(toReceiptView) },
  };
}
