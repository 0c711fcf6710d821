import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.js';
import { userTokens } from '../../platform/db/schema/auth.js';
import { randomToken, sha256 } from '../../platform/secret-tokens.js';

/** Single-purpose tokens for e-mail links (docs/decisions/0028-single-purpose-random-tokens.md): 256-bit random, stored as SHA-256, expiring, single use. */
export type TokenPurpose = 'verify_email' | 'change_email' | 'reset_password' | 'unlock_login' | 'staff_invite';
export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  verify_email: 48 * 3600_000,
  change_email: 48 * 3600_000,
  reset_password: 3600_000,
  // The link that lifts a login lock (docs/decisions/0134-lockout-per-account-and-source.md).
  unlock_login: 3600_000,
  // A staff invitation sets the first password like a reset (docs/decisions/0200-staff-roles-and-permissions.md).
  staff_invite: 7 * 24 * 3600_000,
};

/** `userId` null: a reset asked for an address without an account (the same work; the token redeems nothing). */
export async function issueEmailToken(
  db: Db,
  userId: number | null,
  purpose: TokenPurpose,
  nowMs: number,
  email?: string,
) {
  const token = randomToken();
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    email: email ?? null,
    expiresAt: new Date(nowMs + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** Marks the token used if it exists for one of these purposes and is unexpired and unused; null otherwise. */
export async function redeemEmailToken(db: Db, token: string, purposes: TokenPurpose[], nowMs: number) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: new Date(nowMs) })
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date(nowMs)),
      ),
    )
    .returning();
  if (!row || !purposes.includes(row.purpose as TokenPurpose)) return null;
  return row;
}
