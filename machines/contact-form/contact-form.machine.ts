import { assign, fromPromise, setup } from 'xstate';
import { type ContactValues, contactSchema } from '@shared/validation/contact.js';
import { missingConsents } from '@shared/validation/consents.js';
import { fieldErrors } from '@shared/validation/fields.js';
import { fieldMessages } from '@shared/validation/messages.js';
import * as form from '../form/form.js';

/**
 * The contact form of /kontakt ('POŠALJI PORUKU'): topic, name, e-mail, an optional order number, the message and
 * the contact form's consents. A valid form solves the shop's captcha, then sends; the message goes to the shop and
 * a copy to the sender (docs/decisions/0207-contact-form.md). The client injects the actors `solveCaptcha` and
 * `send` (input: values, consents, captcha) and the action `focusFirstError`.
 */
export interface ContactConsent {
  id: number;
  required: boolean;
}

export interface ContactFormContext extends form.FormContext<ContactValues> {
  consents: ContactConsent[];
  accepted: number[];
  /** The solved captcha, single use: dropped after a failed call. */
  captcha: unknown;
}

export type ContactFormEvent =
  | form.FieldChange<ContactValues>
  | { type: 'consent.toggle'; id: number }
  /** 'POŠALJI PORUKU'. */
  | { type: 'form.submit' }
  /** 'Pošalji novu poruku' after a send. */
  | { type: 'form.again' };

export const EMPTY_CONTACT: ContactValues = { topic: '', name: '', email: '', orderNumber: '', message: '' };

function validate(context: ContactFormContext) {
  const errors = fieldErrors(contactSchema, context.values);
  const required = context.consents.filter((c) => c.required).map((c) => c.id);
  if (missingConsents(required, context.accepted).length > 0) errors.consents = fieldMessages.consentRequired;
  return errors;
}

export const contactFormMachine = setup({
  types: {} as {
    context: ContactFormContext;
    events: ContactFormEvent;
    input: { consents: ContactConsent[]; values?: Partial<ContactValues> };
  },
  actors: {
    solveCaptcha: fromPromise<unknown>(async () => {
      throw new Error('contactFormMachine: provide the solveCaptcha actor');
    }),
    send: fromPromise<void, { values: ContactValues; accepted: number[]; captcha: unknown }>(async () => {
      throw new Error('contactFormMachine: provide the send actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<ContactValues>) =>
      form.withChange(context, change, validate),
    ),
    toggleConsent: assign(({ context }, params: { id: number }) =>
      form.withConsentToggled(context, params.id, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepCaptcha: assign((_, params: { captcha: unknown }) => ({ captcha: params.captcha })),
    // A captcha is single use: a failed call needs a new one.
    keepFailure: assign((_, params: { error: unknown }) => ({ ...form.withFailure(params.error), captcha: null })),
    reset: assign(({ context }) => ({
      ...form.formContext({ ...EMPTY_CONTACT, topic: context.values.topic }),
      accepted: [],
      captcha: null,
    })),
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'contactForm',
  description: "The contact form: the fields, the consents, the captcha and the send ('POŠALJI PORUKU').",
  initial: 'editing',
  context: ({ input }) => ({
    ...form.formContext({ ...EMPTY_CONTACT, ...input.values }),
    consents: input.consents,
    accepted: [],
    captcha: null,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'solvingCaptcha', 'sending', 'sent'],
    guards: { valid: 'a topic, a name, an e-mail, a message of 10+ characters and the required consents' },
  },
  states: {
    editing: {
      description: 'The visitor fills the form; after a submit the errors follow the typing.',
      on: {
        'field.change': {
          description: 'A field is typed in or the topic chosen.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'consent.toggle': {
          description: 'A consent is ticked or unticked.',
          actions: { type: 'toggleConsent', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'solvingCaptcha', description: "'POŠALJI PORUKU' with the form right." },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    solvingCaptcha: {
      description: "'ŠALJEM...': the captcha is being solved.",
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: {
          target: 'sending',
          description: 'Solved: the message is sent.',
          actions: { type: 'keepCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'The captcha could not be solved: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sending: {
      description: "'ŠALJEM...': the message is on its way; submits are ignored.",
      invoke: {
        id: 'send',
        src: 'send',
        input: ({ context }) => ({ values: context.values, accepted: context.accepted, captcha: context.captcha }),
        onDone: { target: 'sent', description: 'Both mails are queued.' },
        onError: {
          target: 'editing',
          description: 'Refused (captcha, too many messages) or no connection: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    sent: {
      description: "'Hvala! Vaša poruka je poslana...' with the copy sent to the sender.",
      on: { 'form.again': { target: 'editing', description: "'Pošalji novu poruku'", actions: 'reset' } },
    },
  },
});
