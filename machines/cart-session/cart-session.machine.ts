import { assign, fromPromise, setup } from 'xstate';
import type { ErrorCode } from '@shared/errors/codes.js';

/**
 * The cart session: none until the first add, then the cartId + protectCode pair the server
 * created, kept in cookies for one year; this machine is the only writer of those cookies. Logout, a language
 * switch and the failures that make a cart unusable (a 400/409 answer to the cart fetch, CART_ARCHIVED,
 * SESSION_ALREADY_USED, SESSION_NOT_FOUND) clear it, so the next add starts a fresh cart. A cart that is archived
 * or already ordered is not replaced in silence: the shopper is sent home with the alert of the error
 * (docs/decisions/0231-cart-rules-after-add-and-closed-carts.md). The client injects `createSession`
 * (getNewCartSession), `saveCookies`, `clearCookies` and `leaveClosedCart`.
 */
export interface CartSessionPair {
  cartId: string;
  protectCode: string;
}

export interface CartSessionContext {
  session: CartSessionPair | null;
  /**
   * Why the last new cart could not be made (a refusal at a busy shop's door, no network): the add that asked for it
   * says so in its own message, so the shopper reads one toast with the real reason.
   */
  failure: unknown;
}

export interface CartSessionInput {
  /** The pair read from the cookies at start, if any. */
  session: CartSessionPair | null;
}

export type CartSessionEvent =
  /** An add needs a session: creates one when there is none. */
  | { type: 'session.ensure' }
  /** Logout, a language switch, or the checkout made the cart an order. */
  | { type: 'session.clear' }
  /** A cart call failed; its status and code decide whether the session is dead. */
  | { type: 'cart.failed'; status: number; code: string }
  /** Login merged the abandoned cart into the user's cart: the server answered another pair. */
  | { type: 'session.replace'; session: CartSessionPair };

/** Error codes after which the pair can never be used again. */
export const DEAD_SESSION_CODES: readonly string[] = [
  'CART_ARCHIVED',
  'SESSION_ALREADY_USED',
  'SESSION_NOT_FOUND',
] satisfies ErrorCode[];

/** Codes that say the cart is closed (archived, or already an order): the spec sends the shopper home with an alert. */
export const CLOSED_CART_CODES: readonly string[] = ['CART_ARCHIVED', 'SESSION_ALREADY_USED'] satisfies ErrorCode[];

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
    leaveClosedCart: (_, _params: { code: string }) => {},
  },
  guards: {
    hasSession: ({ context }) => context.session !== null,
    cartClosed: (_, params: { code: string }) => CLOSED_CART_CODES.includes(params.code),
    sessionDead: (_, params: { status: number; code: string }) =>
      params.status === 400 || params.status === 409 || DEAD_SESSION_CODES.includes(params.code),
  },
}).createMachine({
  id: 'cartSession',
  description: 'The cartId + protectCode pair of the visitor, in cookies for a year.',
  context: ({ input }) => ({ session: input.session, failure: null }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'none', 'creating', 'active'],
    guards: {
      hasSession: 'the cookies hold a cart',
      sessionDead: 'the server says the cart is gone (400, 409 or a dead-cart code)',
      cartClosed: 'the cart is archived or already ordered',
    },
  },
  on: {
    'session.clear': {
      target: '.none',
      description: 'Logout, or the order was placed: the cart cookies are removed.',
      actions: ['clearCookies', assign({ session: null })],
    },
    'session.replace': {
      target: '.active',
      description: "Login: the customer's cart (merged with the guest's) takes over.",
      actions: [
        assign({ session: ({ event }) => event.session }),
        { type: 'saveCookies', params: ({ event }) => ({ session: event.session }) },
      ],
    },
  },
  states: {
    starting: {
      description: 'Reads the cookies once: a stored pair is used as it is (the server checks it on every call).',
      always: [
        { guard: 'hasSession', target: 'active', description: 'The stored cart is used.' },
        { target: 'none', description: 'No cart yet.' },
      ],
    },
    none: {
      description: 'No cart yet: the header badge shows nothing; the first add creates the session.',
      on: {
        'session.ensure': {
          target: 'creating',
          description: 'The first add to cart needs a cart.',
          actions: assign({ failure: null }),
        },
      },
    },
    creating: {
      description: 'Asks the server for a new pair (getNewCartSession).',
      invoke: {
        id: 'createSession',
        src: 'createSession',
        onDone: {
          target: 'active',
          description: 'A new cart is kept in the cookies for a year.',
          actions: [
            assign({ session: ({ event }) => event.output }),
            { type: 'saveCookies', params: ({ event }) => ({ session: event.output }) },
          ],
        },
        onError: {
          target: 'none',
          description: 'No cart could be made: the add that asked says why.',
          actions: assign({ failure: ({ event }) => event.error }),
        },
      },
    },
    active: {
      description: 'Every cart call carries the pair; a failure that kills the cart clears it.',
      on: {
        'cart.failed': [
          {
            guard: { type: 'cartClosed', params: ({ event }) => ({ code: event.code }) },
            target: 'none',
            description: 'The cart is archived or already ordered: cookies cleared, home with the alert.',
            actions: [
              'clearCookies',
              assign({ session: null }),
              { type: 'leaveClosedCart', params: ({ event }) => ({ code: event.code }) },
            ],
          },
          {
            guard: { type: 'sessionDead', params: ({ event }) => ({ status: event.status, code: event.code }) },
            target: 'none',
            description: 'A cart call answered that the cart is gone: the cookies are cleared.',
            actions: ['clearCookies', assign({ session: null })],
          },
        ],
      },
    },
  },
});
