import type { GraphOptions } from '../testing/graph.js';

export const form = { action: 'http://127.0.0.1:9/authorization.aspx', method: 'POST', fields: { ShopID: 'SHOP' } };

/** One card order: the attempt made, and refused once (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ orderSlug: 's-1' }],
  events: {
    'xstate.done.actor.startPayment': [{ output: form }],
    'xstate.error.actor.startPayment': [{ error: { code: 'ORDER_NOT_PAYABLE', statusCode: 409 } }],
  },
};
