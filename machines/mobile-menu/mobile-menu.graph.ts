import type { GraphOptions } from '../testing/graph.js';

/** Two sub-menus are enough to show that several can be expanded at once (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'submenu.toggle': [{ id: 'dresovi' }, { id: 'navijacki-program' }],
  },
};
