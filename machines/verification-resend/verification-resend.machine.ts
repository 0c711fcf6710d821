import { assign, fromPromise, setup } from 'xstate';
import { type Failure, failureOf } from '@shared/errors/failure.js';

/**
 * 'Pošalji ponovno' beside 'E-mail adresa još nije potvrđena': sends the confirmation link again to the address
 * the login was tried with. The server answers the same for every address and limits the sends
 * (docs/decisions/0195-verification-resend-and-postcodes.md); the client injects the actor `resend`.
 */
export const verificationResendMachine = setup({
  types: {} as {
    context: { email: string; failure: Failure | null };
    events: { type: 'resend'; email: string };
  },
  actors: {
    resend: fromPromise<void, { email: string }>(async () => {
      throw new Error('verificationResendMachine: provide the resend actor');
    }),
  },
  guards: {
    hasEmail: ({ event }) => event.email.trim() !== '',
  },
}).createMachine({
  id: 'verificationResend',
  description: 'Sending the e-mail confirmation link again from the login page.',
  context: { email: '', failure: null },
  initial: 'idle',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'sending', 'sent'],
    guards: { hasEmail: 'the login form holds an e-mail address' },
  },
  states: {
    idle: {
      description: "The button 'Pošalji ponovno' beside the message; after a failure the failure is said too.",
      on: {
        resend: {
          guard: 'hasEmail',
          target: 'sending',
          description: "'Pošalji ponovno' is pressed.",
          actions: assign({ email: ({ event }) => event.email.trim(), failure: null }),
        },
      },
    },
    sending: {
      description: "'Šaljem...'",
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => ({ email: context.email }),
        onDone: { target: 'sent', description: 'The server took the request.' },
        onError: {
          target: 'idle',
          description: 'Refused (too many sends) or no connection: it can be tried again.',
          actions: assign({ failure: ({ event }) => failureOf(event.error) }),
        },
      },
    },
    sent: {
      type: 'final',
      description: "'Ako račun čeka potvrdu, poslali smo novu poveznicu na …'",
    },
  },
});
