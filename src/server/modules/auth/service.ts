import { AppError } from '../../platform/errors/index.js';
import { consumeRateLimit, RATE_RULES } from '../../platform/http/rate-limit.js';
import type { UserRow } from '../../platform/db/schema/users.js';
import { verifyPassword, hashPassword } from '../users/index.js';
import { findUserByEmail, findUserById, normalizeEmail, toAuthUser } from '../users/index.js';
import type { AuthContext } from './context.js';
import { clearAccountFailures, clearFailures, lockRemainingMs, minutesHr, recordFailure } from './lockout.js';
import { unlockLoginEmail } from '../email/index.js';
import { issueEmailToken, redeemEmailToken } from '../users/index.js';
import { familyOfToken, revokeFamily, rotate, startFamily, type IssuedRefresh } from './refresh.js';
import { ACCESS_TOKEN_TTL_SEC, familyOfSignedToken, signAccessToken } from './tokens.js';

// A hash of a random password: unknown names cost the same argon2 verification as known ones (no timing oracle).
// Made when the app starts (warmDummyHash), so not even the first unknown name pays for hashing it.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));
export const warmDummyHash = async () => void (await getDummyHash());

function lockedError(ctx: AuthContext, remainingMs: number) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  ctx.retryAfter(Math.ceil(remainingMs / 1000));
  return new AppError('ACCOUNT_LOCKED', {
    message: `Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za ${minutesHr(minutes)}.`,
    payload: { retryAfterSeconds: Math.ceil(remainingMs / 1000) },
  });
}

async function respondWithTokens(ctx: AuthContext, user: UserRow, issued: IssuedRefresh) {
  const now = ctx.now();
  ctx.session.keep(issued.token, (issued.expiresAt.getTime() - now) / 1000);
  const claims = {
    id: user.id,
    email: user.email,
    isBackofficeUser: user.isBackofficeUser,
    scope: user.scope,
    familyId: issued.familyId,
  };
  const accessToken = await signAccessToken(ctx.authSecret, claims, now);
  return {
    tokens: { accessToken, expiresIn: ACCESS_TOKEN_TTL_SEC, tokenType: 'Bearer' as const },
    user: toAuthUser(user),
  };
}

/** Starts a login session for a verified user (password or social), runs the login hooks. */
export async function completeLogin(ctx: AuthContext, user: UserRow) {
  // A blocked or erased account signs in no way: password, social, reset (docs/decisions/0218-blocked-customers.md).
  if (user.blockedAt || user.erasedAt) throw new AppError('ACCOUNT_BLOCKED');
  const issued = await startFamily(ctx.db, user.id, ctx.now());
  const result = await respondWithTokens(ctx, user, issued);
  const { id, email, isBackofficeUser, scope } = user;
  await ctx.loggedIn({ id, email, isBackofficeUser, scope });
  return result;
}

export async function login(ctx: AuthContext, username: string, password: string) {
  await ctx.limit(RATE_RULES.loginIp);
  const email = normalizeEmail(username);
  // Locks are per account and source (docs/decisions/0134-lockout-per-account-and-source.md).
  const source = ctx.ip.slice(0, 64);
  const locked = await lockRemainingMs(ctx.db, email, source, ctx.now());
  if (locked > 0) throw lockedError(ctx, locked);
  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !valid) {
    const lockMs = await recordFailure(ctx.db, email, source, ctx.now());
    if (lockMs > 0) {
      if (user) await sendUnlockLink(ctx, user);
      throw lockedError(ctx, lockMs);
    }
    throw new AppError('INVALID_LOGIN');
  }
  await clearFailures(ctx.db, email, source);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  return completeLogin(ctx, user);
}

/**
 * A lock started on a real account: its owner gets a one-time link that lifts every lock of the account
 * (docs/decisions/0134-lockout-per-account-and-source.md). At most three an hour, so guesses cannot fill a mailbox.
 */
async function sendUnlockLink(ctx: AuthContext, user: UserRow) {
  const now = ctx.now();
  if (!(await consumeRateLimit(ctx.db, RATE_RULES.unlockMailAccount, user.email, now)).allowed) return;
  const token = await issueEmailToken(ctx.db, user.id, 'unlock_login', now, user.email);
  const href = `${ctx.origin}/api/v1/login/unlock/${token}`;
  await ctx.mail(user.email, unlockLoginEmail(ctx.shopName, user.firstName, href));
}

/** The e-mailed unlock link, once: every lock and counted failure of the account goes; a used or old link is refused. */
export async function unlockLogin(ctx: AuthContext, token: string) {
  await ctx.limit(RATE_RULES.tokenIp);
  const row = await redeemEmailToken(ctx.db, token, ['unlock_login'], ctx.now());
  const user = row?.userId ? await findUserById(ctx.db, row.userId) : undefined;
  if (!user) throw new AppError('INVALID_TOKEN');
  await clearAccountFailures(ctx.db, user.email);
}

export async function refresh(ctx: AuthContext) {
  await ctx.limit(RATE_RULES.tokenIp);
  const token = ctx.refreshToken;
  const fail = (reason: string) => {
    ctx.session.end();
    return new AppError('UNAUTHORIZED', { message: 'Refresh token is not valid.', payload: { reason } });
  };
  if (!token) throw fail('missing');
  const result = await rotate(ctx.db, token, ctx.now());
  if (!result.ok) throw fail(result.reason);
  const user = await findUserById(ctx.db, result.userId);
  if (!user) throw fail('unknown');
  if (user.blockedAt || user.erasedAt) throw fail('blocked');
  return respondWithTokens(ctx, user, result.issued);
}

/**
 * Ends the session on the server whatever the access token's state (docs/decisions/0042-logout-ends-the-session.md):
 * the family of the refresh cookie itself is revoked, and that of the access token, valid or expired but signed by us.
 */
export async function logout(ctx: AuthContext) {
  const cookie = ctx.refreshToken;
  const token = ctx.familyId ? null : ctx.accessToken;
  const families = new Set([
    ctx.familyId ?? (token ? await familyOfSignedToken(ctx.authSecret, token) : null),
    cookie ? await familyOfToken(ctx.db, cookie) : null,
  ]);
  for (const family of families) if (family) await revokeFamily(ctx.db, family, 'logout', ctx.now());
  ctx.session.end();
  return { success: true as const };
}
