import type { GraphOptions } from '../testing/graph.js';

const scarf = { id: 70, slug: 'sal-zvijezda', name: 'Šal Zvijezda', price: 14.99, image: null };

/** A short and a searchable term; a found and an empty answer (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'input.change': [{ value: 'sa' }, { value: 'sal' }],
    'xstate.done.actor.search': [
      { output: { results: [scarf], total: 1, categories: [] } },
      { output: { results: [], total: 0, categories: [] } },
    ],
    'xstate.error.actor.search': [{ error: 'network' }],
  },
};
