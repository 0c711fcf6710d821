import { asc, count, eq, inArray } from 'drizzle-orm';
import type { ContractSchema } from '../../platform/contract-types.js';
import type { Db } from '../../platform/db/client.js';
import { consentAssignments, consentLog, consents } from '../../platform/db/schema/consents.js';
import { missingConsents } from '@shared/validation/consents.js';
import { AppError } from '../../platform/errors/index.js';

export type FormId = ContractSchema<'FormId'>;
type ConsentRow = typeof consents.$inferSelect;

const toConsent = (c: ConsentRow) => ({
  id: c.id,
  uniqueNumber: c.uniqueNumber,
  displayName: c.displayName,
  required: c.required,
  text: c.text,
  version: c.version,
});

export async function filterWebConsents(db: Db, forWeb: boolean, limit: number, page: number) {
  const [total] = await db.select({ n: count() }).from(consents).where(eq(consents.forWeb, forWeb));
  const rows = await db
    .select()
    .from(consents)
    .where(eq(consents.forWeb, forWeb))
    .orderBy(asc(consents.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { records: rows.map(toConsent), totalRecords: total?.n ?? 0 };
}

export async function listAssignments(db: Db, perPage: number, page: number, assignedTo?: FormId) {
  const where = assignedTo ? eq(consentAssignments.assignedTo, assignedTo) : undefined;
  const [total] = await db.select({ n: count() }).from(consentAssignments).where(where);
  const rows = await db
    .select()
    .from(consentAssignments)
    .where(where)
    .orderBy(asc(consentAssignments.assignedTo))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const ids = [...new Set(rows.flatMap((r) => r.consentIds))];
  const defs = ids.length ? await db.select().from(consents).where(inArray(consents.id, ids)) : [];
  const byId = new Map(defs.map((d) => [d.id, toConsent(d)]));
  const data = rows.map((r) => ({
    assigned_to: r.assignedTo as FormId,
    consents: r.consentIds.flatMap((id) => byId.get(id) ?? []),
    requiredConsents: r.requiredConsentIds,
  }));
  const n = total?.n ?? 0;
  return { data, page, perPage, total: n, lastPage: Math.max(1, Math.ceil(n / perPage)) };
}

export async function setAssignment(db: Db, assignedTo: FormId, consentIds: number[], requiredIds: number[]) {
  const all = [...new Set([...consentIds, ...requiredIds])];
  const found = all.length ? await db.select({ id: consents.id }).from(consents).where(inArray(consents.id, all)) : [];
  if (found.length !== all.length)
    throw new AppError('VALIDATION_FAILED', {
      payload: { fields: [{ field: 'body/consents', message: 'unknown consent id' }] },
    });
  // A required consent is always shown.
  const shown = [...new Set([...consentIds, ...requiredIds])];
  await db
    .insert(consentAssignments)
    .values({ assignedTo, consentIds: shown, requiredConsentIds: requiredIds })
    .onConflictDoUpdate({
      target: consentAssignments.assignedTo,
      set: { consentIds: shown, requiredConsentIds: requiredIds },
    });
  return (await listAssignments(db, 1, 1, assignedTo)).data[0]!;
}

/** Required consents of a form that are missing from `accepted`: the registration form's check, made again here. */
export async function missingRequired(db: Db, form: FormId, accepted: number[]): Promise<number[]> {
  return missingConsents(await requiredConsentIds(db, form), accepted);
}

/** The consents a form requires: its assignment's, else every consent marked required. */
export async function requiredConsentIds(db: Db, form: FormId): Promise<number[]> {
  const [row] = await db.select().from(consentAssignments).where(eq(consentAssignments.assignedTo, form)).limit(1);
  return (
    row?.requiredConsentIds ??
    (await db.select({ id: consents.id }).from(consents).where(eq(consents.required, true))).map((r) => r.id)
  );
}

/**
 * Whose decision it is (docs/decisions/0093-guest-consents-belong-to-the-session.md): a logged-in account, under its
 * own (proven) e-mail; or a guest, under the guest's session, with the address they typed kept as a claim only.
 */
export type LogSubject =
  | { userId: number; email: string }
  | { userId: null; guestSession: string; claimedEmail: string | null };

export type LogInput = LogSubject & {
  status: 'granted' | 'withdrawn';
  statusTimestamp?: string | undefined;
  sourceType: FormId;
  consents: Array<{ id: number; version?: number | undefined }>;
};

/** Appends one row per consent (the log is append-only: a withdrawal is a new row); the version defaults to the current text's. */
export async function appendConsentLog(db: Db, input: LogInput) {
  const ids = [...new Set(input.consents.map((c) => c.id))];
  const defs = await db.select().from(consents).where(inArray(consents.id, ids));
  const byId = new Map(defs.map((d) => [d.id, d]));
  const rows = input.consents.map((c) => {
    const def = byId.get(c.id);
    if (!def || (c.version !== undefined && c.version > def.version)) {
      throw new AppError('VALIDATION_FAILED', {
        payload: { fields: [{ field: 'body/consents', message: `unknown consent ${c.id} or version` }] },
      });
    }
    return {
      consentId: c.id,
      consentVersion: c.version ?? def.version,
      status: input.status,
      statusTimestamp: input.statusTimestamp ? new Date(input.statusTimestamp) : null,
      sourceType: input.sourceType,
      ...(input.userId === null
        ? {
            userId: null,
            userType: 'guest',
            email: null,
            guestSession: input.guestSession,
            claimedEmail: input.claimedEmail,
          }
        : { userId: input.userId, userType: 'user', email: input.email }),
    };
  });
  const inserted = await db.insert(consentLog).values(rows).returning();
  return inserted.map((r) => ({
    id: r.id,
    consentId: r.consentId,
    consentVersion: r.consentVersion,
    status: r.status as 'granted' | 'withdrawn',
    statusTimestamp: r.statusTimestamp?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    sourceType: r.sourceType as FormId,
    userType: r.userType as 'user' | 'guest',
    email: r.email,
  }));
}

/** The id of a consent by its unique number (the newsletter's own consent, 'newsletter'), or null when it is absent. */
export async function consentIdByNumber(db: Db, uniqueNumber: string): Promise<number | null> {
  const [row] = await db.select({ id: consents.id }).from(consents).where(eq(consents.uniqueNumber, uniqueNumber));
  return row?.id ?? null;
}
