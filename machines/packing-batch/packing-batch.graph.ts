import type { GraphOptions } from '../testing/graph.js';

/** Two orders ticked one by one or a page at once, a PDF made and one refused (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'order.toggle': [{ orderId: 11 }],
    'orders.selectAll': [{ orderIds: [11, 12] }],
    'xstate.done.actor.printSlips': [{ output: { orders: 2 } }],
    'xstate.error.actor.printSlips': [{ error: { code: 'NOT_FOUND', statusCode: 404 } }],
  },
  inputs: [{}, { selected: [7] }],
  limit: 2_000,
  happyPath: {
    input: {},
    events: [
      { type: 'order.toggle', orderId: 11 },
      { type: 'order.toggle', orderId: 12 },
      { type: 'print' },
      { type: 'xstate.done.actor.printSlips', output: { orders: 2 } },
    ],
  },
};
