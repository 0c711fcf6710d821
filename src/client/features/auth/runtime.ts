/**
 * The auth runtime, loaded after first paint (main.tsx): the auth machine with its browser effects, wired to
 * the session bridge (status for the header, hooks for the api-client middleware).
 */
import { createActor, fromPromise, waitFor, type Actor } from 'xstate';
import type { QueryClient } from '@tanstack/react-query';
import {
  authMachine,
  type AuthTokens,
  type AuthUser,
  type LoginRequest,
  type Strategy,
} from '@machines/auth/auth.machine.js';
import type { ApiClient } from '../../lib/api-client.js';
import type { AuthCommands, AuthSession } from '../../lib/auth-session.js';
import type { ToastStore } from '../../components/ui/toast/toast-store.js';
import * as calls from './api/session-calls.js';
import { requestHooksFor } from './request-hooks.js';
import { authTexts } from './texts.js';

export interface AuthRuntimeDeps {
  session: AuthSession;
  api: ApiClient;
  toasts: ToastStore;
  queryClient: QueryClient;
  /** Client-side navigation to an internal path (the router's history). */
  navigate: (path: string) => void;
  currentPath: () => string;
  origin: string;
  /** The clock that decides whether the access token has expired (tests move it). */
  now?: () => number;
  /** Login step "fetch the abandoned cart session", given by the cart feature (main.tsx). */
  fetchCartSession?: () => Promise<void>;
  /** Logout ends the cart session: the cart feature's session machine clears its cookies (main.tsx). */
  clearCartSession?: () => void;
  /** Login step "fetch the wishlist", given by the wishlist feature (main.tsx). */
  fetchWishlist?: () => Promise<void>;
}

export interface AuthRuntime extends AuthCommands {
  actor: Actor<typeof authMachine>;
  /** Logs in and resolves once the session is complete; rejects with the ApiError of a failed login. */
  login(request: LoginRequest): Promise<void>;
  logout(): void;
  rememberReturnPath(path: string): void;
  userUpdated(user: AuthUser): void;
}

/** Screens after which a fresh login follows the remembered return path (spec: "while on the login page"). */
const LOGIN_SCREENS = new Set(['/prijava', '/social-login']);

export function startAuthRuntime(deps: AuthRuntimeDeps): AuthRuntime {
  const { api, toasts, queryClient, session } = deps;
  let lastLoginError: unknown = null;
  const machine = authMachine.provide({
    actors: {
      login: fromPromise<Awaited<ReturnType<typeof calls.login>>, LoginRequest>(async ({ input }) => {
        try {
          return await calls.login(api, input);
        } catch (error) {
          lastLoginError = error;
          throw error;
        }
      }),
      refreshSession: fromPromise(() => calls.refresh(api)),
      // A login's user fetch can refuse it too (the back office's profile answers 403 to a customer's account).
      fetchUser: fromPromise<AuthUser, { strategy: Strategy; tokens: AuthTokens }>(async ({ input }) => {
        try {
          return await calls.fetchUser(api, input.strategy);
        } catch (error) {
          lastLoginError = error;
          throw error;
        }
      }),
      logout: fromPromise<void, { tokens: AuthTokens | null }>(() => calls.logout(api)),
      fetchCartSession: fromPromise<void, { user: AuthUser }>(async () => deps.fetchCartSession?.()),
      fetchWishlist: fromPromise<void, { user: AuthUser }>(async () => deps.fetchWishlist?.()),
    },
    actions: {
      notifyLoggedIn: () => void toasts.show({ kind: 'success', message: authTexts.loginSuccess }),
      notifyLoggedOut: () => void toasts.show({ kind: 'success', message: authTexts.logoutSuccess }),
      redirectAfterLogin: (_, params: { path: string }) => {
        if (LOGIN_SCREENS.has(deps.currentPath())) deps.navigate(params.path);
      },
      redirectHome: () => deps.navigate('/'),
      clearCartSession: () => {
        deps.clearCartSession?.();
        void queryClient.removeQueries({ queryKey: ['cart'] });
      },
      clearWishlist: () => void queryClient.removeQueries({ queryKey: ['wishlist'] }),
    },
  });
  const actor = createActor(machine, { input: { origin: deps.origin } });
  actor.subscribe((snapshot) => {
    if (snapshot.matches('loggedIn')) session.setStatus({ status: 'authenticated', user: snapshot.context.user });
    else if (snapshot.matches('loggedOut') || snapshot.matches('errored')) {
      if (session.getStatus().status !== 'anonymous') session.setStatus({ status: 'anonymous', user: null });
      void queryClient.removeQueries({ queryKey: ['user'] });
    }
  });
  session.connect(requestHooksFor(actor, deps.now));
  actor.start();

  return {
    actor,
    async login(request) {
      lastLoginError = null;
      actor.send({ type: 'auth.login', request });
      const settled = await waitFor(
        actor,
        (s) => s.matches('loggedIn') || s.matches('errored') || s.matches('loggedOut'),
      );
      if (!settled.matches('loggedIn')) throw lastLoginError ?? new Error(settled.context.error ?? 'login failed');
    },
    logout: () => actor.send({ type: 'auth.logout' }),
    rememberReturnPath: (path) => actor.send({ type: 'auth.rememberReturnPath', path }),
    userUpdated: (user) => actor.send({ type: 'auth.userUpdated', user }),
  };
}

/** The runtime started by main.tsx, for the account screens (they are lazily loaded chunks too). */
export function authRuntime(session: AuthSession): Promise<AuthRuntime> {
  return session.runtime() as Promise<AuthRuntime>;
}
