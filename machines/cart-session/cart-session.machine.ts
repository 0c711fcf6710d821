import { assign, fromPromise, setup } from 'xstate';

/**
 * The cart session (site-frame 4): none until the first add, then the cartId + protectCode pair the server
 * created, kept in cookies for one year. Logout, a language switch and the failures that make a cart unusable
 * (400/409, 'Cart is archived.', 'Session already used.', "Session doesn't exist") clear it, so the next add
 * starts a fresh cart. The client injects `createSession` (getNewCartSession), `saveCookies` and `clearCookies`.
 */
export interface CartSessionPair {
  cartId: string;
  protectCode: string;
}

export interface CartSessionContext {
  session: CartSessionPair | null;
}

export interface CartSessionInput {
  /** The pair read from the cookies at start, if any. */
  session: CartSessionPair | null;
}

export type CartSessionEvent =
  /** An add needs a session: creates one when there is none. */
  | { type: 'session.ensure' }
  /** Logout or a language switch. */
  | { type: 'session.clear' }
  /** A cart call failed; `status`/`message` decide whether the session is dead. */
  | { type: 'cart.failed'; status: number; message: string }
  /** Login merged the abandoned cart into the user's cart: the server answered another pair. */
  | { type: 'session.replace'; session: CartSessionPair };

/** Server messages after which the pair can never be used again (shop.md 7, 8). */
export const DEAD_SESSION_MESSAGES = ['Cart is archived.', 'Session already used.', "Session doesn't exist"];

export const cartSessionMachine = setup({
  types: {} as { context: CartSessionContext; events: CartSessionEvent; input: CartSessionInput },
  actors: {
    createSession: fromPromise<CartSessionPair>(async () => {
      throw new Error('cartSessionMachine: provide the createSession actor');
    }),
  },
  actions: {
    saveCookies: (_, _params: { session: CartSessionPair }) => {},
    clearCookies: () => {},
    notifyFailure: () => {},
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    sessionDead: (_, params: { status: number; message: string }) =>
      params.status === 400 || params.status === 409 || DEAD_SESSION_MESSAGES.includes(params.message),
  },
}).createMachine({
  id: 'cartSession',
  description: 'The cartId + protectCode pair of the visitor, in cookies for a year.',
  context: ({ input }) => ({ session: input.session }),
  initial: 'starting',
  on: {
    'session.clear': { target: '.none', actions: ['clearCookies', assign({ session: null })] },
    'session.replace': {
      target: '.active',
      actions: [
        assign({ session: ({ event }) => event.session }),
        { type: 'saveCookies', params: ({ event }) => ({ session: event.session }) },
      ],
    },
  },
  states: {
    starting: {
      description: 'Reads the cookies once: a stored pair is used as it is (the server checks it on every call).',
      always: [{ guard: 'hasSession', target: 'active' }, { target: 'none' }],
    },
    none: {
      description: 'No cart yet: the header badge shows nothing; the first add creates the session.',
      on: { 'session.ensure': 'creating' },
    },
    creating: {
      description: 'Asks the server for a new pair (getNewCartSession).',
      invoke: {
        id: 'createSession',
        src: 'createSession',
        onDone: {
          target: 'active',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'saveCookies', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: { target: 'none', actions: 'notifyFailure' },
      },
    },
    active: {
      description: 'Every cart call carries the pair; a failure that kills the cart clears it.',
      on: {
        'cart.failed': {
          guard: { type: 'sessionDead', params: ({ event }) => ({ status: event.status, message: event.message }) },
          target: 'none',
          actions: ['clearCookies', assign({ session: null })],
        },
      },
    },
  },
});
