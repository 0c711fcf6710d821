import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { socialAccounts, socialStates } from '../../../platform/db/schema/auth.js';
import { users } from '../../../platform/db/schema/users.js';
import { AppError } from '../../../platform/errors/index.js';
import { RATE_RULES } from '../../../platform/http/rate-limit.js';
import { hashPassword } from '../../users/index.js';
import { findUserByEmail, findUserById, normalizeEmail } from '../../users/index.js';
import { randomToken, sha256 } from '../../../platform/secret-tokens.js';
import type { AuthContext } from '../context.js';
import { completeLogin } from '../service.js';
import { authorizationUrl, discover, exchangeCode, type Provider } from './oidc.js';

const STATE_TTL_MS = 10 * 60_000;

function configured(ctx: AuthContext, provider: Provider) {
  const p = ctx.provider(provider);
  if (!p) throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE');
  return p;
}

/** The return address must be the shop's own /social-login page: the provider sends the code only there. */
function checkRedirect(ctx: AuthContext, redirectUri: string) {
  let url: URL;
  try {
    url = new URL(redirectUri);
  } catch {
    url = new URL('invalid:');
  }
  if (url.origin !== ctx.origin || url.pathname !== '/social-login' || url.search || url.hash) {
    throw new AppError('VALIDATION_FAILED', {
      payload: { fields: [{ field: 'query/redirect_uri', message: "must be the shop's /social-login" }] },
    });
  }
}

export async function socialRedirect(ctx: AuthContext, provider: Provider, redirectUri: string) {
  await ctx.limit(RATE_RULES.socialIp);
  const p = configured(ctx, provider);
  checkRedirect(ctx, redirectUri);
  const d = await discover(p.issuer).catch((err: unknown) => {
    throw new AppError('SOCIAL_PROVIDER_UNAVAILABLE', { cause: err });
  });
  const [state, nonce, verifier] = [randomToken(), randomToken(), randomToken()];
  // Pending logins older than their 10 minutes are useless: drop them as new ones arrive.
  await ctx.db.delete(socialStates).where(lt(socialStates.expiresAt, new Date(ctx.now())));
  await ctx.db.insert(socialStates).values({
    stateHash: sha256(state),
    provider,
    nonce,
    codeVerifier: verifier,
    redirectUri,
    expiresAt: new Date(ctx.now() + STATE_TTL_MS),
  });
  return { url: authorizationUrl(d, p, redirectUri, state, nonce, verifier) };
}

/** Finds the user of (provider, subject), or links by a verified e-mail, or creates one. */
async function resolveUser(ctx: AuthContext, provider: Provider, claims: Record<string, unknown>) {
  const db = ctx.db;
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
  const now = new Date(ctx.now());
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

export async function socialOauth(ctx: AuthContext, provider: Provider, code: string, state: string) {
  await ctx.limit(RATE_RULES.socialIp);
  const p = configured(ctx, provider);
  const now = new Date(ctx.now());
  // Single use: the first caller claims the state; replays and expired states fail.
  const [pending] = await ctx.db
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
    ctx.note(err, 'social code exchange refused');
    throw new AppError('SOCIAL_LOGIN_FAILED');
  }
  const user = await resolveUser(ctx, provider, claims);
  return completeLogin(ctx, user);
}
