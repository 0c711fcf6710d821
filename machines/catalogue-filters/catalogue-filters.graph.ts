import type { GraphOptions } from '../testing/graph.js';

/**
 * Every edit acts on one colour value (and the slider on the price), so the explored combinations stay small
 * while the slider's settle, the clear button and the URL sync are walked (test and docs).
 */
export const graphOptions: GraphOptions = {
  events: {
    'url.changed': [{ filters: { boja: '11' } }],
    'filter.toggle': [{ code: 'boja', value: 'plava', alias: '11' }],
    'filter.set': [{ code: 'boja', value: null }],
    'price.slide': [{ code: 'price', min: 9.99, max: 89.99, bounds: { min: 9.99, max: 89.99 } }],
    'section.toggle': [{ code: 'boja' }],
  },
  inputs: [{ filters: {} }],
};
