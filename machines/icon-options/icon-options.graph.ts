import type { GraphOptions } from '../testing/graph.js';
import type { IconOptionsInput } from './icon-options.machine.js';

/** A banner without an icon given a star, one with a truck searched for by its Croatian name, none (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ current: null } satisfies IconOptionsInput, { current: 'truck' } satisfies IconOptionsInput],
  events: {
    'query.change': [{ query: 'dostava' }, { query: '' }],
    'icon.pick': [{ icon: 'star' }],
    'grid.move': [{ move: 'right' }, { move: 'down' }],
  },
  limit: 20_000,
  happyPath: {
    input: { current: null },
    events: [{ type: 'query.change', query: 'zvijezda' }, { type: 'icon.pick', icon: 'star' }, { type: 'apply' }],
  },
};
