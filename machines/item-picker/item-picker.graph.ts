import type { GraphOptions } from '../testing/graph.js';
import type { ItemPickerInput, PickedItem } from './item-picker.machine.js';

const DRES: PickedItem = { id: 11, slug: 'dres-domaci', name: 'Domaći dres', price: 89.99, image: null };
const SAL: PickedItem = { id: 12, slug: 'sal', name: 'Šal', price: 19.99, image: null };

/** Products searched, added (one too many for a list of two), moved and removed; a search that fails (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { kind: 'product', chosen: [DRES], max: 2 } satisfies ItemPickerInput,
    { kind: 'category', chosen: [], max: 1 } satisfies ItemPickerInput,
  ],
  events: {
    'query.change': [{ query: 'sal' }],
    'xstate.done.actor.searchItems': [{ output: [SAL] }],
    'xstate.error.actor.searchItems': [{ error: { code: 'NETWORK', statusCode: 0 } }],
    'item.add': [{ item: SAL }, { item: { ...SAL, id: 13, slug: 'kapa', name: 'Kapa' } }],
    'item.remove': [{ id: 11 }],
    'item.move': [{ id: 12, by: -1 }],
  },
  limit: 20_000,
  happyPath: {
    input: { kind: 'product', chosen: [], max: 24 },
    events: [
      { type: 'xstate.done.actor.searchItems', output: [] },
      { type: 'query.change', query: 'sal' },
      { type: 'xstate.after.searchPause.itemPicker.waiting' },
      { type: 'xstate.done.actor.searchItems', output: [SAL] },
      { type: 'item.add', item: SAL },
    ],
  },
};
