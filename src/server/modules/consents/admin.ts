import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { consentAssignments, consentLog, consents } from '../../platform/db/schema/consents.js';
import { AppError } from '../../platform/errors/index.js';
import type { FormId } from './service.js';

/**
 * The back office's consent pages (docs/decisions/0116-admin-sections.md), read-only: each definition with the
 * forms that show and require it and how many log rows it has, and one consent's log, newest first.
 */
type ConsentRow = typeof consents.$inferSelect;
type Assignment = typeof consentAssignments.$inferSelect;

function adminConsent(c: ConsentRow, assignments: Assignment[], logEntries: number) {
  return {
    id: c.id,
    uniqueNumber: c.uniqueNumber,
    displayName: c.displayName,
    required: c.required,
    version: c.version,
    forWeb: c.forWeb,
    shownOn: assignments.filter((a) => a.consentIds.includes(c.id)).map((a) => a.assignedTo as FormId),
    requiredOn: assignments.filter((a) => a.requiredConsentIds.includes(c.id)).map((a) => a.assignedTo as FormId),
    logEntries,
  };
}

const assignmentsOf = (db: Db) => db.select().from(consentAssignments).orderBy(asc(consentAssignments.assignedTo));

export async function listConsentsForAdmin(db: Db) {
  const [rows, assignments, counts] = await Promise.all([
    db.select().from(consents).orderBy(asc(consents.id)),
    assignmentsOf(db),
    db.select({ id: consentLog.consentId, n: count() }).from(consentLog).groupBy(consentLog.consentId),
  ]);
  const logCount = new Map(counts.map((r) => [r.id, r.n]));
  return { records: rows.map((c) => adminConsent(c, assignments, logCount.get(c.id) ?? 0)) };
}

export async function consentLogForAdmin(db: Db, uniqueNumber: string, page: number, limit: number) {
  const [consent] = await db.select().from(consents).where(eq(consents.uniqueNumber, uniqueNumber)).limit(1);
  if (!consent) throw new AppError('NOT_FOUND', { message: 'Consent not found.' });
  const [[total], assignments, rows] = await Promise.all([
    db.select({ n: count() }).from(consentLog).where(eq(consentLog.consentId, consent.id)),
    assignmentsOf(db),
    db
      .select()
      .from(consentLog)
      .where(eq(consentLog.consentId, consent.id))
      .orderBy(desc(consentLog.id))
      .limit(limit)
      .offset((page - 1) * limit),
  ]);
  const totalRecords = total?.n ?? 0;
  return {
    consent: adminConsent(consent, assignments, totalRecords),
    records: rows.map((r) => ({
      id: r.id,
      status: r.status as 'granted' | 'withdrawn',
      statusTimestamp: r.statusTimestamp?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
      sourceType: r.sourceType as FormId,
      consentVersion: r.consentVersion,
      userType: r.userType as 'user' | 'guest',
      email: r.email,
      claimedEmail: r.claimedEmail,
    })),
    page,
    limit,
    totalPages: Math.ceil(totalRecords / limit),
    totalRecords,
  };
}
