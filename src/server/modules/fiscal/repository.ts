import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { type FiscalReceiptRow, fiscalReceipts } from '../../platform/db/schema/fiscal.js';

export type NewReceiptRow = typeof fiscalReceipts.$inferInsert;

export async function insertReceipt(tx: Db, values: NewReceiptRow): Promise<FiscalReceiptRow> {
  const [row] = await tx.insert(fiscalReceipts).values(values).returning();
  return row!;
}

export async function receiptById(db: Db, id: number): Promise<FiscalReceiptRow | undefined> {
  const [row] = await db.select().from(fiscalReceipts).where(eq(fiscalReceipts.id, id));
  return row;
}

export async function receiptByToken(db: Db, token: string): Promise<FiscalReceiptRow | undefined> {
  const [row] = await db.select().from(fiscalReceipts).where(eq(fiscalReceipts.token, token));
  return row;
}

export function receiptsByReference(db: Db, reference: string): Promise<FiscalReceiptRow[]> {
  return db
    .select()
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.reference, reference))
    .orderBy(asc(fiscalReceipts.id));
}

export interface Claim {
  row: FiscalReceiptRow;
  messageId: string;
}

/**
 * Claims up to `limit` receipts that are due, in one short transaction: rows another worker holds are skipped
 * (FOR UPDATE SKIP LOCKED), and each claimed row gets a fresh message id, one more attempt and a lease — its
 * next_attempt_at moves past the send's deadline, so no other worker takes it while it is in flight, and a worker
 * that dies mid-send leaves it due again when the lease runs out. Receipts never tried go first: current sales
 * before the backlog.
 */
export function claimDueReceipts(db: Db, limit: number, now: Date, leaseMs: number): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: fiscalReceipts.id })
      .from(fiscalReceipts)
      .where(and(eq(fiscalReceipts.status, 'awaiting_jir'), lte(fiscalReceipts.nextAttemptAt, now)))
      .orderBy(sql`${fiscalReceipts.attempts} = 0 DESC`, asc(fiscalReceipts.nextAttemptAt), asc(fiscalReceipts.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claims: Claim[] = [];
    for (const { id } of due) {
      const messageId = crypto.randomUUID();
      const [row] = await tx
        .update(fiscalReceipts)
        .set({
          attempts: sql`${fiscalReceipts.attempts} + 1`,
          messageId,
          lastAttemptAt: now,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        .where(eq(fiscalReceipts.id, id))
        .returning();
      claims.push({ row: row!, messageId });
    }
    return claims;
  });
}

/** Updates a claimed receipt only while the claim is still ours (same message id, still awaiting). */
function ours(claim: Claim) {
  return and(
    eq(fiscalReceipts.id, claim.row.id),
    eq(fiscalReceipts.messageId, claim.messageId),
    eq(fiscalReceipts.status, 'awaiting_jir'),
  );
}

export async function recordJir(db: Db, claim: Claim, jir: string, requestXml: string, responseXml: string) {
  await db
    .update(fiscalReceipts)
    .set({ status: 'fiscalised', jir, requestXml, responseXml, lastError: null, fiscalisedAt: new Date() })
    .where(ours(claim));
}

export async function recordRefusal(db: Db, claim: Claim, refusal: string, requestXml: string, responseXml: string) {
  await db
    .update(fiscalReceipts)
    .set({ status: 'refused', refusal, requestXml, responseXml, lastError: refusal })
    .where(ours(claim));
}

export async function recordFailure(
  db: Db,
  claim: Claim,
  failure: { error: string; retryAt: Date; requestXml: string | null; responseXml: string | null },
) {
  await db
    .update(fiscalReceipts)
    .set({
      lastError: failure.error,
      nextAttemptAt: failure.retryAt,
      requestXml: failure.requestXml,
      responseXml: failure.responseXml,
    })
    .where(ours(claim));
}

/**
 * Gives back a claim that was never sent because CIS could not be reached for the round: the attempt does not
 * count, but the error stays, so the receipt goes out marked as a late delivery.
 */
export async function releaseClaim(db: Db, claim: Claim, retryAt: Date, error: string) {
  await db
    .update(fiscalReceipts)
    .set({ attempts: sql`${fiscalReceipts.attempts} - 1`, nextAttemptAt: retryAt, lastError: error })
    .where(ours(claim));
}

/** Puts a refused receipt back in the queue once its cause is fixed (e.g. the certificate). */
export async function requeueRefused(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(fiscalReceipts)
    .set({ status: 'awaiting_jir', nextAttemptAt: new Date(), refusal: null })
    .where(and(eq(fiscalReceipts.id, id), eq(fiscalReceipts.status, 'refused')))
    .returning({ id: fiscalReceipts.id });
  return rows.length === 1;
}

/** Receipts still waiting for a JIR that were issued before `before`. */
export async function countWaitingSince(db: Db, before: Date): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fiscalReceipts)
    .where(and(eq(fiscalReceipts.status, 'awaiting_jir'), lt(fiscalReceipts.issuedAt, before)));
  return Number(row?.n ?? 0);
}

export async function receiptsWithStatus(db: Db, status: string, limit: number) {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.status, status));
  const rows = await db
    .select()
    .from(fiscalReceipts)
    .where(eq(fiscalReceipts.status, status))
    .orderBy(status === 'awaiting_jir' ? asc(fiscalReceipts.issuedAt) : desc(fiscalReceipts.issuedAt))
    .limit(limit);
  return { count: Number(count?.n ?? 0), rows };
}
