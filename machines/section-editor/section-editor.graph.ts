import type { GraphOptions } from '../testing/graph.js';

/** A text section opened, emptied and filled again, applied or closed (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    open: [{ section: { id: 'tekst', type: 'richText', title: 'O nama', html: '<p>Klub</p>' } }],
    'field.change': [
      { path: 'title', text: '' },
      { path: 'html', text: '' },
      { path: 'title', text: 'Povijest kluba' },
    ],
    'field.set': [{ path: 'title', value: 'Klub' }],
  },
  limit: 2_000,
};
