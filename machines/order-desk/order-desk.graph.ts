import type { GraphOptions } from '../testing/graph.js';

/** A shipment with its tracking number and a refund by lines, each accepted and refused (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ orderId: 7 }],
  events: {
    'action.choose': [
      { action: 'mark_shipped', version: 3 },
      { action: 'refund', version: 3, choices: [{ itemId: 11, name: 'Šal', max: 2 }], deliveryCents: 500 },
    ],
    'field.change': [
      { field: 'trackingNumber', value: 'HP-100200300' },
      { field: 'trackingNumber', value: '' },
      { field: 'reason', value: 'Odustanak od ugovora' },
    ],
    'line.change': [{ itemId: 11, qty: 1 }],
    'line.restock': [{ itemId: 11, restock: false }],
    'xstate.done.actor.runAction': [{ output: { id: 7 } }],
    'xstate.error.actor.runAction': [{ error: { code: 'ORDER_CHANGED', statusCode: 409 } }],
  },
  limit: 3_000,
};
