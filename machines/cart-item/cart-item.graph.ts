import type { GraphOptions } from '../testing/graph.js';
import type { CartItemInput } from './cart-item.machine.js';

/** A line with 5 usable units and an uncapped bundle line; edits to 3, 9 (over stock) and 1200 (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'quantity.change': [{ qty: 3 }, { qty: 9 }, { qty: 1200 }],
    'xstate.done.actor.updateItem': [{ output: undefined }],
    'xstate.error.actor.updateItem': [{ error: { code: 'ITEM_NOT_IN_CART', statusCode: 404 } }],
    'xstate.done.actor.deleteItem': [{ output: undefined }],
    'xstate.error.actor.deleteItem': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  inputs: [
    { itemId: 1, qty: 1, max: 5 } satisfies CartItemInput,
    { itemId: 2, qty: 1, max: null } satisfies CartItemInput,
  ],
};
