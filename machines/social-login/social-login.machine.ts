import { assign, fromPromise, setup } from 'xstate';

/**
 * The Facebook and Google buttons of the login page: one request at a time for the
 * provider's address; then the browser leaves for the provider, remembering which one it chose (the provider's
 * redirect back carries only code and state). On error nothing further happens and the buttons are free again.
 * The client injects the actor `fetchRedirect` (the provider's authorisation URL) and the action `leaveFor`.
 */
export type SocialProvider = 'facebook' | 'google';

export interface SocialLoginContext {
  /** The provider being asked for, while busy: its button shows the busy state. */
  provider: SocialProvider | null;
}

export type SocialLoginEvent = { type: 'social.start'; provider: SocialProvider };

export const socialLoginMachine = setup({
  types: {} as { context: SocialLoginContext; events: SocialLoginEvent },
  actors: {
    fetchRedirect: fromPromise<string, { provider: SocialProvider }>(async () => {
      throw new Error('socialLoginMachine: provide the fetchRedirect actor');
    }),
  },
  actions: {
    leaveFor: (_, _params: { url: string; provider: SocialProvider }) => {},
  },
}).createMachine({
  id: 'socialLogin',
  description: 'The social login buttons: one provider at a time, then off to the provider.',
  initial: 'idle',
  context: { provider: null },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'redirecting', 'leaving'],
  },
  states: {
    idle: {
      description: 'Both buttons can be pressed.',
      on: {
        'social.start': {
          target: 'redirecting',
          description: "'Facebook' or 'Google' is pressed.",
          actions: assign({ provider: ({ event }) => event.provider }),
        },
      },
    },
    redirecting: {
      description: "Asks the shop for the provider's address; both buttons are disabled.",
      invoke: {
        id: 'fetchRedirect',
        src: 'fetchRedirect',
        input: ({ context }) => ({ provider: context.provider ?? 'google' }),
        onDone: {
          target: 'leaving',
          description: "The provider's address arrived: the browser goes there, remembering the provider.",
          actions: {
            type: 'leaveFor',
            params: ({ context, event }) => ({ url: event.output, provider: context.provider ?? 'google' }),
          },
        },
        onError: {
          target: 'idle',
          description: 'No address (provider not set up, no connection): the buttons are free again.',
          actions: assign({ provider: null }),
        },
      },
    },
    leaving: {
      type: 'final',
      description: 'The browser is on its way to the provider; the buttons stay disabled until it has left.',
    },
  },
});
