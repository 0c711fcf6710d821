import type { GraphOptions } from '../testing/graph.js';

/** A cart without and with a coupon; a typed and an emptied code; a good and a refused one (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'field.change': [
      { field: 'code', value: 'ZVIJEZDA10' },
      { field: 'code', value: ' ' },
    ],
    'cart.updated': [{ couponCode: null }, { couponCode: 'ZVIJEZDA10' }],
    'xstate.done.actor.applyCoupon': [{ output: 'ZVIJEZDA10' }, { output: null }],
    'xstate.error.actor.applyCoupon': [{ error: { code: 'COUPON_EXPIRED', statusCode: 409 } }],
    'xstate.done.actor.removeCoupon': [{ output: undefined }],
    'xstate.error.actor.removeCoupon': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  inputs: [{ couponCode: null }, { couponCode: 'ZVIJEZDA10' }],
};
