import { EMPTY_PRODUCT } from '@shared/validation/product-admin.js';
import type { GraphOptions } from '../testing/graph.js';

const filled = {
  ...EMPTY_PRODUCT,
  name: 'Dres',
  sku: 'DRES-1',
  slug: 'dres-jedan',
  regularPrice: '69,99',
  categoryId: '2',
};

/** An empty and a filled-in form, a chip, and both outcomes of saving (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ values: EMPTY_PRODUCT }, { values: filled }],
  events: {
    'field.change': [{ field: 'name', value: 'Dres domaći' }],
    'choice.toggle': [{ field: 'tagIds', id: 1 }],
    'part.add': [{ productId: 5, name: 'Šal' }],
    'part.quantity': [{ productId: 5, quantity: 2 }],
    'part.remove': [{ productId: 5 }],
    'xstate.done.actor.saveProduct': [{ output: { id: 7 } }],
    'xstate.error.actor.saveProduct': [
      { error: { code: 'PRODUCT_SKU_TAKEN', statusCode: 409, payload: { field: 'sku' } } },
    ],
  },
};
