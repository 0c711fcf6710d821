import { waitFor, type Actor } from 'xstate';
import type { authMachine } from '@machines/auth/auth.machine.js';
import type { AuthRequestHooks } from '../../lib/auth-session.js';

type AuthActor = Actor<typeof authMachine>;

/** Calls that must never wait for a refresh: they are the refresh, or they create the session. */
const SESSION_PATHS = new Set(['/api/v1/refresh', '/api/v1/login', '/api/v1/user/social/oauth']);

/**
 * The middleware's view of the auth actor (docs/spec/site-frame.md 4): an expired token sends 'auth.tokenExpired', and
 * every request waits for the one refresh the machine runs, however many arrive at once.
 */
export function requestHooksFor(actor: AuthActor, now: () => number = Date.now): AuthRequestHooks {
  return {
    async tokenForRequest(path) {
      if (SESSION_PATHS.has(path)) return null;
      if (actor.getSnapshot().matches('restoring')) await waitFor(actor, (s) => !s.matches('restoring'));
      const snapshot = actor.getSnapshot();
      const tokens = snapshot.context.tokens;
      // Logout names the family to revoke with whatever token it has; refreshing first would be wasted.
      if (path === '/api/v1/logout') return tokens?.accessToken ?? null;
      if (snapshot.matches('loggedIn') && tokens && tokens.expiresAt <= now())
        actor.send({ type: 'auth.tokenExpired' });
      if (actor.getSnapshot().matches('refreshing')) await waitFor(actor, (s) => !s.matches('refreshing'));
      const after = actor.getSnapshot();
      // A failed refresh ends the session: the waiting requests go out anonymous, never with the stale token.
      if (after.matches('loggingOut')) return null;
      return after.context.tokens?.accessToken ?? null;
    },
    // Only a signed-in admin's token: during the login itself a 403 from the admin profile is the login's answer
    // (this account is no staff), which the login form words, not a session to end.
    isAdminToken(token) {
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      return snapshot.matches('loggedIn') && context.strategy === 'admin' && context.tokens?.accessToken === token;
    },
    async adminForbidden() {
      actor.send({ type: 'auth.adminForbidden' });
    },
    async renewToken(stale) {
      // Only the token still in use is renewed; a request that raced an earlier refresh just takes the new one.
      if (actor.getSnapshot().matches('loggedIn') && actor.getSnapshot().context.tokens?.accessToken === stale) {
        actor.send({ type: 'auth.tokenExpired' });
      }
      if (actor.getSnapshot().matches('refreshing')) await waitFor(actor, (s) => !s.matches('refreshing'));
      const after = actor.getSnapshot();
      if (!after.matches('loggedIn')) return null;
      const fresh = after.context.tokens?.accessToken ?? null;
      return fresh === stale ? null : fresh;
    },
  };
}
