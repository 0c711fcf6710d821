import { assign, fromPromise, setup } from 'xstate';

/**
 * The product page opened from a cart line (`?cartItemId`): the line of this visitor's cart is read and
 * its choices replayed into the configurator as the visitor would make them, so the configurator's rules hold; the
 * button then reads 'SPREMI PROMJENE' and saves the line in place. Without the parameter, or when the id is not a
 * line of this cart, the page simply adds. The client injects `readLine`, `saveLine` and `replayLine`.
 */
export interface LineChoice {
  variantId: number | null;
  personalisation: { number: string; text: string; sponsor: boolean; colour?: string } | null;
}

export interface LineEditInput {
  cartItemId: number | null;
}

export interface LineEditContext {
  cartItemId: number | null;
  /** The choices being saved. */
  choice: LineChoice | null;
}

export type LineEditEvent =
  /** 'SPREMI PROMJENE', with the configurator's choices. */
  { type: 'line.save'; choice: LineChoice };

export const lineEditMachine = setup({
  types: {} as { context: LineEditContext; events: LineEditEvent; input: LineEditInput },
  actors: {
    readLine: fromPromise<LineChoice | null, { cartItemId: number }>(async () => {
      throw new Error('lineEditMachine: provide the readLine actor');
    }),
    saveLine: fromPromise<void, { cartItemId: number; choice: LineChoice }>(async () => {
      throw new Error('lineEditMachine: provide the saveLine actor');
    }),
  },
  actions: {
    replayLine: (_, _params: { line: LineChoice }) => {},
    keepChoice: assign((_, params: { choice: LineChoice }) => ({ choice: params.choice })),
  },
  guards: {
    fromCart: ({ context }) => context.cartItemId !== null,
    found: (_, params: { line: LineChoice | null }) => params.line !== null,
  },
}).createMachine({
  id: 'lineEdit',
  description: 'A product page that edits a line of the cart in place, or adds a new one.',
  context: ({ input }) => ({ cartItemId: input.cartItemId, choice: null }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Opened from a cart line, or not.',
      always: [{ guard: 'fromCart', target: 'reading' }, { target: 'adding' }],
    },
    reading: {
      description: "Reads the line from this visitor's cart.",
      invoke: {
        id: 'readLine',
        src: 'readLine',
        input: ({ context }) => ({ cartItemId: context.cartItemId ?? 0 }),
        onDone: [
          {
            guard: { type: 'found', params: ({ event }) => ({ line: event.output }) },
            target: 'editing',
            actions: { type: 'replayLine', params: ({ event }) => ({ line: event.output as LineChoice }) },
          },
          { target: 'adding' },
        ],
        onError: 'adding',
      },
    },
    adding: { type: 'final', description: "The page adds a new line ('Dodaj u košaricu')." },
    editing: {
      description: "The line's choices are on the page; 'SPREMI PROMJENE' saves them into that line.",
      on: { 'line.save': { target: 'saving', actions: { type: 'keepChoice', params: ({ event }) => event } } },
    },
    saving: {
      description: 'The line is updated in place (or replaced, for another size); the visitor goes to the cart.',
      invoke: {
        id: 'saveLine',
        src: 'saveLine',
        input: ({ context }) => ({
          cartItemId: context.cartItemId ?? 0,
          choice: context.choice ?? { variantId: null, personalisation: null },
        }),
        onDone: 'saved',
        onError: 'editing',
      },
    },
    saved: { type: 'final', description: 'Saved: the cart shows the changed line.' },
  },
});
