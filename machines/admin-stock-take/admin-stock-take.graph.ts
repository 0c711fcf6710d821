import type { GraphOptions } from '../testing/graph.js';

const line = { productId: 3, name: 'Dres – M', sku: 'DRES-M', expectedAvailable: 10, reserved: 1 };

/** A line counted and not, both outcomes of applying, a stale refusal recounted (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'take.start': [{ lines: [line] }, { lines: [] }],
    'count.change': [{ productId: 3, counted: '9' }],
    recount: [{ lines: [{ ...line, expectedAvailable: 8 }] }],
    'xstate.done.actor.applyTake': [{ output: { lines: 1, changed: 1 } }],
    'xstate.error.actor.applyTake': [
      { error: { code: 'STOCK_TAKE_STALE', statusCode: 409, payload: { productIds: [3] } } },
      { error: { code: 'NETWORK_ERROR', statusCode: 0 } },
    ],
  },
};
