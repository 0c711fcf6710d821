import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../platform/http/access.js';
import { readAccessToken, runLoginHooks } from './guard.js';
import { type AccountContext, accountContext } from '../users/index.js';
import { clearRefreshCookie, readCookie, REFRESH_COOKIE, setRefreshCookie } from './cookie.js';
import { providerConfig, type Provider, type ProviderConfig } from './social/oidc.js';

/**
 * An account context (users/context.ts) with what sessions need: the token key, the session the request names
 * (access token, its family, the refresh cookie) and the session's effects on the answer (the refresh cookie,
 * Retry-After of a lockout, the login hooks). Made by the routes; the services never see Fastify.
 */
export interface AuthContext extends AccountContext {
  authSecret: Uint8Array;
  /** The login session named by a valid access token, or null. */
  familyId: string | null;
  /** The access token the request carries, valid or not (logout ends its session too), or null. */
  accessToken: string | null;
  /** The refresh cookie's token, or null. */
  refreshToken: string | null;
  /** Writes the refresh cookie (and its readable hint) for `maxAgeSec`; `end` clears both. */
  session: { keep: (token: string, maxAgeSec: number) => void; end: () => void };
  /** Tells the client when to try again (a locked account). */
  retryAfter: (seconds: number) => void;
  /** Runs the modules' login hooks (the cart's merge) for the user who has just logged in. */
  loggedIn: (user: AuthUser) => Promise<void>;
  /** A social provider's settings, or null when the shop has none for it. */
  provider: (provider: Provider) => ProviderConfig | null;
  /** Notes what a provider refused (the reason stays in the log, never in the answer). */
  note: (err: unknown, message: string) => void;
}

export function authContext(request: FastifyRequest, reply: FastifyReply): AuthContext {
  const app = request.server;
  return {
    ...accountContext(request, reply),
    authSecret: app.authSecret,
    familyId: request.authFamilyId,
    accessToken: readAccessToken(request),
    refreshToken: readCookie(request, REFRESH_COOKIE),
    session: {
      keep: (token, maxAgeSec) => setRefreshCookie(request, reply, token, maxAgeSec),
      end: () => clearRefreshCookie(request, reply),
    },
    retryAfter: (seconds) => void reply.header('retry-after', String(seconds)),
    loggedIn: (user) => runLoginHooks({ user, request, reply }),
    provider: (provider) => providerConfig(app.config, provider),
    note: (err, message) => request.log.info({ err }, message),
  };
}
