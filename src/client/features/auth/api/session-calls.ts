/**
 * The session calls of the auth machine over the typed client (docs/decisions/0011-access-and-refresh-tokens.md): login, social oauth, refresh
 * with the HttpOnly cookie, the two profiles and logout. All are quiet: the screens word their own errors,
 * and a failed restore on start is no news to an anonymous visitor.
 */
import { quiet, unwrap, type ApiClient } from '../../../lib/api-client.js';
import type { AuthTokens, AuthUser, LoginRequest, Strategy } from '@machines/auth/auth.types.js';

/** Refresh this long before the server's expiry, so a request never arrives with a just-expired token. */
const EXPIRY_MARGIN_MS = 30_000;

export function tokensFrom(tokens: { accessToken: string; expiresIn: number }, now = Date.now()): AuthTokens {
  return {
    accessToken: tokens.accessToken,
    expiresAt: now + Math.max(tokens.expiresIn * 1000 - EXPIRY_MARGIN_MS, 1000),
  };
}

export function userFrom(profile: {
  id: number;
  email: string;
  isBackofficeUser: boolean;
  scope: string[];
  details: { displayName: string };
  memberCardBarcode?: string | null;
}): AuthUser {
  return {
    id: profile.id,
    email: profile.email,
    displayName: profile.details.displayName,
    isBackofficeUser: profile.isBackofficeUser,
    scope: profile.scope,
    memberCardBarcode: profile.memberCardBarcode ?? null,
  };
}

export async function login(api: ApiClient, request: LoginRequest): Promise<AuthTokens> {
  if (request.strategy === 'social') {
    const { provider, code, state } = request;
    const data = await unwrap(
      api.POST('/api/v1/user/social/oauth', { body: { provider, code, state }, middleware: [quiet] }),
    );
    return tokensFrom(data.tokens);
  }
  const { username, password } = request;
  const data = await unwrap(api.POST('/api/v1/login', { body: { username, password }, middleware: [quiet] }));
  return tokensFrom(data.tokens);
}

/** The server's readable twin of the HttpOnly refresh cookie (fs_session): without it there is nothing to renew. */
function mayHaveSession(): boolean {
  return typeof document === 'undefined' || /(?:^|;\s*)fs_session=1(?:;|$)/.test(document.cookie);
}

export async function refresh(api: ApiClient): Promise<AuthTokens> {
  // An anonymous visit never calls refresh: no wasted request, no 401 in the console, no rate-limit count.
  if (!mayHaveSession()) throw new Error('No session to refresh');
  const data = await unwrap(api.POST('/api/v1/refresh', { middleware: [quiet] }));
  return tokensFrom(data.tokens);
}

export async function fetchUser(api: ApiClient, strategy: Strategy): Promise<AuthUser> {
  // The admin strategy has its own profile endpoint (docs/spec/site-frame.md 6).
  if (strategy === 'admin') return userFrom(await unwrap(api.GET('/api/v1/user/profile', { middleware: [quiet] })));
  return userFrom(await unwrap(api.GET('/api/v1/user/web/profile', { middleware: [quiet] })));
}

export async function logout(api: ApiClient): Promise<void> {
  await unwrap(api.POST('/api/v1/logout', { middleware: [quiet] }));
}
