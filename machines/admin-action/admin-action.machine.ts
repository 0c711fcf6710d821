import { assign, fromPromise, setup } from 'xstate';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';
import type { FieldErrors } from '@shared/validation/fields.js';

/** What a small form's rules make of its fields: the request to send, or the Croatian errors of its fields. */
/** A request body as the API takes it. */
export type ActionBody = Record<string, unknown>;

export type ActionCheck = (values: Record<string, string>) => { body: ActionBody } | { errors: FieldErrors };

export interface AdminActionContext {
  check: ActionCheck;
  errors: FieldErrors;
  failure: Failure | null;
  /** The request of the last valid submit (sent again on retry). */
  body: ActionBody;
}

export type AdminActionEvent =
  | { type: 'submit'; values: Record<string, string> }
  | { type: 'retry' }
  | { type: 'dismiss' };

/**
 * A small back-office form sent in one request: a price plan, a status change, a stock adjustment
 * (docs/decisions/0178-price-timeline.md, 0179-stock-ledger-one-location.md). The form's rules (`check`, given as
 * input) turn the typed fields into the request or field errors; the request is sent once, a refusal keeps its code
 * (the view shows it on `payload.field`) and may be sent again. The client injects `send` and `done`.
 */
export const adminActionMachine = setup({
  types: {} as { context: AdminActionContext; events: AdminActionEvent; input: { check: ActionCheck } },
  actors: {
    send: fromPromise<object, ActionBody>(async () => {
      throw new Error('adminActionMachine: provide the send actor');
    }),
  },
  actions: {
    keepChecked: assign(({ context }, params: { values: Record<string, string> }) => {
      const result = context.check(params.values);
      return 'errors' in result
        ? { errors: result.errors, failure: null }
        : { errors: {}, failure: null, body: result.body };
    }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    reset: assign({ errors: {}, failure: null }),
    done: (_, _output: object) => {},
  },
  guards: {
    valid: ({ context }, params: { values: Record<string, string> }) => !('errors' in context.check(params.values)),
  },
}).createMachine({
  id: 'adminAction',
  description: 'A small back-office form: checked, sent once, done or refused with its code.',
  initial: 'idle',
  context: ({ input }) => ({ check: input.check, errors: {}, failure: null, body: {} }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'sending', 'done'],
    guards: { valid: "the form's rules hold for the typed fields" },
  },
  states: {
    idle: {
      description: 'The form; after a submit with broken rules, each field shows its message.',
      on: {
        submit: [
          {
            guard: { type: 'valid', params: ({ event }) => event },
            target: 'sending',
            description: 'The button with a valid form: the request is sent.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
          {
            description: 'A broken rule: each field shows its message.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
        ],
      },
    },
    sending: {
      description: 'Sent; the button waits.',
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => context.body,
        onDone: {
          target: 'done',
          description: 'The server did it.',
          actions: { type: 'done', params: ({ event }) => event.output },
        },
        onError: {
          target: 'failed',
          description: 'Refused or not reached.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    done: {
      description: 'Done: a notice says so; the form may be used again.',
      on: {
        submit: [
          {
            guard: { type: 'valid', params: ({ event }) => event },
            target: 'sending',
            description: 'Another valid change is sent.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
          {
            target: 'idle',
            description: 'Another change with a broken rule.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
        ],
        dismiss: { target: 'idle', description: 'The notice is closed.', actions: 'reset' },
      },
    },
    failed: {
      description: 'Refused or not reached: the reason, on its field when it names one; send again or change the form.',
      on: {
        retry: { target: 'sending', description: 'The same request again.' },
        submit: [
          {
            guard: { type: 'valid', params: ({ event }) => event },
            target: 'sending',
            description: 'The corrected form is sent.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
          {
            target: 'idle',
            description: 'The corrected form still breaks a rule.',
            actions: { type: 'keepChecked', params: ({ event }) => event },
          },
        ],
        dismiss: { target: 'idle', description: 'The refusal is closed.', actions: 'reset' },
      },
    },
  },
});
