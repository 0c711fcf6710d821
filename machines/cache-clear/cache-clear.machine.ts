import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** What the server answers after clearing: the caches it dropped (the client's own type carries the rest). */
export type CacheClearResult = { cleared: string[] };

export interface CacheClearContext {
  /** The caches the staff member asked to clear (one, or all of them). */
  chosen: string[];
  /** The caches the last clearing dropped (the screen names them). */
  cleared: string[];
  failure: Failure | null;
}

export type CacheClearEvent =
  | { type: 'clear.ask'; caches: string[] }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' }
  | { type: 'dismiss' };

/**
 * Clearing caches from the back office's cache page (docs/decisions/0117-clearing-the-shops-caches.md): the staff
 * member picks one cache or all, confirms, the page sends the request once and says what was dropped; a refusal
 * keeps its coded failure and may be sent again. The client injects `clearCaches` (the API call) and `applied`
 * (the caches as the server answers them after clearing).
 */
export const cacheClearMachine = setup({
  types: {} as { context: CacheClearContext; events: CacheClearEvent },
  actors: {
    clearCaches: fromPromise<CacheClearResult, string[]>(async () => {
      throw new Error('cacheClearMachine: provide the clearCaches actor');
    }),
  },
  actions: {
    choose: assign((_, params: { caches: string[] }) => ({ chosen: [...new Set(params.caches)], failure: null })),
    keepCleared: assign((_, params: { output: CacheClearResult }) => ({ cleared: params.output.cleared })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    reset: assign({ chosen: [], failure: null }),
    applied: (_, _output: CacheClearResult) => {},
  },
  guards: {
    somethingChosen: (_, params: { caches: string[] }) => params.caches.length > 0,
  },
}).createMachine({
  id: 'cacheClear',
  description: 'Clearing caches from the back office: choose, confirm, send once, see what was dropped.',
  initial: 'idle',
  context: { chosen: [], cleared: [], failure: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'confirming', 'clearing', 'done'],
    guards: { somethingChosen: 'at least one cache is chosen' },
  },
  states: {
    idle: {
      description: 'The caches with their sizes; each can be cleared, or all at once.',
      on: {
        'clear.ask': {
          guard: { type: 'somethingChosen', params: ({ event }) => event },
          target: 'confirming',
          description: "A cache's 'Isprazni' (or 'Isprazni sve'): the page asks to confirm.",
          actions: { type: 'choose', params: ({ event }) => event },
        },
      },
    },
    confirming: {
      description: 'The question, naming the caches to be cleared.',
      on: {
        confirm: { target: 'clearing', description: "'Isprazni' in the question: the clearing is sent once." },
        cancel: { target: 'idle', description: "'Odustani': nothing is cleared.", actions: 'reset' },
      },
    },
    clearing: {
      description: 'Sent to the server; the buttons wait.',
      invoke: {
        id: 'clearCaches',
        src: 'clearCaches',
        input: ({ context }) => context.chosen,
        onDone: {
          target: 'done',
          description: 'Cleared: the page names the caches dropped.',
          actions: [
            { type: 'keepCleared', params: ({ event }) => ({ output: event.output }) },
            { type: 'applied', params: ({ event }) => event.output },
          ],
        },
        onError: {
          target: 'failed',
          description: 'Refused or no connection: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    done: {
      description: 'Cleared: the page shows the caches as they are now and says which were dropped.',
      on: {
        'clear.ask': {
          guard: { type: 'somethingChosen', params: ({ event }) => event },
          target: 'confirming',
          description: 'Another cache (or all) is to be cleared: the page asks to confirm.',
          actions: { type: 'choose', params: ({ event }) => event },
        },
        dismiss: { target: 'idle', description: 'The message is closed.', actions: 'reset' },
      },
    },
    failed: {
      description: 'Refused or not reached: the reason, and the same clearing may be sent again.',
      on: {
        retry: { target: 'clearing', description: "'Pokušaj ponovo': the same clearing is sent again." },
        dismiss: { target: 'idle', description: "'Zatvori': nothing was cleared.", actions: 'reset' },
      },
    },
  },
});
