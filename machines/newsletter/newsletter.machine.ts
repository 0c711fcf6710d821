import { assign, fromPromise, setup } from 'xstate';
import { missingConsents } from '@shared/validation/consents.js';
import { fieldErrors } from '@shared/validation/fields.js';
import { fieldMessages } from '@shared/validation/messages.js';
import { type NewsletterValues, newsletterSchema } from '@shared/validation/newsletter.js';
import * as form from '../form/form.js';

/**
 * The footer's newsletter sign-up ('PRIJAVI SE'): an address and the newsletter form's consents. The send asks for
 * a confirmation link only; the server answers the same for every address, so 'sent' says to look in the inbox and
 * never whether the address was already subscribed (docs/decisions/0206-newsletter-double-opt-in.md). The client
 * injects the actor `subscribe` (input: email, consents).
 */
export interface NewsletterConsent {
  id: number;
  required: boolean;
}

export interface NewsletterContext extends form.FormContext<NewsletterValues> {
  consents: NewsletterConsent[];
  accepted: number[];
}

export type NewsletterEvent =
  | form.FieldChange<NewsletterValues>
  | { type: 'consent.toggle'; id: number }
  /** 'PRIJAVI SE'. */
  | { type: 'form.submit' }
  /** 'Prijavi drugu adresu' after a send. */
  | { type: 'form.again' };

function validate(context: NewsletterContext) {
  const errors = fieldErrors(newsletterSchema, context.values);
  const required = context.consents.filter((c) => c.required).map((c) => c.id);
  if (missingConsents(required, context.accepted).length > 0) errors.consents = fieldMessages.consentRequired;
  return errors;
}

export const newsletterMachine = setup({
  types: {} as {
    context: NewsletterContext;
    events: NewsletterEvent;
    input: { consents: NewsletterConsent[] };
  },
  actors: {
    subscribe: fromPromise<void, { email: string; consents: number[] }>(async () => {
      throw new Error('newsletterMachine: provide the subscribe actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<NewsletterValues>) =>
      form.withChange(context, change, validate),
    ),
    toggleConsent: assign(({ context }, params: { id: number }) =>
      form.withConsentToggled(context, params.id, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    reset: assign(({ context }) => ({ ...form.formContext({ email: '' }), accepted: [], consents: context.consents })),
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'newsletter',
  description: "The footer's newsletter sign-up: an address, the consents, and the request for a confirmation link.",
  initial: 'editing',
  context: ({ input }) => ({ ...form.formContext({ email: '' }), consents: input.consents, accepted: [] }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'subscribing', 'sent'],
    guards: { valid: 'an e-mail address and every required consent ticked' },
  },
  states: {
    editing: {
      description: 'The visitor types an address and ticks the consents; after a submit the errors follow the typing.',
      on: {
        'field.change': {
          description: 'The address is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'consent.toggle': {
          description: 'A consent is ticked or unticked.',
          actions: { type: 'toggleConsent', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'subscribing',
            description: "'PRIJAVI SE' with a valid form.",
            actions: 'showErrors',
          },
          { description: "'PRIJAVI SE' with a wrong address or a missing consent: say what.", actions: 'showErrors' },
        ],
      },
    },
    subscribing: {
      description: "'ŠALJEM...'",
      invoke: {
        id: 'subscribe',
        src: 'subscribe',
        input: ({ context }) => ({ email: context.values.email.trim(), consents: context.accepted }),
        onDone: { target: 'sent', description: 'The server took the request.' },
        onError: {
          target: 'editing',
          description: 'Refused (too many sign-ups) or no connection: said, and it can be tried again.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: "'Provjerite e-mail: prijava vrijedi tek kad kliknete poveznicu koju smo Vam poslali.'",
      on: {
        'form.again': { target: 'editing', description: "'Prijavi drugu adresu'", actions: 'reset' },
      },
    },
  },
});
