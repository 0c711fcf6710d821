import type { GraphOptions } from '../testing/graph.js';

/** Three images: a valid thumbnail and one past the end (refused); arrows wrap round in both directions. */
export const graphOptions: GraphOptions = {
  inputs: [{ count: 3 }, { count: 0 }],
  events: {
    'image.select': [{ index: 2 }, { index: 3 }],
  },
};
