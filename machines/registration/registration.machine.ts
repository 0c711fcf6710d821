import { assign, fromPromise, setup } from 'xstate';
import { type RegistrationValues, registrationSchema } from '@shared/validation/account.js';
import { missingConsents } from '@shared/validation/consents.js';
import { type FieldErrors, fieldErrors } from '@shared/validation/fields.js';
import { memberCardInput, memberCardPinInput } from '@shared/validation/member-card.js';
import { fieldMessages } from '@shared/validation/messages.js';
import * as form from '../form/form.js';

/**
 * Registration ('REGISTRIRAJ SE'). The machine owns the values, the ticked consents, the field errors and the
 * failure. The button stays disabled until a consent is ticked; a submit while one is pending is ignored; the
 * captcha is solved (proof of work in a Web Worker or invisible reCAPTCHA) before the register call. Success opens
 * the modal 'Uspješno ste se registrirali!' that says the e-mail must be confirmed: there is no login until then
 * (docs/decisions/0014-captcha.md). A field's message shows as soon as the visitor leaves it ('field.blur'), and
 * every message after a submit, so a missing field, a short password or passwords that differ are said before the
 * button is pressed (docs/decisions/0083-registration-says-what-is-wrong.md). The client injects the actors `solveCaptcha` and `register` (input: values,
 * consents, captcha) and the actions `focusFirstError`, `notifyMemberCardFormat`, `notifyRegistered`, `goToLogin`.
 */
export interface RegistrationConsent {
  id: number;
  required: boolean;
}

export interface RegistrationContext extends form.FormContext<RegistrationValues> {
  /** The consents of the registration form, as loaded. */
  consents: RegistrationConsent[];
  /** The ids of the ticked consents. */
  accepted: number[];
  /** The solved captcha, single use: dropped after a failed call. */
  captcha: unknown;
  /** The fields the visitor has left once: their messages show before any submit. */
  visited: string[];
}

export interface RegistrationInput {
  consents: RegistrationConsent[];
  /** Values known beforehand (an e-mail typed elsewhere); empty fields otherwise. */
  values?: Partial<RegistrationValues>;
}

export type RegistrationEvent =
  | form.FieldChange<RegistrationValues>
  /** The visitor left a field. */
  | { type: 'field.blur'; field: keyof RegistrationValues }
  /** A consent's checkbox. */
  | { type: 'consent.toggle'; id: number }
  /** 'KREIRAJ RAČUN'. */
  | { type: 'form.submit' }
  | { type: 'registration.closeModal' };

export const EMPTY_REGISTRATION: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  memberCardBarcode: '',
  memberCardPin: '',
  password: '',
  repeatPassword: '',
};

/** The shared rules of the fields, and every required consent ticked (the error shows under the consents). */
function validate(context: RegistrationContext) {
  const errors = fieldErrors(registrationSchema, context.values);
  const required = context.consents.filter((c) => c.required).map((c) => c.id);
  if (missingConsents(required, context.accepted).length > 0) errors.consents = fieldMessages.consentRequired;
  return errors;
}

/** The messages to show: every one once submitted, else those of the fields the visitor has left. */
function shownErrors(context: RegistrationContext): FieldErrors {
  const errors = validate(context);
  if (context.touched) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([field]) => context.visited.includes(field)));
}

export const registrationMachine = setup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent; input: RegistrationInput },
  actors: {
    solveCaptcha: fromPromise<unknown>(async () => {
      throw new Error('registrationMachine: provide the solveCaptcha actor');
    }),
    register: fromPromise<void, { values: RegistrationValues; accepted: number[]; captcha: unknown }>(async () => {
      throw new Error('registrationMachine: provide the register actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<RegistrationValues>) => {
      const { values } = form.withChange(context, change, validate, {
        memberCardBarcode: memberCardInput,
        memberCardPin: memberCardPinInput,
      });
      return { values, errors: shownErrors({ ...context, values }) };
    }),
    visitField: assign(({ context }, params: { field: string }) => {
      const visited = context.visited.includes(params.field) ? context.visited : [...context.visited, params.field];
      return { visited, errors: shownErrors({ ...context, visited }) };
    }),
    toggleConsent: assign(({ context }, params: { id: number }) =>
      form.withConsentToggled(context, params.id, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepCaptcha: assign((_, params: { captcha: unknown }) => ({ captcha: params.captcha })),
    // A captcha is single use: a failed call needs a new one.
    keepFailure: assign((_, params: { error: unknown }) => ({ ...form.withFailure(params.error), captcha: null })),
    focusFirstError: () => {},
    notifyMemberCardFormat: () => {},
    notifyRegistered: () => {},
    goToLogin: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
    noConsentTicked: ({ context }) => context.accepted.length === 0,
    memberCardInvalid: ({ context }) => 'memberCardBarcode' in validate(context),
  },
}).createMachine({
  id: 'registration',
  description: "The 'REGISTRIRAJ SE' form: validation, consents, captcha, the register call and the success modal.",
  initial: 'editing',
  context: ({ input }) => ({
    ...form.formContext({ ...EMPTY_REGISTRATION, ...input.values }),
    consents: input.consents,
    accepted: [],
    captcha: null,
    visited: [],
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'solvingCaptcha', 'registering', 'registered', 'closed'],
    guards: {
      noConsentTicked: 'no consent is ticked',
      valid: 'name, e-mail, a password (8+) typed twice, a card with its PIN, the required consents',
      memberCardInvalid: 'not a club card number',
    },
  },
  states: {
    editing: {
      description: 'The visitor fills the fields and ticks consents; a field left or a submit shows its message.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'field.blur': {
          description: 'A field is left: its message shows if it is wrong.',
          actions: { type: 'visitField', params: ({ event }) => ({ field: event.field }) },
        },
        'consent.toggle': {
          description: 'A consent is ticked or unticked.',
          actions: { type: 'toggleConsent', params: ({ event }) => event },
        },
        'form.submit': [
          // The button is disabled without a ticked consent; a submit by Enter does nothing either.
          { guard: 'noConsentTicked', description: 'Nothing happens: the button waits for a consent.' },
          {
            guard: 'valid',
            target: 'solvingCaptcha',
            description: "'KREIRAJ RAČUN' with the form right.",
            actions: 'showErrors',
          },
          // A wrong card number also raises the spec's toast beside its inline error.
          {
            guard: 'memberCardInvalid',
            description: 'The errors are shown, and a toast about the card.',
            actions: ['showErrors', 'notifyMemberCardFormat', 'focusFirstError'],
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    solvingCaptcha: {
      description: "Pending ('KREIRAM...'): the captcha is being solved.",
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: {
          target: 'registering',
          description: 'Solved: the registration is sent.',
          actions: { type: 'keepCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'The captcha could not be solved: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    registering: {
      description: "Pending ('KREIRAM...'): the register call is running; submits are ignored.",
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ values: context.values, accepted: context.accepted, captcha: context.captcha }),
        onDone: {
          target: 'registered',
          description: 'Registered: the success modal opens.',
          actions: 'notifyRegistered',
        },
        onError: {
          target: 'editing',
          description: "Refused (captcha, another's card, wrong PIN) or no connection: the reason is shown.",
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    registered: {
      description: "The modal 'Uspješno ste se registrirali!' says the e-mail must be confirmed first.",
      on: {
        'registration.closeModal': {
          target: 'closed',
          description: 'The modal is closed: on to the login page.',
          actions: 'goToLogin',
        },
      },
    },
    closed: { type: 'final', description: 'The modal was closed; the visitor goes to the login page.' },
  },
});
