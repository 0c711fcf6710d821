import { assign, setup } from 'xstate';

/**
 * The keyword field of the search page: the URL follows what is typed 600 ms after the last
 * keystroke (page back to 1, so reload, Back and a shared link show the same results); a URL changed otherwise
 * (Back, a pagination link, the header box) puts its term into the field. The client injects `applyKeyword`,
 * which replaces the URL's search term.
 */
export interface SearchPageContext {
  /** What the field shows. */
  draft: string;
}

export type SearchPageEvent =
  | { type: 'input.change'; value: string }
  /** The URL's term changed without typing here. */
  | { type: 'url.changed'; search: string };

export const KEYWORD_DEBOUNCE_MS = 600;

export const searchPageMachine = setup({
  types: {} as { context: SearchPageContext; events: SearchPageEvent; input: { search: string } },
  actions: {
    applyKeyword: (_, _params: { term: string }) => {},
  },
  delays: { keywordDebounce: KEYWORD_DEBOUNCE_MS },
}).createMachine({
  id: 'searchPage',
  description: 'The search page keyword: typed, then put into the URL 600 ms after the last keystroke.',
  context: ({ input }) => ({ draft: input.search }),
  initial: 'idle',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'typing'],
  },
  on: {
    'input.change': {
      target: '.typing',
      reenter: true,
      description: 'A keystroke in the field: the 600 ms wait (re)starts.',
      actions: assign({ draft: ({ event }) => event.value }),
    },
  },
  states: {
    idle: {
      description: 'The field shows the term of the URL.',
      on: {
        'url.changed': {
          description: "Back, a page link or the header search: the field shows the URL's term.",
          actions: assign({ draft: ({ event }) => event.search }),
        },
      },
    },
    typing: {
      description: 'Waits 600 ms after the last keystroke, then the URL takes the trimmed term.',
      after: {
        keywordDebounce: {
          target: 'idle',
          description: 'No keystroke for 600 ms: the results follow the term, from page 1.',
          meta: { kind: 'happy' },
          actions: { type: 'applyKeyword', params: ({ context }) => ({ term: context.draft.trim() }) },
        },
      },
    },
  },
});
