import { assign, fromPromise, setup } from 'xstate';

/**
 * Personalisation service sync (docs/spec/shop.md 4 "Personalisation"). The spec's client derives the personalisation and
 * sponsor service lines itself; here the server recomputes them on every change (docs/decisions/0019-service-lines-recomputed-on-server.md), so the sync only
 * re-reads the cart 600 ms after a change and checks the service lines match the personalised lines. A reading
 * that is not consistent yet (another tab, a change in flight) is retried after 1.5 s, then every 2 s, up to
 * 20 times. The client injects `readCart` (getCart + the consistency check) and `publishCart`.
 */
export interface PersonalisationSyncContext {
  attempts: number;
  maxAttempts: number;
}

export type PersonalisationSyncEvent = { type: 'cart.changed' };

export const SYNC_WAIT_MS = 600;
export const FIRST_RETRY_MS = 1500;
export const RETRY_EVERY_MS = 2000;
export const MAX_SYNC_RETRIES = 20;

export const personalisationSyncMachine = setup({
  types: {} as {
    context: PersonalisationSyncContext;
    events: PersonalisationSyncEvent;
    input: { maxAttempts?: number } | undefined;
  },
  actors: {
    /** Resolves with whether the service lines match the personalised lines. */
    readCart: fromPromise<{ consistent: boolean }>(async () => ({ consistent: true })),
  },
  actions: {
    publishCart: () => {},
  },
  guards: {
    consistent: (_, params: { consistent: boolean }) => params.consistent,
    retriesLeft: ({ context }) => context.attempts < context.maxAttempts,
    firstRetry: ({ context }) => context.attempts === 1 && context.maxAttempts > 1,
  },
  delays: { syncWait: SYNC_WAIT_MS, firstRetry: FIRST_RETRY_MS, retryEvery: RETRY_EVERY_MS },
}).createMachine({
  id: 'personalisationSync',
  description: 'Re-reads the cart after a change until its service lines match the personalised lines.',
  context: ({ input }) => ({ attempts: 0, maxAttempts: input?.maxAttempts ?? MAX_SYNC_RETRIES }),
  initial: 'idle',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'waiting', 'reading'],
    guards: {
      consistent: "the cart's personalisation and sponsor lines match its personalised jerseys",
      firstRetry: 'this was the first reading',
      retriesLeft: 'fewer than 20 readings so far',
    },
  },
  on: {
    'cart.changed': {
      target: '.waiting',
      reenter: true,
      description: 'The cart changed: the 600 ms wait (re)starts and the readings count from zero.',
      actions: assign({ attempts: 0 }),
    },
  },
  states: {
    idle: { description: 'Nothing to check.' },
    waiting: {
      description: 'A change happened: waits 600 ms (a later change restarts the wait).',
      after: { syncWait: { target: 'reading', description: 'No change for 600 ms: the cart is read.' } },
    },
    reading: {
      description: 'Reads the cart the server recomputed.',
      entry: assign({ attempts: ({ context }) => context.attempts + 1 }),
      invoke: {
        id: 'readCart',
        src: 'readCart',
        onDone: [
          {
            guard: { type: 'consistent', params: ({ event }) => event.output },
            target: 'idle',
            description: 'In step: the page shows the cart.',
            meta: { kind: 'happy' },
            actions: 'publishCart',
          },
          { guard: 'firstRetry', target: 'firstRetry', description: 'Not in step yet: read again soon.' },
          { guard: 'retriesLeft', target: 'retrying', description: 'Still not in step: read again.' },
          { target: 'idle', description: 'Out of attempts: the page shows the cart as it is.', actions: 'publishCart' },
        ],
        onError: [
          { guard: 'firstRetry', target: 'firstRetry', description: 'The cart could not be read: read again soon.' },
          { guard: 'retriesLeft', target: 'retrying', description: 'Still unreadable: read again.' },
          { target: 'idle', description: 'Out of attempts: the cart stays as shown.' },
        ],
      },
    },
    firstRetry: {
      description: 'The first reading was not consistent: reads again after 1.5 s.',
      after: {
        firstRetry: { target: 'reading', description: 'After 1.5 s: the second reading.', meta: { kind: 'retry' } },
      },
    },
    retrying: {
      description: 'Still not consistent: reads again every 2 s until the attempts run out.',
      after: {
        retryEvery: { target: 'reading', description: 'After 2 s: the next reading.', meta: { kind: 'retry' } },
      },
    },
  },
});
