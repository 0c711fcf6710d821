import type { FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { socialAccounts, socialStates } from '../../../db/schema/auth.js';
import { users } from '../../../db/schema/users.js';
import { AppError } from '../../../errors/index.js';
import { enforceRateLimit, RATE_RULES } from '../../../plugins/rate-limit.js';
import { publicOrigin } from '../../email/index.js';
import { hashPassword } from '../../users/index.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../../users/index.js';
import { randomToken, sha256 } from '../../../secret-tokens.js';
import { completeLogin } from '../service.js';
import { authorizationUrl, discover, exchangeCode, providerConfig, type Provider } from './oidc.js';

const STATE_TTL_MS = 10 * 60_000;

function configured(request: FastifyRequest, provider: Provider) {
  const p = providerConfig(request.server.config, provider);
  if (!p) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return p;
}

/** The return address must be the shop's own /social-login page: the provider sends the code only there. */
function checkRedirect(request: FastifyRequest, redirectUri: string) {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    url = new URL('invalid:');
  }
  if (url.origin !== publicOrigin(request) || url.pathname !== '/social-login' || url.search || url.hash) {
    throw new AppError('VALIDATION_FAILED', {
      payload: { fields: [{ field: 'query/redirect_uri', message: "must be the shop's /social-login" }] },
    });
  }
}

export async function socialRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: Provider,
  redirectUri: string,
) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.socialIp);
  const p = configured(request, provider);
  checkRedirect(request, redirectUri);
  const d = await discover(p.issuer).catch((err: unknown) => {
    throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE', { cause: err });
  });
  const [state, nonce, verifier] = [randomToken(), randomToken(), randomToken()];
  // Pending logins older than their 10 minutes are useless: drop them as new ones arrive.
  await app.db.delete(socialStates).where(lt(socialStates.expiresAt, new Date(app.clock.now())));
  await app.db.insert(socialStates).values({
    stateHash: sha256(state),
    provider,
    nonce,
    codeVerifier: verifier,
    redirectUri,
    expiresAt: new Date(app.clock.now() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(d, p, redirectUri, state, nonce, verifier) };
}

/** Finds the user of (provider, subject), or links by a verified e-mail, or creates one. */
async function resolveUser(request: FastifyRequest, provider: Provider, claims: Record<string, unknown>) {
  const db = request.server.db;
  const subject = String(claims.sub ?? '');
  if (!subject || subject.length > 255) throw new AppError('SOCIAL_LOGIN_FAILED');
  const [account] = await db
    .select()
    .from(socialAccounts)
    .where(and(eq(socialAccounts.provider, provider), eq(socialAccounts.subject, subject)))
    .limit(1);
  if (account) {
    const user = await findUserById(db, account.userId);
    if (user) return user;
  }
  const email = typeof claims.email === 'string' && claims.email.length <= 254 ? normalizeEmail(claims.email) : null;
  if (!email) throw new AppError('SOCIAL_LOGIN_FAILED', { message: 'Društvena mreža nije dala e-mail adresu.' });
  const verified = claims.email_verified === true;
  const now = new Date(request.server.clock.now());
  let user = await findUserByEmail(db, email);
  if (user) {
    // Only a verified address on both sides proves the same owner (an unverified local account may be a squatter's).
    if (!verified || !user.emailVerifiedAt) throw new AppError('SOCIAL_EMAIL_CONFLICT');
  } else {
    const name = typeof claims.name === 'string' ? claims.name : '';
    const firstName = String(claims.given_name ?? name.split(' ')[0] ?? '').slice(0, 100) || 'Kupac';
    const lastName = String(claims.family_name ?? name.split(' ').slice(1).join(' ') ?? '').slice(0, 100);
    [user] = await db
      .insert(users)
      .values({
        email,
        firstName,
        lastName,
        passwordHash: await hashPassword(randomToken()),
        scope: ['customer'],
        emailVerifiedAt: verified ? now : null,
      })
      .returning();
  }
  await db.insert(socialAccounts).values({ provider, subject, userId: user!.id, email }).onConflictDoNothing();
  return user!;
}

export async function socialOauth(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: Provider,
  code: string,
  state: string,
) {
  const app = request.server;
  await enforceRateLimit(request, reply, RATE_RULES.socialIp);
  const p = configured(request, provider);
  const now = new Date(app.clock.now());
  // Single use: the first caller claims the state; replays and expired states fail.
  const [pending] = await app.db
    .update(socialStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(socialStates.stateHash, sha256(state)),
        eq(socialStates.provider, provider),
        isNull(socialStates.usedAt),
        gt(socialStates.expiresAt, now),
      ),
    )
    .returning();
  if (!pending) throw new AppError('SOCIAL_LOGIN_FAILED');
  let claims: Record<string, unknown>;
  try {
    claims = await exchangeCode(
      await discover(p.issuer),
      p,
      code,
      pending.redirectUri,
      pending.codeVerifier,
      pending.nonce,
    );
  } catch (err) {
    request.log.info({ err }, 'social code exchange refused');
    throw new AppError('SOCIAL_LOGIN_FAILED');
  }
  const user = await resolveUser(request, provider, claims);
  return completeLogin(request, reply, user);
}
