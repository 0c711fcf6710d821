import { assign, fromPromise, setup } from 'xstate';
import { type ReviewValues, reviewSchema } from '@shared/validation/review.js';
import * as form from '../form/form.js';

/**
 * The review form under a product (docs/decisions/0211-product-reviews.md): a signed-in customer picks 1 to 5 stars
 * and writes a comment (a rating needs a comment and a comment needs a rating), sends it, and reads that it waits
 * for approval. The author may edit it (it goes back to moderation) or delete it after confirming. An account staff
 * stopped sees why and no form. The client injects the actors `save` (input: the review's id or null, values)
 * and `remove` (input: id), and the action `focusFirstError`.
 */
export interface OwnReviewSummary {
  id: number;
  rating: number;
  comment: string;
}

export interface ReviewFormContext extends form.FormContext<ReviewValues> {
  /** The customer's review as last saved, or null before they wrote one. */
  review: OwnReviewSummary | null;
  /** Staff stopped the account from writing reviews. */
  blocked: boolean;
}

export type ReviewFormEvent =
  | form.FieldChange<ReviewValues>
  /** 'Napišite recenziju' or 'Uredi recenziju'. */
  | { type: 'review.open' }
  | { type: 'form.submit' }
  | { type: 'form.cancel' }
  /** 'Obriši recenziju', then 'Da, obriši' or 'Odustani'. */
  | { type: 'review.delete' }
  | { type: 'delete.confirm' }
  | { type: 'delete.cancel' };

const EMPTY: ReviewValues = { rating: 0, comment: '' };
const validate = form.checkWith(reviewSchema);
const valuesOf = (review: OwnReviewSummary | null): ReviewValues =>
  review ? { rating: review.rating, comment: review.comment } : EMPTY;

export const reviewFormMachine = setup({
  types: {} as {
    context: ReviewFormContext;
    events: ReviewFormEvent;
    input: { review: OwnReviewSummary | null; blocked: boolean };
  },
  actors: {
    save: fromPromise<OwnReviewSummary, { id: number | null; values: ReviewValues }>(async () => {
      throw new Error('reviewFormMachine: provide the save actor');
    }),
    remove: fromPromise<void, { id: number }>(async () => {
      throw new Error('reviewFormMachine: provide the remove actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<ReviewValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    openForm: assign(({ context }) => ({ ...form.formContext(valuesOf(context.review)) })),
    keepSaved: assign((_, params: { review: OwnReviewSummary }) => ({ review: params.review, failure: null })),
    forget: assign({ review: null, failure: null }),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
    blocked: ({ context }) => context.blocked,
  },
}).createMachine({
  id: 'reviewForm',
  description: "A customer's review of one product: write, wait for approval, edit or delete.",
  context: ({ input }) => ({
    ...form.formContext(valuesOf(input.review)),
    review: input.review,
    blocked: input.blocked,
  }),
  initial: 'starting',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['shown', 'editing', 'saving', 'saved'],
    guards: {
      valid: 'a rating of 1 to 5 stars with a comment of 10 to 1000 characters',
      blocked: 'staff stopped the account from writing reviews',
    },
  },
  states: {
    starting: {
      description: 'Decides from the input whether the account may write.',
      always: [
        {
          guard: 'blocked',
          target: 'blocked',
          description: 'A stopped account.',
        },
        { target: 'shown', description: 'Any other signed-in customer.' },
      ],
    },
    blocked: {
      type: 'final',
      description: "'Vaš račun ne može pisati recenzije.': no form.",
    },
    shown: {
      description: "The customer's review with its status, or 'Napišite recenziju'.",
      on: {
        'review.open': { target: 'editing', description: 'The form opens with the saved review.', actions: 'openForm' },
        'review.delete': { target: 'confirmingDelete', description: "'Obriši recenziju'" },
      },
    },
    editing: {
      description: 'The stars and the comment; after a submit the errors follow the typing.',
      on: {
        'field.change': {
          description: 'A star is chosen or the comment typed.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'saving', description: "'OBJAVI RECENZIJU' with the form right." },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
        'form.cancel': { target: 'shown', description: "'Odustani'" },
      },
    },
    saving: {
      description: "'SPREMAM...': the review is on its way.",
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ context }) => ({ id: context.review?.id ?? null, values: context.values }),
        onDone: {
          target: 'saved',
          description: 'Saved: it waits for approval.',
          actions: { type: 'keepSaved', params: ({ event }) => ({ review: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'Refused (already written, too many tries, stopped) or no connection: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    saved: {
      description: "'Hvala! Vaša recenzija čeka odobrenje.'",
      on: {
        'review.open': { target: 'editing', description: "'Uredi recenziju'", actions: 'openForm' },
        'review.delete': { target: 'confirmingDelete', description: "'Obriši recenziju'" },
      },
    },
    confirmingDelete: {
      description: "'Obrisati recenziju?' with 'Da, obriši' and 'Odustani'.",
      on: {
        'delete.confirm': { target: 'deleting', description: "'Da, obriši'" },
        'delete.cancel': { target: 'shown', description: "'Odustani'" },
      },
    },
    deleting: {
      description: 'The review is being deleted.',
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({ id: context.review?.id ?? 0 }),
        onDone: { target: 'shown', description: 'Deleted: the customer may write a new one.', actions: 'forget' },
        onError: {
          target: 'shown',
          description: 'Not deleted: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
