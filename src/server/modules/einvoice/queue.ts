import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type EInvoiceRow, einvoices } from '../../platform/db/schema/einvoices.js';
import { zagrebTime } from '../../platform/zagreb-clock.js';
import { type EInvoiceIntermediary, IntermediaryError } from './intermediary.js';

export interface QueueOptions {
  batchSize: number;
  /** Wait after a failed attempt; doubles with each further one up to maxDelayMs. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** How long after sending the intermediary is asked again whether the buyer got it. */
  statusEveryMs: number;
  /** How often an idle worker looks for due eRačuni. */
  pollMs: number;
}

export const DEFAULT_QUEUE: QueueOptions = {
  batchSize: 10,
  baseDelayMs: 10_000,
  maxDelayMs: 30 * 60_000,
  statusEveryMs: 5 * 60_000,
  pollMs: 5_000,
};

const later = (ms: number) => new Date(Date.now() + ms);
const backoff = (attempts: number, o: QueueOptions) =>
  Math.min(o.baseDelayMs * 2 ** Math.max(0, attempts), o.maxDelayMs);

async function update(db: Db, row: EInvoiceRow, set: Partial<EInvoiceRow>) {
  await db
    .update(einvoices)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(einvoices.id, row.id));
}

/**
 * Claims due rows: pushes each one's next_attempt_at forward as a lease (only if nobody else did since it was
 * read), so two workers never handle the same eRačun at once.
 */
async function claimDue(db: Db, options: QueueOptions): Promise<EInvoiceRow[]> {
  const due = await db
    .select()
    .from(einvoices)
    .where(and(isNotNull(einvoices.nextAttemptAt), lte(einvoices.nextAttemptAt, new Date())))
    .orderBy(asc(einvoices.nextAttemptAt))
    .limit(options.batchSize);
  const claimed: EInvoiceRow[] = [];
  for (const row of due) {
    const [won] = await db
      .update(einvoices)
      .set({ nextAttemptAt: later(60_000) })
      .where(and(eq(einvoices.id, row.id), sql`${einvoices.nextAttemptAt} = ${row.nextAttemptAt!.toISOString()}`))
      .returning({ id: einvoices.id });
    if (won) claimed.push(row);
  }
  return claimed;
}

const day = (at: Date) => {
  const t = zagrebTime(at);
  return `${t.year}-${t.month}-${t.day}`;
};

/** One step of one eRačun: send it, ask where it is, or report its payment, as its status says. */
async function step(db: Db, intermediary: EInvoiceIntermediary, row: EInvoiceRow, o: QueueOptions) {
  try {
    if (row.status === 'queued') {
      const doc = await intermediary.send(row.xml);
      await update(db, row, {
        status: doc.state === 'rejected' ? 'rejected' : 'sent',
        electronicId: doc.electronicId,
        intermediaryStatus: { id: doc.code, name: doc.name },
        sentAt: new Date(),
        attempts: 0,
        lastError: null,
        nextAttemptAt: doc.state === 'rejected' ? null : later(o.statusEveryMs),
      });
      return;
    }
    if (row.status === 'sent') {
      const doc = await intermediary.status(row.electronicId!);
      const base = { intermediaryStatus: { id: doc.code, name: doc.name }, attempts: 0, lastError: null };
      if (doc.state === 'delivered')
        await update(db, row, { ...base, status: 'delivered', deliveredAt: new Date(), nextAttemptAt: new Date() });
      else if (doc.state === 'rejected')
        await update(db, row, { ...base, status: 'rejected', lastError: doc.name, nextAttemptAt: null });
      else await update(db, row, { ...base, nextAttemptAt: later(o.statusEveryMs) });
      return;
    }
    if (row.status === 'delivered') {
      // The transfer was received before the invoice was issued: the payment is reported right after delivery.
      await intermediary.reportPayment({
        electronicId: row.electronicId!,
        invoiceNumber: row.number,
        issueDate: day(row.issuedAt),
        buyerOib: row.buyerOib,
        paidOn: day(row.paidAt),
        amountCents: row.totalCents,
        method: 'T',
      });
      await update(db, row, {
        status: 'reported',
        reportedAt: new Date(),
        attempts: 0,
        lastError: null,
        nextAttemptAt: null,
      });
    }
  } catch (err) {
    if (!(err instanceof IntermediaryError)) throw err;
    if (err.permanent && row.status !== 'delivered') {
      await update(db, row, { status: 'rejected', lastError: err.message.slice(0, 1000), nextAttemptAt: null });
      return;
    }
    await update(db, row, {
      attempts: row.attempts + 1,
      lastError: err.message.slice(0, 1000),
      nextAttemptAt: later(backoff(row.attempts, o)),
    });
  }
}

/** One round of the queue; returns how many eRačuni it handled. */
export async function runQueue(db: Db, intermediary: EInvoiceIntermediary, options = DEFAULT_QUEUE): Promise<number> {
  const rows = await claimDue(db, options);
  for (const row of rows) await step(db, intermediary, row, options);
  return rows.length;
}

/**
 * Sends a rejected eRačun again, as it was (the intermediary's answer to a refusal by the buyer or a fixed
 * account is a new send of the same document); false when it was not rejected.
 */
export async function requeueRejected(db: Db, id: number): Promise<boolean> {
  const done = await db
    .update(einvoices)
    .set({ status: 'queued', electronicId: null, attempts: 0, nextAttemptAt: new Date(), updatedAt: new Date() })
    .where(and(eq(einvoices.id, id), eq(einvoices.status, 'rejected')))
    .returning({ id: einvoices.id });
  return done.length > 0;
}
