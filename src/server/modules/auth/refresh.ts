import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { refreshFamilies, refreshTokens } from '../../platform/db/schema/auth.js';
import { randomToken, sha256 } from '../../platform/secret-tokens.js';

/** Absolute lifetime of a login: rotation never extends it (docs/decisions/0011-access-and-refresh-tokens.md). */
export const REFRESH_FAMILY_TTL_MS = 30 * 24 * 3600 * 1000;
/** A rotated token may be presented again this long (parallel tabs) without counting as reuse. */
export const REFRESH_GRACE_MS = 5_000;

export interface IssuedRefresh {
  token: string;
  familyId: string;
  expiresAt: Date;
}

export async function startFamily(db: Db, userId: number, nowMs: number): Promise<IssuedRefresh> {
  const familyId = randomToken();
  const expiresAt = new Date(nowMs + REFRESH_FAMILY_TTL_MS);
  await db.insert(refreshFamilies).values({ id: familyId, userId, createdAt: new Date(nowMs), expiresAt });
  const token = randomToken();
  await db.insert(refreshTokens).values({ familyId, tokenHash: sha256(token), createdAt: new Date(nowMs) });
  return { token, familyId, expiresAt };
}

export type RotateResult =
  | { ok: true; userId: number; issued: IssuedRefresh }
  | { ok: false; reason: 'unknown' | 'revoked' | 'expired' | 'reused' };

/**
 * Rotates a refresh token. The conditional UPDATE makes one of two racing callers the rotator; the other
 * (and any caller within the grace window) gets a sibling token of the same family. A rotated token
 * presented after the grace window is reuse: the whole family is revoked.
 */
export async function rotate(db: Db, token: string, nowMs: number): Promise<RotateResult> {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      familyId: refreshTokens.familyId,
      usedAt: refreshTokens.usedAt,
      userId: refreshFamilies.userId,
      expiresAt: refreshFamilies.expiresAt,
      revokedAt: refreshFamilies.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(refreshFamilies, eq(refreshFamilies.id, refreshTokens.familyId))
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) return { ok: false, reason: 'revoked' };
  if (row.expiresAt.getTime() <= nowMs) return { ok: false, reason: 'expired' };
  const now = new Date(nowMs);
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: now })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    const [current] = await db
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(eq(refreshTokens.id, row.id));
    const usedAt = current?.usedAt?.getTime() ?? 0;
    if (nowMs - usedAt > REFRESH_GRACE_MS) {
      await revokeFamily(db, row.familyId, 'reuse', nowMs);
      return { ok: false, reason: 'reused' };
    }
  }
  const next = randomToken();
  await db.insert(refreshTokens).values({ familyId: row.familyId, tokenHash: sha256(next), createdAt: now });
  return { ok: true, userId: row.userId, issued: { token: next, familyId: row.familyId, expiresAt: row.expiresAt } };
}

/**
 * Whether the login behind an access token still stands: its family exists, is not revoked and has not reached its
 * absolute end (docs/decisions/0091-revoked-sessions-refuse-access-tokens.md). One primary-key read per request.
 */
export async function familyIsLive(db: Db, familyId: string, nowMs: number): Promise<boolean> {
  const [row] = await db
    .select({ revokedAt: refreshFamilies.revokedAt, expiresAt: refreshFamilies.expiresAt })
    .from(refreshFamilies)
    .where(eq(refreshFamilies.id, familyId))
    .limit(1);
  return Boolean(row && !row.revokedAt && row.expiresAt.getTime() > nowMs);
}

/** The family a refresh token belongs to (used or not), or null for a token we never issued. */
export async function familyOfToken(db: Db, token: string): Promise<string | null> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return row?.familyId ?? null;
}

export async function revokeFamily(db: Db, familyId: string, reason: string, nowMs: number) {
  await db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(nowMs), revokedReason: reason })
    .where(and(eq(refreshFamilies.id, familyId), isNull(refreshFamilies.revokedAt)));
}

/** Ends every login of a user, except `keepFamilyId` (the session that changed the password). */
export async function revokeUserFamilies(
  db: Db,
  userId: number,
  reason: string,
  nowMs: number,
  keepFamilyId?: string | null,
) {
  const conditions = [eq(refreshFamilies.userId, userId), isNull(refreshFamilies.revokedAt)];
  if (keepFamilyId) conditions.push(ne(refreshFamilies.id, keepFamilyId));
  await db
    .update(refreshFamilies)
    .set({ revokedAt: new Date(nowMs), revokedReason: reason })
    .where(and(...conditions));
}
