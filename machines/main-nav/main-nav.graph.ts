import type { GraphOptions } from '../testing/graph.js';

/** Two items with panels and one without (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'nav.hover': [
      { id: 'dresovi', hasPanel: true },
      { id: 'akcije', hasPanel: true },
      { id: 'kontakt', hasPanel: false },
    ],
    'nav.toggle': [{ id: 'dresovi' }, { id: 'akcije' }],
  },
};
