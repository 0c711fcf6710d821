import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/** The customer's desk steps (docs/decisions/0218-blocked-customers.md, 0219-erasure-keeps-what-the-law-requires.md). */
export type CustomerStep =
  | { kind: 'block'; reason: string }
  | { kind: 'unblock' }
  /** The customer may write reviews again (docs/decisions/0227-profile-tabs-and-lifting-review-blocks.md). */
  | { kind: 'allowReviews'; reason: string }
  | { kind: 'request'; request: 'export' | 'erasure'; note: string }
  | { kind: 'complete'; requestId: number; request: 'export' | 'erasure'; confirmEmail: string }
  | { kind: 'cancelCard'; barcode: string };

export interface CustomerDeskContext {
  /** The step asked for, waiting for its confirmation or sent. */
  step: CustomerStep | null;
  /** The customer's e-mail: an erasure is confirmed by typing it again. */
  email: string;
  failure: Failure | null;
  /** What was done last (the view's notice). */
  done: CustomerStep['kind'] | null;
}

export type CustomerDeskEvent =
  | { type: 'ask'; step: CustomerStep }
  | { type: 'edit'; step: CustomerStep }
  | { type: 'confirm' }
  | { type: 'cancel' }
  | { type: 'retry' };

const matches = (step: CustomerStep | null, email: string) =>
  step !== null &&
  (step.kind !== 'complete' ||
    step.request !== 'erasure' ||
    step.confirmEmail.trim().toLowerCase() === email.trim().toLowerCase());

/**
 * The customer page's desk steps: block (with a reason), unblock, let write reviews again (with a reason), ask for an export or erasure, do a request, cancel
 * a member card. Each is asked, confirmed in a dialog and sent once; an erasure is confirmed only with the customer's
 * e-mail typed again. A refusal keeps its code for the Croatian message and may be sent again. The client injects
 * `send` and `changed`.
 */
export const customerDeskMachine = setup({
  types: {} as { context: CustomerDeskContext; events: CustomerDeskEvent; input: { email: string } },
  actors: {
    send: fromPromise<object, CustomerStep>(async () => {
      throw new Error('customerDeskMachine: provide the send actor');
    }),
  },
  actions: {
    keepStep: assign((_, params: { step: CustomerStep }) => ({ step: params.step, failure: null })),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    keepDone: assign(({ context }) => ({ done: context.step?.kind ?? null, step: null, failure: null })),
    clear: assign({ step: null, failure: null }),
    changed: () => {},
  },
  guards: {
    confirmed: ({ context }) => matches(context.step, context.email),
  },
}).createMachine({
  id: 'customerDesk',
  description: 'A customer desk step: asked, confirmed, sent once; done or refused with its code.',
  initial: 'idle',
  context: ({ input }) => ({ step: null, email: input.email, failure: null, done: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'confirming', 'sending', 'idle'],
    guards: { confirmed: "the step is confirmed (an erasure: the customer's e-mail typed again)" },
  },
  states: {
    idle: {
      description: "The page's buttons; a notice of the last step done.",
      on: {
        ask: {
          target: 'confirming',
          description: 'A button: its confirmation opens.',
          actions: { type: 'keepStep', params: ({ event }) => event },
        },
      },
    },
    confirming: {
      description: 'The confirmation dialog: what will happen; an erasure asks for the e-mail.',
      on: {
        edit: {
          description: 'A field of the dialog changes (the reason, the note, the typed e-mail).',
          actions: { type: 'keepStep', params: ({ event }) => event },
        },
        confirm: { guard: 'confirmed', target: 'sending', description: 'Confirmed: sent.' },
        cancel: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
    sending: {
      description: 'Sent; the dialog waits.',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.step!,
        onDone: { target: 'idle', description: 'Done: the page reloads.', actions: ['keepDone', 'changed'] },
        onError: {
          target: 'failed',
          description: 'Refused or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    failed: {
      description: 'The refusal in Croatian in the dialog: send again or give up.',
      on: {
        retry: { target: 'sending', description: 'The same step again.' },
        edit: {
          target: 'confirming',
          description: 'The dialog is corrected.',
          actions: { type: 'keepStep', params: ({ event }) => event },
        },
        cancel: { target: 'idle', description: 'Given up.', actions: 'clear' },
      },
    },
  },
});
