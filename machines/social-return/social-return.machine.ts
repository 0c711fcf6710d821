import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';
import type { SocialProvider } from '../social-login/social-login.machine.js';

/**
 * /social-login, where the provider sends the visitor back with code and state: with both, and the provider chosen
 * before leaving, the oauth login runs once (the auth runtime then takes the visitor on); anything missing, or a
 * refused login, ends in the failure notice with a link back to /prijava. The client injects the actor `login`
 * (social strategy; one call per code, since a code is single use).
 */
export interface SocialReturnInput {
  code?: string | undefined;
  state?: string | undefined;
  /** The provider remembered before leaving; null when this browser never left for one. */
  provider: SocialProvider | null;
}

export interface SocialReturnContext {
  request: { provider: SocialProvider; code: string; state: string } | null;
  failure: Failure | null;
}

const SOCIAL_LOGIN_FAILED: Failure = { code: 'SOCIAL_LOGIN_FAILED', status: 400 };

export const socialReturnMachine = setup({
  types: {} as { context: SocialReturnContext; input: SocialReturnInput },
  actors: {
    login: fromPromise<void, { provider: SocialProvider; code: string; state: string }>(async () => {
      throw new Error('socialReturnMachine: provide the login actor');
    }),
  },
  actions: {
    failIncomplete: assign({ failure: SOCIAL_LOGIN_FAILED }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
  },
  guards: {
    complete: ({ context }) => context.request !== null,
  },
}).createMachine({
  id: 'socialReturn',
  description: 'The return from the social login provider: one oauth login with its code.',
  context: ({ input }) => ({
    request:
      input.code && input.state && input.provider
        ? { provider: input.provider, code: input.code, state: input.state }
        : null,
    failure: null,
  }),
  initial: 'checking',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['checking', 'loggingIn', 'loggedIn'],
    guards: { complete: 'the provider sent code and state back, and this browser chose the provider' },
  },
  states: {
    checking: {
      description: 'Code, state and the chosen provider must all be there.',
      always: [
        { guard: 'complete', target: 'loggingIn', description: 'The code is exchanged for a login.' },
        { target: 'failed', description: 'Something is missing: the login failed.', actions: 'failIncomplete' },
      ],
    },
    loggingIn: {
      description: "'Prijavljujem...': the oauth call and the session that follows it.",
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => context.request ?? { provider: 'google', code: '', state: '' },
        onDone: { target: 'loggedIn', description: 'Logged in with the provider.' },
        onError: {
          target: 'failed',
          description: 'The provider or the shop refused the login (a used code, a wrong state).',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    loggedIn: { type: 'final', description: 'Signed in: the auth runtime takes the visitor on.' },
    failed: { type: 'final', description: 'The notice says the social login failed, with a link back to /prijava.' },
  },
});
