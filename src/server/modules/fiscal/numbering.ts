import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { fiscalCounters } from '../../platform/db/schema/fiscal.js';

export interface CounterKey {
  premises: string;
  device: string;
  year: number;
}

/**
 * Takes the next receipt number of premises, device and year inside the caller's transaction. The upsert locks
 * the counter row until that transaction ends, so concurrent sales queue here and get 1, 2, 3... in commit order;
 * a transaction that rolls back gives its number back, so the sequence has no gaps
 * (docs/decisions/0070-receipt-numbering.md).
 */
export async function takeReceiptNumber(tx: Db, key: CounterKey): Promise<number> {
  const [row] = await tx
    .insert(fiscalCounters)
    .values({ ...key, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [fiscalCounters.premises, fiscalCounters.device, fiscalCounters.year],
      set: { lastNumber: sql`${fiscalCounters.lastNumber} + 1` },
    })
    .returning({ number: fiscalCounters.lastNumber });
  if (!row) throw new Error('the receipt counter returned no number');
  return row.number;
}
