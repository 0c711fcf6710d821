import type { GraphOptions } from '../testing/graph.js';
import type { LineChoice, LineEditInput } from './line-edit.machine.js';

const line: LineChoice = { variantId: 21, personalisation: { number: '10', text: 'IVAN', sponsor: true } };

/** A page opened from a cart line and one opened plainly; the line found or not; both outcomes of saving. */
export const graphOptions: GraphOptions = {
  inputs: [{ cartItemId: 7 } satisfies LineEditInput, { cartItemId: null } satisfies LineEditInput],
  events: {
    'line.save': [{ choice: { ...line, variantId: 22 } }],
    'xstate.done.actor.readLine': [{ output: line }, { output: null }],
    'xstate.error.actor.readLine': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
    'xstate.done.actor.saveLine': [{ output: undefined }],
    'xstate.error.actor.saveLine': [{ error: { code: 'ITEM_NOT_IN_CART', statusCode: 404 } }],
  },
};
