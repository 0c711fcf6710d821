import type { GraphOptions } from '../testing/graph.js';

/** Typing a term, and the URL changed from elsewhere (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ search: 'dres' }],
  events: {
    'input.change': [{ value: 'šal' }],
    'url.changed': [{ search: 'kapa' }],
  },
};
