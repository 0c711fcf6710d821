import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { consentLog, consents } from '../../platform/db/schema/consents.js';
import { userAddresses, users, type UserAddressRow, type UserRow } from '../../platform/db/schema/users.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export function toDetails(user: UserRow) {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    displayName: `${user.firstName} ${user.lastName}`.trim(),
  };
}

export function toAuthUser(user: UserRow) {
  return {
    id: user.id,
    email: user.email,
    isBackofficeUser: user.isBackofficeUser,
    scope: user.scope,
    memberCardBarcode: user.memberCardBarcode,
    details: toDetails(user),
  };
}

export function toAddress(a: UserAddressRow) {
  const { userId: _userId, createdAt: _createdAt, ...rest } = a;
  return rest as Omit<UserAddressRow, 'userId' | 'createdAt'> & { type: 'main' | 'billing' | 'shipping' | 'other' };
}

export async function listAddresses(db: Db, userId: number) {
  const rows = await db
    .select()
    .from(userAddresses)
    .where(eq(userAddresses.userId, userId))
    .orderBy(asc(userAddresses.id));
  return rows.map(toAddress);
}

/** The latest decision per consent of this user (the log is append-only; the newest row wins). */
export async function latestConsents(db: Db, userId: number) {
  const rows = await db
    .selectDistinctOn([consentLog.consentId], {
      id: consents.id,
      uniqueNumber: consents.uniqueNumber,
      displayName: consents.displayName,
      required: consents.required,
      version: consentLog.consentVersion,
      status: consentLog.status,
      createdAt: consentLog.createdAt,
    })
    .from(consentLog)
    .innerJoin(consents, eq(consents.id, consentLog.consentId))
    .where(and(eq(consentLog.userId, userId)))
    .orderBy(consentLog.consentId, desc(consentLog.createdAt), desc(consentLog.id));
  return rows.map((r) => ({
    id: r.id,
    uniqueNumber: r.uniqueNumber,
    displayName: r.displayName,
    required: r.required,
    version: r.version,
    status: r.status as 'granted' | 'withdrawn',
    statusTimestamp: r.createdAt.toISOString(),
  }));
}

/**
 * A new password, proved by the current one or by the e-mailed token; a token also proves the mailbox, so the address
 * counts as confirmed from then on.
 */
export async function storePassword(db: Db, id: number, passwordHash: string, mailboxProvedAt?: Date) {
  await touchUser(db, id, mailboxProvedAt ? { passwordHash, emailVerifiedAt: mailboxProvedAt } : { passwordHash });
}

export async function touchUser(db: Db, id: number, values: Partial<UserRow>) {
  await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id));
}
