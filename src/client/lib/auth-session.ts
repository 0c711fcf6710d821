/**
 * The part of the session that the first paint needs, with no XState in it (docs/targets.md P1): who is signed in
 * (for the header's profile link and the maintenance gate) and the hooks the api-client middleware calls.
 * The auth runtime (features/auth/runtime.ts, with the auth machine) is loaded after first paint and
 * connects itself here; until then requests go out anonymous and the status is 'unknown'.
 */
import { useSyncExternalStore } from 'react';
import type { AuthUser, LoginRequest } from '@machines/auth/auth.types.js';

/** The signed-in user as the auth machine knows it. */
export type SessionUser = AuthUser;

export interface AuthStatus {
  /** 'unknown' until the refresh cookie was tried once after start. */
  status: 'unknown' | 'anonymous' | 'authenticated';
  user: SessionUser | null;
}

/** What the runtime implements for the api-client middleware (the middleware gets functions, not the actor). */
export interface AuthRequestHooks {
  /** The access token for a request to `path`: refreshes first (one shared refresh) when it has expired. */
  tokenForRequest(path: string): Promise<string | null>;
  /** Whether the token was issued to an admin-strategy session (403 then means: drop it and retry without). */
  isAdminToken(token: string): boolean;
  /** A 403 answered a request sent with the admin token: log the admin out. */
  adminForbidden(): Promise<void>;
  /** A 401 answered `staleToken` (clock skew, revoked): refresh once (shared) and return the new token, or null. */
  renewToken(staleToken: string): Promise<string | null>;
}

/** What screens outside the auth feature may ask of the runtime. */
export interface AuthCommands {
  /** Resolves once the session is complete; rejects with the ApiError of a failed login. */
  login(request: LoginRequest): Promise<void>;
  logout(): void;
  /** The profile changed (name, e-mail...): the session's user follows. */
  userUpdated(user: SessionUser): void;
  rememberReturnPath(path: string): void;
}

export interface AuthSession extends AuthRequestHooks {
  getStatus(): AuthStatus;
  /** The status the page was drawn with on the server, where the hydrating render starts. */
  readonly firstView: AuthStatus;
  subscribe(listener: () => void): () => void;
  /** Called by the runtime. */
  setStatus(status: AuthStatus): void;
  connect(hooks: AuthRequestHooks): void;
  /** Resolves once the runtime is connected and the first status is known. */
  ready(): Promise<void>;
  /** The auth runtime (typed by features/auth/runtime.ts), once main.tsx has loaded it. */
  runtime(): Promise<AuthCommands>;
  attachRuntime(runtime: Promise<AuthCommands>): void;
}

const UNKNOWN: AuthStatus = { status: 'unknown', user: null };

/** A guest's own cart and checkout pages are drawn knowing no one is signed in (docs/decisions/0123-the-guests-cart-from-the-server.md). */
export const GUEST: AuthStatus = { status: 'anonymous', user: null };

/**
 * `firstView`: what the server knew when it drew the page; 'unknown' for the pages that are the same for everyone.
 * A known status is the session's own from the start: the runtime then has nothing to change for a guest.
 */
export function createAuthSession(firstView: AuthStatus = UNKNOWN): AuthSession {
  let status: AuthStatus = firstView;
  let hooks: AuthRequestHooks | null = null;
  const listeners = new Set<() => void>();
  let resolveReady!: () => void;
  const readyPromise = new Promise<void>((resolve) => (resolveReady = resolve));
  let resolveRuntime!: (runtime: Promise<AuthCommands>) => void;
  const runtimePromise = new Promise<AuthCommands>((resolve) => (resolveRuntime = resolve));
  if (firstView.status !== 'unknown') resolveReady();
  return {
    firstView,
    getStatus: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setStatus(next) {
      status = next;
      if (next.status !== 'unknown') resolveReady();
      for (const listener of listeners) listener();
    },
    connect(next) {
      hooks = next;
    },
    ready: () => readyPromise,
    runtime: () => runtimePromise,
    attachRuntime: (runtime) => resolveRuntime(runtime),
    tokenForRequest: (path) => (hooks ? hooks.tokenForRequest(path) : Promise.resolve(null)),
    isAdminToken: (token) => hooks?.isAdminToken(token) ?? false,
    adminForbidden: () => hooks?.adminForbidden() ?? Promise.resolve(),
    renewToken: (stale) => hooks?.renewToken(stale) ?? Promise.resolve(null),
  };
}

/** The session status for React views (header, maintenance gate, account screens). */
export function useAuthStatus(session: AuthSession): AuthStatus {
  // The server renders the anonymous page, so hydration starts from 'unknown' whatever the runtime knows by then
  // (docs/decisions/0107-cacheable-anonymous-html.md); a guest's own cart page, from what the server knew.
  return useSyncExternalStore(session.subscribe, session.getStatus, () => session.firstView);
}
