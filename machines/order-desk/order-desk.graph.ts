import type { GraphOptions } from '../testing/graph.js';

/** A shipment with its tracking number and a refund with its amount, each accepted and refused (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ orderId: 7 }],
  events: {
    'action.choose': [{ action: 'mark_shipped' }, { action: 'refund', refundableCents: 2500 }],
    'field.change': [
      { field: 'trackingNumber', value: 'HP-100200300' },
      { field: 'trackingNumber', value: '' },
      { field: 'amount', value: '5,00' },
      { field: 'amount', value: '99,00' },
    ],
    'xstate.done.actor.runAction': [{ output: { id: 7 } }],
    'xstate.error.actor.runAction': [{ error: { code: 'ORDER_ACTION_NOT_ALLOWED', statusCode: 409 } }],
  },
  limit: 3_000,
};
