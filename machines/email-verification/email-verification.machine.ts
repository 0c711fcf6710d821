import { fromPromise, setup } from 'xstate';

/**
 * The confirmation of an e-mail address from the link of the registration (or e-mail change) mail: the token is
 * sent once; the login page says 'confirmed' and shows nothing on failure (spec), /potvrdi-email says either.
 * The client injects the actor `verifyEmail` (one call per token: a token is single use).
 */
export interface EmailVerificationInput {
  token?: string | undefined;
}

export const emailVerificationMachine = setup({
  types: {} as { context: { token: string | null }; input: EmailVerificationInput },
  actors: {
    verifyEmail: fromPromise<void, { token: string }>(async () => {
      throw new Error('emailVerificationMachine: provide the verifyEmail actor');
    }),
  },
  guards: {
    hasToken: ({ context }) => context.token !== null,
  },
}).createMachine({
  id: 'emailVerification',
  description: 'The e-mail confirmation link: one verify call with its token.',
  context: ({ input }) => ({ token: input.token || null }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['starting', 'verifying', 'confirmed'],
    guards: { hasToken: 'the link carries its token' },
  },
  states: {
    starting: {
      description: 'Opened with or without a token.',
      always: [
        { guard: 'hasToken', target: 'verifying', description: 'The token is sent to be checked.' },
        { target: 'noToken', description: 'A link without its token: nothing to send.' },
      ],
    },
    noToken: {
      type: 'final',
      description: 'Nothing to confirm: the login page shows nothing, /potvrdi-email the failure.',
    },
    verifying: {
      description: "'Potvrđujem e-mail adresu...'",
      invoke: {
        id: 'verifyEmail',
        src: 'verifyEmail',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: { target: 'confirmed', description: 'The address is confirmed: the customer can log in.' },
        onError: { target: 'failed', description: 'The token is wrong, already used or expired.' },
      },
    },
    confirmed: { type: 'final', description: "'Vaša e-mail adresa je potvrđena. Sada se možete prijaviti.'" },
    failed: { type: 'final', description: 'The link is wrong, used or expired.' },
  },
});
