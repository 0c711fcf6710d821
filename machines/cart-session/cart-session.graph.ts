import type { GraphOptions } from '../testing/graph.js';
import type { CartSessionInput } from './cart-session.machine.js';

const pair = { cartId: 'c-1', protectCode: 'p-1' };

/** A visitor without cookies and one with a stored pair; a fatal and a harmless failure (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'cart.failed': [
      { status: 409, code: 'CART_ARCHIVED' },
      { status: 404, code: 'SESSION_NOT_FOUND' },
      { status: 404, code: 'COUPON_NOT_FOUND' },
    ],
    'session.replace': [{ session: { cartId: 'c-2', protectCode: 'p-2' } }],
    'xstate.done.actor.createSession': [{ output: pair }],
    'xstate.error.actor.createSession': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  inputs: [{ session: null } satisfies CartSessionInput, { session: pair } satisfies CartSessionInput],
};
