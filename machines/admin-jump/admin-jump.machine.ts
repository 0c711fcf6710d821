import { assign, fromPromise, setup } from 'xstate';

export interface JumpTarget {
  kind: string;
  label: string;
  detail: string;
  path: string;
}

export interface JumpContext {
  query: string;
  results: JumpTarget[];
  active: number;
  failed: boolean;
}

export type JumpEvent =
  | { type: 'jump.open' }
  | { type: 'jump.close' }
  | { type: 'query.change'; query: string }
  | { type: 'move'; by: -1 | 1 }
  | { type: 'choose'; index?: number };

/**
 * Cmd-K of the back office (docs/decisions/0182-cmd-k-jump.md): Ctrl/Cmd-K opens a search over products, orders,
 * customers and the back office's pages; typing searches after a short pause, arrows move, Enter opens. The client
 * injects `search` (the query's targets) and `go` (opens a target's address).
 */
export const adminJumpMachine = setup({
  types: {} as { context: JumpContext; events: JumpEvent },
  actors: {
    search: fromPromise<JumpTarget[], string>(async () => {
      throw new Error('adminJumpMachine: provide the search actor');
    }),
  },
  delays: { typingPause: 200 },
  actions: {
    reset: assign({ query: '', results: [], active: 0, failed: false }),
    keepQuery: assign((_, params: { query: string }) => ({ query: params.query.slice(0, 100) })),
    keepResults: assign((_, params: { output: JumpTarget[] }) => ({
      results: params.output,
      active: 0,
      failed: false,
    })),
    markFailed: assign({ failed: true }),
    move: assign(({ context }, params: { by: -1 | 1 }) => ({
      active: Math.min(Math.max(context.active + params.by, 0), Math.max(context.results.length - 1, 0)),
    })),
    go: (_, _target: JumpTarget) => {},
  },
  guards: {
    hasTarget: ({ context }, params: { index?: number }) =>
      context.results[params.index ?? context.active] !== undefined,
  },
}).createMachine({
  id: 'adminJump',
  description: 'Cmd-K: search products, orders, customers and pages, move with arrows, open with Enter.',
  initial: 'closed',
  context: { query: '', results: [], active: 0, failed: false },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['closed', 'open.idle', 'open.typing', 'open.searching', 'open.idle', 'closed'],
    guards: { hasTarget: 'the list has the chosen result' },
  },
  states: {
    closed: {
      description: 'Nothing shows; Ctrl/Cmd-K opens the search.',
      on: { 'jump.open': { target: 'open', description: 'Ctrl/Cmd-K.', actions: 'reset' } },
    },
    open: {
      description: 'The search box with its results.',
      initial: 'idle',
      on: {
        'jump.close': { target: 'closed', description: 'Escape or a click outside.' },
        'query.change': {
          target: '.typing',
          description: 'A key typed.',
          actions: { type: 'keepQuery', params: ({ event }) => event },
        },
        move: { description: 'Arrow up or down.', actions: { type: 'move', params: ({ event }) => event } },
        choose: {
          guard: { type: 'hasTarget', params: ({ event }) => event },
          target: 'closed',
          description: 'Enter or a click: the target opens.',
          actions: {
            type: 'go',
            params: ({ context, event }) => context.results[event.index ?? context.active] as JumpTarget,
          },
        },
      },
      states: {
        idle: { description: 'The results of the last search.' },
        typing: {
          description: 'Waiting for a pause in the typing.',
          after: { typingPause: { target: 'searching', description: 'The typing paused.' } },
        },
        searching: {
          description: 'Searching.',
          invoke: {
            id: 'search',
            src: 'search',
            input: ({ context }) => context.query,
            onDone: {
              target: 'idle',
              description: 'The results.',
              actions: { type: 'keepResults', params: ({ event }) => event },
            },
            onError: { target: 'idle', description: 'Not reached: the list says so.', actions: 'markFailed' },
          },
        },
      },
    },
  },
});
