import type { GraphOptions } from '../testing/graph.js';

/** A cart without and with a coupon; a good, a blank and a refused code (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'coupon.add': [{ code: 'ZVIJEZDA10' }, { code: ' ' }],
    'cart.updated': [{ couponCode: null }, { couponCode: 'ZVIJEZDA10' }],
    'xstate.done.actor.applyCoupon': [{ output: 'ZVIJEZDA10' }, { output: null }],
    'xstate.error.actor.applyCoupon': [{ error: new Error('Coupon not found!') }],
    'xstate.done.actor.removeCoupon': [{ output: undefined }],
    'xstate.error.actor.removeCoupon': [{ error: new Error('offline') }],
  },
  inputs: [{ couponCode: null }, { couponCode: 'ZVIJEZDA10' }],
};
