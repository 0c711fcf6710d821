import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors/index.js';
import { RATE_RULES, enforceRateLimit } from '../../plugins/rate-limit.js';
import { readAccessToken, runLoginHooks } from '../../plugins/auth.js';
import type { UserRow } from '../../db/schema/users.js';
import { verifyPassword, hashPassword } from '../users/index.js';
import { findUserByEmail, findUserById, normalizeEmail, toAuthUser } from '../users/index.js';
import { clearRefreshCookie, readCookie, REFRESH_COOKIE, setRefreshCookie } from './cookie.js';
import { clearAccountFailures, clearFailures, lockRemainingMs, minutesHr, recordFailure } from './lockout.js';
import { publicOrigin, sendEmail, unlockLoginEmail } from '../email/index.js';
import { issueEmailToken, redeemEmailToken } from '../users/index.js';
import { consumeRateLimit } from '../../plugins/rate-limit.js';
import { familyOfToken, revokeFamily, rotate, startFamily, type IssuedRefresh } from './refresh.js';
import { ACCESS_TOKEN_TTL_SEC, familyOfSignedToken, signAccessToken } from './tokens.js';

// A hash of a random password: unknown names cost the same argon2 verification as known ones (no timing oracle).
// Made when the app starts (warmDummyHash), so not even the first unknown name pays for hashing it.
let dummyHash: Promise<string> | null = null;
const getDummyHash = () => (dummyHash ??= hashPassword(`dummy-${Math.random()}`));
export const warmDummyHash = async () => void (await getDummyHash());

function lockedError(remainingMs: number, reply: FastifyReply) {
  const minutes = Math.max(1, Math.ceil(remainingMs / 60_000));
  reply.header('retry-after', String(Math.ceil(remainingMs / 1000)));
  return new AppError('ACCOUNT_LOCKED', {
    message: `Račun je privremeno zaključan zbog previše neuspjelih prijava. Pokušajte ponovno za ${minutesHr(minutes)}.`,
    payload: { retryAfterSeconds: Math.ceil(remainingMs / 1000) },
  });
}

async function respondWithTokens(request: FastifyRequest, reply: FastifyReply, user: UserRow, issued: IssuedRefresh) {
  const app = request.server;
  const now = app.clock.now();
  setRefreshCookie(request, reply, issued.token, (issued.expiresAt.getTime() - now) / 1000);
  const claims = {
    id: user.id,
    email: user.email,
    isBackofficeUser: user.isBackofficeUser,
    scope: user.scope,
    familyId: issued.familyId,
  };
  const accessToken = await signAccessToken(app.authSecret, claims, now);
  return {
    tokens: { accessToken, expiresIn: ACCESS_TOKEN_TTL_SEC, tokenType: 'Bearer' as const },
    user: toAuthUser(user),
  };
}

/** Starts a login session for a verified user (password or social), runs the login hooks. */
export async function completeLogin(request: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const app = request.server;
  const issued = await startFamily(app.db, user.id, app.clock.now());
  const result = await respondWithTokens(request, reply, user, issued);
  const { id, email, isBackofficeUser, scope } = user;
  await runLoginHooks({ user: { id, email, isBackofficeUser, scope }, request, reply });
  return result;
}

export async function login(request: FastifyRequest, reply: FastifyReply, username: string, password: string) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.loginIp);
  const email = normalizeEmail(username);
  // Locks are per account and source (docs/decisions/0134-lockout-per-account-and-source.md).
  const source = request.ip.slice(0, 64);
  const locked = await lockRemainingMs(app.db, email, source, app.clock.now());
  if (locked > 0) throw lockedError(locked, reply);
  const user = await findUserByEmail(app.db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await getDummyHash()), password);
  if (!user || !valid) {
    const lockMs = await recordFailure(app.db, email, source, app.clock.now());
    if (lockMs > 0) {
      if (user) await sendUnlockLink(request, user);
      throw lockedError(lockMs, reply);
    }
    throw new AppError('INVALID_LOGIN');
  }
  await clearFailures(app.db, email, source);
  if (!user.emailVerifiedAt) throw new AppError('EMAIL_NOT_VERIFIED');
  return completeLogin(request, reply, user);
}

/**
 * A lock started on a real account: its owner gets a one-time link that lifts every lock of the account
 * (docs/decisions/0134-lockout-per-account-and-source.md). At most three an hour, so guesses cannot fill a mailbox.
 */
async function sendUnlockLink(request: FastifyRequest, user: UserRow) {
  const app = request.server;
  const now = app.clock.now();
  if (!(await consumeRateLimit(app.db, RATE_RULES.unlockMailAccount, user.email, now)).allowed) return;
  const token = await issueEmailToken(app.db, user.id, 'unlock_login', now, user.email);
  const href = `${publicOrigin(request)}/api/v1/login/unlock/${token}`;
  await sendEmail(app, user.email, unlockLoginEmail(app.config.SHOP_NAME, user.firstName, href));
}

/** The e-mailed unlock link, once: every lock and counted failure of the account goes; a used or old link is refused. */
export async function unlockLogin(request: FastifyRequest, reply: FastifyReply, token: string) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.tokenIp);
  const row = await redeemEmailToken(app.db, token, ['unlock_login'], app.clock.now());
  const user = row?.userId ? await findUserById(app.db, row.userId) : undefined;
  if (!user) throw new AppError('INVALID_TOKEN');
  await clearAccountFailures(app.db, user.email);
}

export async function refresh(request: FastifyRequest, reply: FastifyReply) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.tokenIp);
  const token = readCookie(request, REFRESH_COOKIE);
  const fail = (reason: string) => {
    clearRefreshCookie(request, reply);
    return new AppError('UNAUTHORIZED', { message: 'Refresh token is not valid.', payload: { reason } });
  };
  if (!token) throw fail('missing');
  const result = await rotate(app.db, token, app.clock.now());
  if (!result.ok) throw fail(result.reason);
  const user = await findUserById(app.db, result.userId);
  if (!user) throw fail('unknown');
  return respondWithTokens(request, reply, user, result.issued);
}

/**
 * Ends the session on the server whatever the access token's state (docs/decisions/0042-logout-ends-the-session.md):
 * the family of the refresh cookie itself is revoked, and that of the access token, valid or expired but signed by us.
 */
export async function logout(request: FastifyRequest, reply: FastifyReply) {
  const { db, clock, authSecret } = request.server;
  const cookie = readCookie(request, REFRESH_COOKIE);
  const token = request.authFamilyId ? null : readAccessToken(request);
  const families = new Set([
    request.authFamilyId ?? (token ? await familyOfSignedToken(authSecret, token) : null),
    cookie ? await familyOfToken(db, cookie) : null,
  ]);
  for (const family of families) if (family) await revokeFamily(db, family, 'logout', clock.now());
  clearRefreshCookie(request, reply);
  return { success: true as const };
}
