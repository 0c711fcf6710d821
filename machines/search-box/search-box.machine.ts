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
  description: 'Enter: the results page opens.',
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
    tooShort: ({ context }) => context.term.trim().length < SEARCH_MIN_LENGTH,
    nothingFound: (_, params: { results: SearchResult[] }) => params.results.length === 0,
    optionActive: ({ context }) => context.active >= 0 && context.active < context.results.length,
    hasTerm: ({ context }) => context.term.trim().length > 0,
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
}).createMachine({
  id: 'searchBox',
  description: 'Header search box with a live results dropdown.',
  context: { term: '', ...empty },
  initial: 'idle',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'typing', 'loading', 'showing'],
    guards: {
      hasTerm: 'something is typed',
      tooShort: 'fewer than 3 characters typed',
      nothingFound: 'no product matches',
      optionActive: 'a result is highlighted (arrow keys)',
    },
  },
  on: {
    'input.change': {
      target: '.typing',
      reenter: true,
      description: 'A keystroke: the results close, the 500 ms wait (re)starts.',
      actions: ['setTerm', 'clearResults'],
    },
    'input.escape': { target: '.idle', description: 'Escape empties the box.', actions: 'clearAll' },
    'route.changed': { target: '.idle', description: 'Another page opens: the box is emptied.', actions: 'clearAll' },
  },
  states: {
    idle: {
      description: 'Nothing to show: the box is empty, shorter than 3 characters, or was cleared.',
      on: {
        'input.submit': {
          guard: 'hasTerm',
          description: 'Enter: the results page opens with the term.',
          actions: { type: 'openSearchPage', params: ({ context }) => ({ term: context.term }) },
        },
      },
    },
    typing: {
      description: 'Waiting 500 ms after the last keystroke; below 3 characters nothing is searched.',
      always: { guard: 'tooShort', target: 'idle', description: 'Nothing is searched.' },
      after: { searchDebounce: { target: 'loading', description: 'No keystroke for 500 ms: the search starts.' } },
      on: { 'input.submit': submitToSearchPage },
    },
    loading: {
      description: 'The loader shows while the shop searches.',
      invoke: {
        id: 'search',
        src: 'search',
        input: ({ context }) => ({ term: context.term.trim() }),
        onDone: [
          {
            guard: { type: 'nothingFound', params: ({ event }) => event.output },
            target: 'noResults',
            description: 'The search answers with nothing.',
          },
          {
            target: 'showing',
            description: 'Up to 10 products and the matching categories drop down.',
            actions: assign(({ event }) => ({
              results: event.output.results,
              categories: event.output.categories,
              total: event.output.total,
              active: -1,
            })),
          },
        ],
        onError: { target: 'idle', description: 'The search failed: nothing is shown.' },
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
        'list.next': {
          description: 'Arrow down highlights the next result (after the last, the first).',
          actions: 'moveNext',
        },
        'list.prev': {
          description: 'Arrow up highlights the one before (before the first, the last).',
          actions: 'movePrev',
        },
        'input.submit': [
          {
            guard: 'optionActive',
            target: 'idle',
            description: "Enter: the highlighted product's page opens.",
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
