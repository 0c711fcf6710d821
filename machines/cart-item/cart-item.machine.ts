import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';

/**
 * One cart line's quantity: edits are clamped to 1-999 and to the usable stock
 * (except bundles and service lines: `max` is null), the stock-limit message shows when stock cut the value,
 * and the update is sent 500 ms after the last edit; a newer edit cancels the pending one (also one in flight).
 * Deleting cancels the pending update and marks the line as being deleted. The client injects `updateItem`,
 * `deleteItem` and the notify actions; the server clamps again.
 */
export interface CartItemInput {
  itemId: number;
  qty: number;
  /** Usable stock cap, null when the line is not capped (bundles, the two service slugs, infinite stock). */
  max: number | null;
}

export interface CartItemContext extends CartItemInput {
  /** The last quantity the server confirmed, restored when an update fails. */
  confirmed: number;
}

export type CartItemEvent = { type: 'quantity.change'; qty: number } | { type: 'item.delete' };

export const CART_QTY_DEBOUNCE_MS = 500;
export const MAX_LINE_QTY = 999;

/** The quantity the line may hold: a whole number 1-999, capped by the usable stock when there is a cap. */
export function clampQuantity(qty: number, max: number | null): number {
  const whole = Number.isFinite(qty) ? Math.trunc(qty) : 1;
  const upper = Math.min(MAX_LINE_QTY, max ?? MAX_LINE_QTY);
  return Math.max(1, Math.min(whole, Math.max(1, upper)));
}

export const cartItemMachine = setup({
  types: {} as { context: CartItemContext; events: CartItemEvent; input: CartItemInput },
  actors: {
    updateItem: fromPromise<void, { itemId: number; qty: number }>(async () => {
      throw new Error('cartItemMachine: provide the updateItem actor');
    }),
    deleteItem: fromPromise<void, { itemId: number }>(async () => {
      throw new Error('cartItemMachine: provide the deleteItem actor');
    }),
  },
  actions: {
    notifyStockLimit: () => {},
    notifyMaxQuantity: () => {},
    notifyError: (_, _params: { failure: Failure }) => {},
    setQuantity: assign(({ context, event }) =>
      event.type === 'quantity.change' ? { qty: clampQuantity(event.qty, context.max) } : {},
    ),
  },
  guards: {
    cutByStock: ({ context, event }) =>
      event.type === 'quantity.change' && context.max !== null && event.qty > context.max && context.max < MAX_LINE_QTY,
    overMax: ({ event }) => event.type === 'quantity.change' && event.qty > MAX_LINE_QTY,
  },
  delays: { debounce: CART_QTY_DEBOUNCE_MS },
}).createMachine({
  id: 'cartItem',
  description: 'The quantity of one cart line, debounced and clamped.',
  context: ({ input }) => ({ ...input, confirmed: input.qty }),
  initial: 'editing',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing.idle', 'editing.debouncing', 'editing.updating'],
    guards: {
      cutByStock: 'more than the stock allows',
      overMax: 'more than the most one line may hold',
    },
  },
  states: {
    editing: {
      description: 'The line can be edited or removed.',
      initial: 'idle',
      on: {
        'quantity.change': [
          {
            guard: 'cutByStock',
            target: '.debouncing',
            reenter: true,
            description: 'Cut to the stock, with a notice.',
            actions: ['setQuantity', 'notifyStockLimit'],
          },
          {
            guard: 'overMax',
            target: '.debouncing',
            reenter: true,
            description: 'Cut to the line maximum, with a notice.',
            actions: ['setQuantity', 'notifyMaxQuantity'],
          },
          { target: '.debouncing', reenter: true, description: 'The quantity is changed.', actions: 'setQuantity' },
        ],
        'item.delete': { target: 'deleting', description: 'The bin icon: the line is removed.' },
      },
      states: {
        idle: { description: 'The quantity shown is the one the server confirmed.' },
        debouncing: {
          description: 'Waits 500 ms after the last edit; a new edit restarts the wait.',
          after: { debounce: { target: 'updating', description: 'No edit for a while: the quantity is sent.' } },
        },
        updating: {
          description: 'The line shows its loading state until updateItem answers; a new edit cancels this one.',
          invoke: {
            id: 'updateItem',
            src: 'updateItem',
            input: ({ context }) => ({ itemId: context.itemId, qty: context.qty }),
            onDone: {
              target: 'idle',
              description: 'The server confirmed the quantity.',
              actions: assign({ confirmed: ({ context }) => context.qty }),
            },
            onError: {
              target: 'idle',
              description: 'Refused: the confirmed quantity comes back, with a toast.',
              actions: [
                assign({ qty: ({ context }) => context.confirmed }),
                { type: 'notifyError', params: ({ event }) => ({ failure: failureOf(event.error) }) },
              ],
            },
          },
        },
      },
    },
    deleting: {
      description: 'The deleting modal shows; edits are ignored while the line is removed.',
      invoke: {
        id: 'deleteItem',
        src: 'deleteItem',
        input: ({ context }) => ({ itemId: context.itemId }),
        onDone: { target: 'deleted', description: 'The line is removed.' },
        onError: {
          target: 'editing',
          description: 'Not removed: a toast says why.',
          actions: { type: 'notifyError', params: ({ event }) => ({ failure: failureOf(event.error) }) },
        },
      },
    },
    deleted: { type: 'final', description: 'The line is gone from the cart.' },
  },
});
