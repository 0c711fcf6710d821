import { assign, fromPromise, setup } from 'xstate';
import { fieldErrors, type FieldErrors } from '@shared/validation/fields.js';
import { rejectSchema, replySchema } from '@shared/validation/review.js';
import type { Failure } from '@shared/errors/failure.js';
import { failureOf } from '@shared/errors/failure.js';

/**
 * Moderating one review in the back office (docs/decisions/0212-review-moderation.md): approve it at once, reject it
 * with a reason the author reads (optionally stopping the author), or write the club's reply shown under it. One
 * request at a time; a refusal keeps its code. The client injects `decide` (input: decision, reason, blockAuthor),
 * `reply` (input: text) and the action `changed` (the list is read again).
 */
export interface ModerationContext {
  reason: string;
  blockAuthor: boolean;
  reply: string;
  errors: FieldErrors;
  failure: Failure | null;
}

export type ModerationEvent =
  | { type: 'approve' }
  | { type: 'reject.open' }
  | { type: 'reply.open' }
  | { type: 'reason.change'; value: string }
  | { type: 'block.toggle' }
  | { type: 'reply.change'; value: string }
  | { type: 'form.submit' }
  | { type: 'form.cancel' };

export interface DecideInput {
  decision: 'approve' | 'reject';
  reason?: string;
  blockAuthor?: boolean;
}

export const reviewModerationMachine = setup({
  types: {} as { context: ModerationContext; events: ModerationEvent; input: { reply: string } },
  actors: {
    decide: fromPromise<void, DecideInput>(async () => {
      throw new Error('reviewModerationMachine: provide the decide actor');
    }),
    reply: fromPromise<void, { text: string }>(async () => {
      throw new Error('reviewModerationMachine: provide the reply actor');
    }),
  },
  actions: {
    setReason: assign((_, params: { value: string }) => ({ reason: params.value })),
    toggleBlock: assign(({ context }) => ({ blockAuthor: !context.blockAuthor })),
    setReply: assign((_, params: { value: string }) => ({ reply: params.value })),
    checkReason: assign(({ context }) => ({ errors: fieldErrors(rejectSchema, { reason: context.reason }) })),
    checkReply: assign(({ context }) => ({ errors: fieldErrors(replySchema, { text: context.reply }) })),
    clear: assign({ errors: {}, failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => ({ failure: failureOf(params.error) })),
    changed: () => {},
  },
  guards: {
    reasonGiven: ({ context }) => Object.keys(fieldErrors(rejectSchema, { reason: context.reason })).length === 0,
    replyGiven: ({ context }) => Object.keys(fieldErrors(replySchema, { text: context.reply })).length === 0,
  },
}).createMachine({
  id: 'reviewModeration',
  description: 'One review in the back office: approve, reject with a reason, or reply.',
  initial: 'idle',
  context: ({ input }) => ({ reason: '', blockAuthor: false, reply: input.reply, errors: {}, failure: null }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['idle', 'approving', 'idle', 'replying', 'sendingReply', 'idle'],
    guards: { reasonGiven: 'a reason of 1 to 500 characters', replyGiven: 'a reply of 1 to 1000 characters' },
  },
  states: {
    idle: {
      description: "The review with 'Odobri', 'Odbij' and 'Odgovori'.",
      on: {
        approve: { target: 'approving', description: "'Odobri'", actions: 'clear' },
        'reject.open': { target: 'rejecting', description: "'Odbij': the reason's form opens.", actions: 'clear' },
        'reply.open': { target: 'replying', description: "'Odgovori': the reply's form opens.", actions: 'clear' },
      },
    },
    approving: {
      description: 'The approval is sent.',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: () => ({ decision: 'approve' as const }),
        onDone: { target: 'idle', description: 'Approved: shown on the product.', actions: 'changed' },
        onError: {
          target: 'idle',
          description: 'Refused or not reached: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    rejecting: {
      description: "The reason (the author reads it) and 'Blokiraj autora'.",
      on: {
        'reason.change': {
          description: 'The reason is typed.',
          actions: { type: 'setReason', params: ({ event }) => event },
        },
        'block.toggle': { description: "'Blokiraj autora' is ticked or unticked.", actions: 'toggleBlock' },
        'form.submit': [
          { guard: 'reasonGiven', target: 'sendingReject', description: "'Odbij recenziju' with a reason." },
          { description: 'No reason: the field says so.', actions: 'checkReason' },
        ],
        'form.cancel': { target: 'idle', description: "'Odustani'", actions: 'clear' },
      },
    },
    sendingReject: {
      description: 'The rejection is sent.',
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context }) => ({
          decision: 'reject' as const,
          reason: context.reason.trim(),
          blockAuthor: context.blockAuthor,
        }),
        onDone: { target: 'idle', description: 'Rejected: not shown.', actions: 'changed' },
        onError: {
          target: 'rejecting',
          description: 'Refused or not reached: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    replying: {
      description: "The club's reply.",
      on: {
        'reply.change': {
          description: 'The reply is typed.',
          actions: { type: 'setReply', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'replyGiven', target: 'sendingReply', description: "'Objavi odgovor' with a reply." },
          { description: 'No reply: the field says so.', actions: 'checkReply' },
        ],
        'form.cancel': { target: 'idle', description: "'Odustani'", actions: 'clear' },
      },
    },
    sendingReply: {
      description: 'The reply is sent.',
      invoke: {
        id: 'reply',
        src: 'reply',
        input: ({ context }) => ({ text: context.reply.trim() }),
        onDone: { target: 'idle', description: 'Saved: shown under the approved review.', actions: 'changed' },
        onError: {
          target: 'replying',
          description: 'Refused or not reached: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
