import { assign, fromPromise, setup } from 'xstate';

/**
 * The header search box (docs/spec/shop.md 2, 4, 9): nothing below 3 characters, a search 500 ms after the last keystroke,
 * a loader while loading, a dropdown of up to 10 results with matching categories, the info toast 'Nije pronađen
 * niti jedan rezultat.' when empty, Escape clears, Enter opens /pretraga, results reset on a route change. The
 * dropdown is a combobox: arrow keys move the active option. The client injects the `search` actor, the
 * `notifyNoResults` and `openSearchPage` / `openResult` actions.
 */
export interface SearchResult {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string | null;
}
export interface SearchCategory {
  id: number;
  slug: string;
  name: string;
}
export interface SearchOutput {
  results: SearchResult[];
  total: number;
  categories: SearchCategory[];
}

export interface SearchBoxContext {
  term: string;
  results: SearchResult[];
  categories: SearchCategory[];
  total: number;
  /** Index of the active option in the listbox, -1 for none. */
  active: number;
}

export type SearchBoxEvent =
  | { type: 'input.change'; value: string }
  | { type: 'input.escape' }
  | { type: 'input.submit' }
  | { type: 'list.next' }
  | { type: 'list.prev' }
  | { type: 'route.changed' };

export const SEARCH_MIN_LENGTH = 3;
export const SEARCH_DEBOUNCE_MS = 500;
export const DROPDOWN_LIMIT = 10;

const empty = { results: [], categories: [], total: 0, active: -1 };

/**
 * Enter without a chosen option: the results page opens and the dropdown closes (a search still under way is
 * dropped, so it cannot open over the results page); the box keeps the term.
 */
const submitToSearchPage = {
  target: 'idle',
  actions: [
    { type: 'openSearchPage', params: ({ context }: { context: SearchBoxContext }) => ({ term: context.term }) },
    'clearResults',
  ],
} as const;

export const searchBoxMachine = setup({
  types: {} as { context: SearchBoxContext; events: SearchBoxEvent },
  actors: {
    search: fromPromise<SearchOutput, { term: string }>(async () => {
      throw new Error('searchBoxMachine: provide the search actor');
    }),
  },
  actions: {
    notifyNoResults: () => {},
    openSearchPage: (_, _params: { term: string }) => {},
    openResult: (_, _params: { slug: string }) => {},
    setTerm: assign({ term: ({ event, context }) => (event.type === 'input.change' ? event.value : context.term) }),
    clearAll: assign({ term: '', ...empty }),
    clearResults: assign(empty),
    moveNext: assign({
      active: ({ context }) => (context.results.length ? (context.active + 1) % context.results.length : -1),
    }),
    movePrev: assign({
      active: ({ context }) =>
        context.results.length ? (context.active <= 0 ? context.results.length - 1 : context.active - 1) : -1,
    }),
  },
  guards: {
    searchable: ({ context }) => context.term.trim().length >= SEARCH_MIN_LENGTH,
    optionActive: ({ context }) => context.active >= 0 && context.active < context.results.length,
    hasTerm: ({ context }) => context.term.trim().length > 0,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'searchBox',
  description: 'Header search box with a live results dropdown.',
  context: { term: '', ...empty },
  initial: 'idle',
  on: {
    'input.change': { target: '.typing', reenter: true, actions: ['setTerm', 'clearResults'] },
    'input.escape': { target: '.idle', actions: 'clearAll' },
    'route.changed': { target: '.idle', actions: 'clearAll' },
  },
  states: {
    idle: {
      description: 'Nothing to show: the box is empty, shorter than 3 characters, or was cleared.',
      on: {
        'input.submit': {
          guard: 'hasTerm',
          actions: { type: 'openSearchPage', params: ({ context }) => ({ term: context.term }) },
        },
      },
    },
    typing: {
      description: 'Waiting 500 ms after the last keystroke; below 3 characters nothing is searched.',
      always: { guard: ({ context }) => !(context.term.trim().length >= SEARCH_MIN_LENGTH), target: 'idle' },
      after: { searchDebounce: 'loading' },
      on: { 'input.submit': submitToSearchPage },
    },
    loading: {
      description: 'The loader shows while the shop searches.',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ term: context.term.trim() }),
        onDone: [
          { guard: ({ event }) => event.output.results.length === 0, target: 'noResults' },
          {
            target: 'showing',
            actions: assign(({ event }) => ({
              results: event.output.results,
              categories: event.output.categories,
              total: event.output.total,
              active: -1,
            })),
          },
        ],
        onError: 'idle',
      },
      on: { 'input.submit': submitToSearchPage },
    },
    noResults: {
      description: "Nothing found: the info toast 'Nije pronađen niti jedan rezultat.' shows once.",
      entry: 'notifyNoResults',
      on: { 'input.submit': submitToSearchPage },
    },
    showing: {
      description:
        "The dropdown lists up to 10 results ('Pogledaj sve rezultate' from 10 on); arrows move the active one.",
      on: {
        'list.next': { actions: 'moveNext' },
        'list.prev': { actions: 'movePrev' },
        'input.submit': [
          {
            guard: 'optionActive',
            target: 'idle',
            actions: [
              { type: 'openResult', params: ({ context }) => ({ slug: context.results[context.active]!.slug }) },
              'clearAll',
            ],
          },
          submitToSearchPage,
        ],
      },
    },
  },
});
