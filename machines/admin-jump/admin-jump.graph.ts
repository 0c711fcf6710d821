import type { GraphOptions } from '../testing/graph.js';

const product = { kind: 'product', label: 'Domaći dres', detail: 'ZV-0001', path: '/admin/proizvodi/1' };

/** A query, a result to open and an empty list, and both outcomes of the search (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'query.change': [{ query: 'dres' }],
    move: [{ by: 1 }],
    choose: [{}, { index: 0 }],
    'xstate.done.actor.search': [{ output: [product] }, { output: [] }],
    'xstate.error.actor.search': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
};
