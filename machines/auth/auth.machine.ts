import { assign, fromPromise, setup } from 'xstate';
import { safeReturnPath } from '../../src/shared/return-path.js';
import type { AuthTokens, AuthUser, LoginRequest, Strategy } from './auth.types.js';

export type { AuthTokens, AuthUser, LoginRequest, Strategy } from './auth.types.js';

/**
 * The session of the storefront (docs/spec/site-frame.md 4, docs/spec/shop.md 4 "Login", docs/decisions/0016-post-login-return-path.md, docs/decisions/0011-access-and-refresh-tokens.md). The access token lives only
 * in this machine's context (memory); the refresh token is an HttpOnly cookie the actors never see.
 * The client injects the actors `login`, `refreshSession`, `fetchUser`, `fetchCartSession`, `fetchWishlist`,
 * `logout` and the actions `notifyLoggedIn`, `notifyLoggedOut`, `redirectAfterLogin`, `redirectHome`,
 * `clearCartSession`, `clearWishlist`. The api-client middleware sends 'auth.tokenExpired' and
 * 'auth.adminForbidden' and waits for the session to settle.
 */
export interface AuthInput {
  /** The shop's own origin, against which remembered return paths are checked. */
  origin: string;
}

export interface AuthContext {
  origin: string;
  strategy: Strategy | null;
  tokens: AuthTokens | null;
  user: AuthUser | null;
  /** Where to go after login: always a path already checked by safeReturnPath. */
  returnPath: string;
  /** The login error's code or message, for the form (spec: "failed login sets errored"). */
  error: string | null;
}

export type AuthEvent =
  | { type: 'auth.login'; request: LoginRequest }
  | { type: 'auth.tokenExpired' }
  | { type: 'auth.adminForbidden' }
  | { type: 'auth.logout' }
  | { type: 'auth.rememberReturnPath'; path: string }
  | { type: 'auth.userUpdated'; user: AuthUser };

const errorText = (error: unknown) =>
  error && typeof error === 'object' && 'message' in error ? String(error.message) : String(error);

export const authMachine = setup({
  types: {} as { context: AuthContext; events: AuthEvent; input: AuthInput },
  actors: {
    login: fromPromise<AuthTokens, LoginRequest>(async () => {
      throw new Error('authMachine: provide the login actor');
    }),
    refreshSession: fromPromise<AuthTokens>(async () => {
      throw new Error('authMachine: provide the refreshSession actor');
    }),
    fetchUser: fromPromise<AuthUser, { strategy: Strategy; tokens: AuthTokens }>(async () => {
      throw new Error('authMachine: provide the fetchUser actor');
    }),
    // The cart and wishlist issues provide these; until then they are no-ops.
    fetchCartSession: fromPromise<void, { user: AuthUser }>(async () => {}),
    fetchWishlist: fromPromise<void, { user: AuthUser }>(async () => {}),
    logout: fromPromise<void, { tokens: AuthTokens | null }>(async () => {}),
  },
  actions: {
    notifyLoggedIn: () => {},
    notifyLoggedOut: () => {},
    redirectAfterLogin: (_, _params: { path: string }) => {},
    redirectHome: () => {},
    clearCartSession: () => {},
    clearWishlist: () => {},
    clearSession: assign({ tokens: null, user: null, strategy: null }),
  },
  guards: {
    isRestore: ({ context }) => context.strategy === 'refresh',
    isBackofficeUser: ({ context }) => context.user?.isBackofficeUser === true,
    isAdminSession: ({ context }) => context.strategy === 'admin',
  },
}).createMachine({
  id: 'auth',
  description: 'Who is signed in: tokens in memory, the user, the login sequence, refresh and logout.',
  initial: 'restoring',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: [
      'restoring',
      'loggedOut',
      'loggingIn',
      'fetchingUser',
      'fetchingCartSession',
      'fetchingWishlist',
      'welcoming',
      'loggedIn',
      'loggingOut',
    ],
    guards: {
      isRestore: 'the session was restored, not a fresh login',
      isBackofficeUser: 'a back-office user',
      isAdminSession: 'signed in to the back office',
    },
  },
  context: ({ input }) => ({
    origin: input.origin,
    strategy: 'refresh',
    tokens: null,
    user: null,
    returnPath: '/',
    error: null,
  }),
  on: {
    'auth.rememberReturnPath': {
      description: 'A page that needs a login remembers where to come back to.',
      actions: assign({ returnPath: ({ context, event }) => safeReturnPath(event.path, context.origin) }),
    },
  },
  states: {
    restoring: {
      description: 'On start, the refresh strategy asks for a new token pair with the HttpOnly refresh cookie.',
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'fetchingUser',
          description: 'The refresh cookie is still good: a new token pair.',
          actions: assign({ tokens: ({ event }) => event.output }),
        },
        onError: { target: 'loggedOut', description: 'No session to restore.', actions: 'clearSession' },
      },
    },
    loggedOut: {
      description: 'Anonymous visitor: no tokens, no user.',
      on: {
        'auth.login': { target: 'loggingIn', description: "'Prijava' with e-mail and password, or a social login." },
      },
    },
    loggingIn: {
      description: 'The login call of the chosen strategy (local, social or admin) is running.',
      entry: assign({
        strategy: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.login' }>).request.strategy,
        error: null,
      }),
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ event }) => (event as Extract<AuthEvent, { type: 'auth.login' }>).request,
        onDone: {
          target: 'fetchingUser',
          description: 'The credentials were right: tokens.',
          actions: assign({ tokens: ({ event }) => event.output }),
        },
        onError: {
          target: 'errored',
          description: 'Wrong credentials or no connection: the form shows why.',
          actions: ['clearSession', assign({ error: ({ event }) => errorText(event.error) })],
        },
      },
    },
    errored: {
      description: 'The login failed; the form shows the error and the visitor may try again.',
      on: { 'auth.login': { target: 'loggingIn', description: 'The visitor tries again.' } },
    },
    fetchingUser: {
      description: 'Loads the user (the admin strategy uses the separate admin profile).',
      invoke: {
        id: 'fetchUser',
        src: 'fetchUser',
        input: ({ context }) => ({ strategy: context.strategy ?? 'refresh', tokens: context.tokens! }),
        onDone: {
          target: 'fetchingCartSession',
          description: 'The user arrived.',
          actions: assign({ user: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: 'isRestore',
            target: 'loggedOut',
            description: 'A restored session without a user ends quietly.',
            actions: 'clearSession',
          },
          {
            target: 'errored',
            description: 'The login cannot finish: the form shows why.',
            actions: ['clearSession', assign({ error: ({ event }) => errorText(event.error) })],
          },
        ],
      },
    },
    fetchingCartSession: {
      description: 'Fetches the abandoned cart session of the user; a failure does not stop the login.',
      invoke: {
        id: 'fetchCartSession',
        src: 'fetchCartSession',
        input: ({ context }) => ({ user: context.user! }),
        // The wishlist is loaded only for customers, never for back-office users (docs/spec/site-frame.md 6).
        onDone: [
          { guard: 'isBackofficeUser', target: 'welcoming', description: 'Staff have no wishlist.' },
          { target: 'fetchingWishlist', description: 'The abandoned cart is merged into the session.' },
        ],
        onError: [
          { guard: 'isBackofficeUser', target: 'welcoming', description: 'Staff have no wishlist.' },
          { target: 'fetchingWishlist', description: 'No cart to merge: the login goes on.' },
        ],
      },
    },
    fetchingWishlist: {
      description: 'Fetches the wishlist of the customer.',
      invoke: {
        id: 'fetchWishlist',
        src: 'fetchWishlist',
        input: ({ context }) => ({ user: context.user! }),
        onDone: { target: 'welcoming', description: 'The wishlist arrived.' },
        onError: { target: 'welcoming', description: 'No wishlist: the login goes on.' },
      },
    },
    welcoming: {
      description:
        'A fresh login toasts core.login.success and follows the return path; a restored session stays quiet.',
      always: [
        { guard: 'isRestore', target: 'loggedIn', description: 'Quietly signed in again.' },
        {
          target: 'loggedIn',
          description: "'Uspješna prijava' and back to where the visitor came from.",
          actions: [
            'notifyLoggedIn',
            { type: 'redirectAfterLogin', params: ({ context }) => ({ path: context.returnPath }) },
            assign({ returnPath: '/' }),
          ],
        },
      ],
    },
    loggedIn: {
      description: 'Signed in: requests carry the access token.',
      on: {
        'auth.tokenExpired': { target: 'refreshing', description: 'A request found the access token expired.' },
        'auth.logout': { target: 'loggingOut', description: "'Odjava'." },
        'auth.adminForbidden': {
          guard: 'isAdminSession',
          target: 'loggedOut',
          description: 'The back office refused the user: signed out.',
          actions: ['clearSession', 'clearCartSession', 'clearWishlist'],
        },
        'auth.userUpdated': {
          description: 'The profile was saved: the new user data is kept.',
          actions: assign({ user: ({ event }) => event.user }),
        },
      },
    },
    refreshing: {
      description: 'ONE refresh for every request that found the token expired; they all wait for it.',
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'loggedIn',
          description: 'New tokens: the waiting requests go on.',
          actions: assign({ tokens: ({ event }) => event.output }),
        },
        // Any refresh failure logs the user out (docs/spec/site-frame.md 4).
        onError: { target: 'loggingOut', description: 'The session ended: signed out.' },
      },
      on: { 'auth.logout': { target: 'loggingOut', description: "'Odjava' while refreshing." } },
    },
    loggingOut: {
      description: 'Revokes the refresh cookie on the server, then clears tokens, cart session and wishlist.',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ tokens: context.tokens }),
        onDone: { target: 'loggedOut', description: 'Signed out, back to the home page.' },
        // The local session ends even when the server cannot be reached.
        onError: { target: 'loggedOut', description: 'The server was not reached: signed out here all the same.' },
      },
      exit: ['clearSession', 'clearCartSession', 'clearWishlist', 'notifyLoggedOut', 'redirectHome'],
    },
  },
});
