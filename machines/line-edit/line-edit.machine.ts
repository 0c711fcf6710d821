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
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'reading', 'editing', 'saving', 'saved'],
    guards: {
      fromCart: "the page was opened from a personalised line's name in the cart",
      found: "the line is in this visitor's cart",
    },
  },
  states: {
    starting: {
      description: 'Opened from a cart line, or not.',
      always: [
        { guard: 'fromCart', target: 'reading', description: 'The cart line is read first.' },
        { target: 'adding', description: 'An ordinary product page.' },
      ],
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
            description: "The line's size and personalisation are chosen again on the page.",
            actions: { type: 'replayLine', params: ({ event }) => ({ line: event.output as LineChoice }) },
          },
          { target: 'adding', description: 'No such line in this cart: the page simply adds.' },
        ],
        onError: { target: 'adding', description: 'The cart could not be read: the page simply adds.' },
      },
    },
    adding: { type: 'final', description: "The page adds a new line ('Dodaj u košaricu')." },
    editing: {
      description: "The line's choices are on the page; 'SPREMI PROMJENE' saves them into that line.",
      on: {
        'line.save': {
          target: 'saving',
          description: "'SPREMI PROMJENE' with the choices on the page.",
          actions: { type: 'keepChoice', params: ({ event }) => event },
        },
      },
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
        onDone: { target: 'saved', description: 'Saved: on to the cart.' },
        onError: { target: 'editing', description: 'Not saved: the choices stay on the page to try again.' },
      },
    },
    saved: { type: 'final', description: 'Saved: the cart shows the changed line.' },
  },
});
