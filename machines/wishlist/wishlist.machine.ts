import { assign, fromPromise, setup } from 'xstate';

/**
 * The wishlist (docs/spec/shop.md 4 "Wishlist", docs/decisions/0018-wishlist-ids-and-idempotent-calls.md): only logged-in users have one. The client keeps the set of
 * wished product ids, loaded once after login; a toggle changes the set at once and calls the idempotent add or
 * remove, undoing the change if the call fails. No list of 9999 is refetched after a change. The client injects
 * `fetchIds`, `saveChange` and the notifications; logout empties the set.
 */
export interface WishlistContext {
  /** Sorted ids, so equal sets compare equal. */
  ids: number[];
  pending: { productId: number; wished: boolean } | null;
  /** The session at start (the auth runtime then sends auth.loggedIn / auth.loggedOut). */
  loggedIn: boolean;
}

export type WishlistEvent =
  | { type: 'auth.loggedIn' }
  | { type: 'auth.loggedOut' }
  | { type: 'wishlist.toggle'; productId: number };

const withId = (ids: number[], id: number) => [...new Set([...ids, id])].sort((a, b) => a - b);
const withoutId = (ids: number[], id: number) => ids.filter((x) => x !== id);

export const wishlistMachine = setup({
  types: {} as { context: WishlistContext; events: WishlistEvent; input: { loggedIn: boolean } },
  actors: {
    fetchIds: fromPromise<number[]>(async () => []),
    saveChange: fromPromise<void, { productId: number; wished: boolean }>(async () => {
      throw new Error('wishlistMachine: provide the saveChange actor');
    }),
  },
  actions: {
    notifyLoginRequired: () => {},
    notifyChanged: (_, _params: { wished: boolean }) => {},
    notifyError: () => {},
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
  },
}).createMachine({
  id: 'wishlist',
  description: 'The set of wished product ids of the logged-in user.',
  context: ({ input }) => ({ ids: [], pending: null, loggedIn: input.loggedIn }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'loading', 'ready.idle', 'ready.saving'],
    guards: { loggedIn: 'a customer is logged in' },
  },
  on: {
    'auth.loggedOut': {
      target: '.guest',
      description: 'Logged out: the hearts empty.',
      actions: assign({ ids: [], pending: null, loggedIn: false }),
    },
  },
  states: {
    starting: {
      description: 'Decides from the session whether there is a wishlist to load.',
      always: [
        { guard: 'loggedIn', target: 'loading', description: 'The wished products are loaded.' },
        { target: 'guest', description: 'A guest has no wishlist.' },
      ],
    },
    guest: {
      description: 'No wishlist: the heart asks the visitor to log in.',
      on: {
        'wishlist.toggle': {
          description: "A heart is pressed: 'Prijavite se za listu želja.'",
          actions: 'notifyLoginRequired',
        },
        'auth.loggedIn': {
          target: 'loading',
          description: 'Logged in: the wishlist loads.',
          actions: assign({ loggedIn: true }),
        },
      },
    },
    loading: {
      description: 'Loads the wished ids once after login.',
      invoke: {
        id: 'fetchIds',
        src: 'fetchIds',
        onDone: {
          target: 'ready',
          description: 'The hearts of the wished products fill.',
          actions: assign({ ids: ({ event }) => [...new Set(event.output)].sort((a, b) => a - b) }),
        },
        onError: {
          target: 'ready',
          description: 'Not loaded: a toast says so; the hearts start empty.',
          actions: 'notifyError',
        },
      },
    },
    ready: {
      description: 'Hearts show the set; a toggle saves one change at a time.',
      initial: 'idle',
      states: {
        idle: {
          description: 'Nothing is being saved.',
          on: {
            'wishlist.toggle': {
              target: 'saving',
              description: 'A heart is pressed: it fills or empties at once, and the change is saved.',
              actions: assign(({ context, event }) => {
                const wished = !context.ids.includes(event.productId);
                return {
                  ids: wished ? withId(context.ids, event.productId) : withoutId(context.ids, event.productId),
                  pending: { productId: event.productId, wished },
                };
              }),
            },
          },
        },
        saving: {
          description: 'The heart already shows the change; the idempotent add or remove is running.',
          invoke: {
            id: 'saveChange',
            src: 'saveChange',
            input: ({ context }) => context.pending!,
            onDone: {
              target: 'idle',
              description: "Saved: 'Proizvod je dodan na listu želja.' (or 'uklonjen s liste').",
              actions: [
                { type: 'notifyChanged', params: ({ context }) => ({ wished: context.pending?.wished ?? false }) },
                assign({ pending: null }),
              ],
            },
            onError: {
              target: 'idle',
              description: "Not saved: the heart goes back, 'Promjena liste želja nije uspjela.'",
              actions: [
                assign(({ context }) => {
                  const p = context.pending!;
                  return {
                    ids: p.wished ? withoutId(context.ids, p.productId) : withId(context.ids, p.productId),
                    pending: null,
                  };
                }),
                'notifyError',
              ],
            },
          },
        },
      },
    },
  },
});
