import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';

/**
 * What the picker finds: products (image, name, price) and categories from the shop's listing; pages (in every
 * language), posts, post tags and events for links (docs/decisions/0252-link-options-through-the-item-picker.md).
 */
export type PickerKind = 'product' | 'category' | 'page' | 'post' | 'event' | 'tag';

export interface PickedItem {
  id: number;
  slug: string;
  name: string;
  /** Products only: the price the shop asks, in euros. */
  price?: number | null;
  /** Products only: a thumbnail address. */
  image?: string | null;
  /** Pages only: the page's language code (the same slug may exist in several). */
  language?: string;
  /** What tells like-named items apart (an event's day and venue). */
  detail?: string;
}

export interface ItemPickerInput {
  kind: PickerKind;
  chosen: readonly PickedItem[];
  /** How many may be chosen (a carousel's products: 24; its category: 1, a new pick replacing the old). */
  max: number;
}

export interface ItemPickerContext {
  kind: PickerKind;
  max: number;
  query: string;
  results: PickedItem[];
  chosen: PickedItem[];
  /** The list was full when the editor added one more. */
  full: boolean;
  failure: Failure | null;
}

export type ItemPickerEvent =
  | { type: 'query.change'; query: string }
  | { type: 'item.add'; item: PickedItem }
  | { type: 'item.remove'; id: number }
  | { type: 'item.move'; id: number; by: -1 | 1 };

function moved(list: readonly PickedItem[], id: number, by: number): PickedItem[] {
  const from = list.findIndex((i) => i.id === id);
  const to = from + by;
  if (from === -1 || to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The edit mode's one picker (docs/decisions/0248-picked-products.md; the link options' targets too,
 * docs/decisions/0252-link-options-through-the-item-picker.md): a search that waits for the typing to pause (a newer
 * search cancels the one under way), its results, and the chosen list the editor adds to, reorders and removes from. The view reads `chosen` and hands it to the section it edits.
 */
export const itemPickerMachine = setup({
  types: {} as { context: ItemPickerContext; events: ItemPickerEvent; input: ItemPickerInput },
  actors: {
    searchItems: fromPromise<PickedItem[], { kind: PickerKind; q: string }>(async () => []),
  },
  delays: { searchPause: 300 },
  actions: {
    setQuery: assign((_, params: { query: string }) => ({ query: params.query })),
    keepResults: assign((_, params: { results: PickedItem[] }) => ({ results: params.results, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error), results: [] })),
    add: assign(({ context }, params: { item: PickedItem }) => ({
      // A single pick (max 1) is replaced by the new one; a list grows at its end.
      chosen: context.max === 1 ? [params.item] : [...context.chosen, params.item],
      full: false,
    })),
    markFull: assign({ full: true }),
    remove: assign(({ context }, params: { id: number }) => ({
      chosen: context.chosen.filter((i) => i.id !== params.id),
      full: false,
    })),
    move: assign(({ context }, params: { id: number; by: -1 | 1 }) => ({
      chosen: moved(context.chosen, params.id, params.by),
    })),
  },
  guards: {
    alreadyChosen: ({ context }, params: { item: PickedItem }) => context.chosen.some((i) => i.id === params.item.id),
    roomLeft: ({ context }) => context.max === 1 || context.chosen.length < context.max,
  },
}).createMachine({
  id: 'itemPicker',
  description: 'Items of one kind searched and chosen: the chosen list added to, reordered and emptied.',
  context: ({ input }) => ({
    kind: input.kind,
    max: input.max,
    query: '',
    results: [],
    chosen: [...input.chosen],
    full: false,
    failure: null,
  }),
  initial: 'searching',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['searching', 'ready', 'waiting', 'searching', 'ready'],
    guards: {
      alreadyChosen: 'the result is already in the chosen list',
      roomLeft: 'the chosen list has room (a single pick always has: it is replaced)',
    },
  },
  on: {
    'item.add': [
      { guard: { type: 'alreadyChosen', params: ({ event }) => event }, description: 'Already chosen: no change.' },
      {
        guard: 'roomLeft',
        description: 'A result added to the chosen list (a single pick replaced).',
        actions: { type: 'add', params: ({ event }) => event },
      },
      { description: 'The list is full: the picker says so.', actions: 'markFull' },
    ],
    'item.remove': {
      description: 'A chosen item removed.',
      actions: { type: 'remove', params: ({ event }) => event },
    },
    'item.move': {
      description: 'A chosen item moved up or down the list.',
      actions: { type: 'move', params: ({ event }) => event },
    },
  },
  states: {
    ready: {
      description: 'The search field, its results and the chosen list.',
      on: {
        'query.change': {
          target: 'waiting',
          description: 'The search typed.',
          actions: { type: 'setQuery', params: ({ event }) => event },
        },
      },
    },
    waiting: {
      description: 'The editor is typing: the search starts once the typing pauses.',
      on: {
        'query.change': {
          target: 'waiting',
          reenter: true,
          description: 'Another keystroke: the pause starts again.',
          actions: { type: 'setQuery', params: ({ event }) => event },
        },
      },
      after: {
        searchPause: { target: 'searching', description: 'The typing paused for 300 ms: the search starts.' },
      },
    },
    searching: {
      description: 'The items whose name holds the search load (the first, unsearched, on opening).',
      invoke: {
        id: 'searchItems',
        src: 'searchItems',
        input: ({ context }) => ({ kind: context.kind, q: context.query.trim() }),
        onDone: {
          target: 'ready',
          description: 'The results listed.',
          actions: { type: 'keepResults', params: ({ event }) => ({ results: event.output }) },
        },
        onError: {
          target: 'ready',
          description: 'Not loaded: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
      on: {
        'query.change': {
          target: 'waiting',
          description: 'Typed while loading: that search is cancelled, the next waits for the pause.',
          actions: { type: 'setQuery', params: ({ event }) => event },
        },
      },
    },
  },
});
