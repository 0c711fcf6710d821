import { assign, fromPromise, setup } from 'xstate';

/**
 * Registration (shop 4 "Registration", shop 5, DECISIONS 9). The button stays disabled until a consent is
 * ticked; a submit while one is pending is ignored; the captcha is solved (proof of work in a Web Worker or
 * invisible reCAPTCHA) before the register call. Success opens the modal 'Uspješno ste se registrirali!' that
 * says the e-mail must be confirmed: there is no login until then.
 * The client injects the actors `solveCaptcha` and `register` (input: the captcha solution) and the actions
 * `focusFirstError`, `notifyRegistered`, `goToLogin`.
 */
export interface RegistrationContext {
  touched: boolean;
  error: string | null;
  captcha: unknown;
}

export type RegistrationEvent =
  | { type: 'registration.submit'; valid: boolean; consentTicked: boolean }
  | { type: 'registration.closeModal' };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const registrationMachine = setup({
  types: {} as { context: RegistrationContext; events: RegistrationEvent },
  actors: {
    solveCaptcha: fromPromise<unknown>(async () => {
      throw new Error('registrationMachine: provide the solveCaptcha actor');
    }),
    register: fromPromise<void, { captcha: unknown }>(async () => {
      throw new Error('registrationMachine: provide the register actor');
    }),
  },
  actions: {
    focusFirstError: () => {},
    notifyRegistered: () => {},
    goToLogin: () => {},
  },
  guards: {
    canSubmit: (_, params: { valid: boolean; consentTicked: boolean }) => params.valid && params.consentTicked,
  },
}).createMachine({
  id: 'registration',
  description: "The 'REGISTRIRAJ SE' form: validation, captcha, register call and the success modal.",
  initial: 'editing',
  context: { touched: false, error: null, captcha: null },
  states: {
    editing: {
      description: 'The visitor fills the fields and ticks consents; errors show once submitted.',
      on: {
        'registration.submit': [
          {
            guard: {
              type: 'canSubmit',
              params: ({ event }) => ({ valid: event.valid, consentTicked: event.consentTicked }),
            },
            target: 'solvingCaptcha',
            actions: assign({ touched: true, error: null }),
          },
          { actions: [assign({ touched: true }), 'focusFirstError'] },
        ],
      },
    },
    solvingCaptcha: {
      description: "Pending ('KREIRAM...'): the captcha is being solved.",
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: { target: 'registering', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    registering: {
      description: "Pending ('KREIRAM...'): the register call is running; submits are ignored.",
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({ captcha: context.captcha }),
        onDone: { target: 'registered', actions: 'notifyRegistered' },
        // A captcha is single use: a failed call needs a new one.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error), captcha: null }) },
      },
    },
    registered: {
      description: "The modal 'Uspješno ste se registrirali!' says the e-mail must be confirmed first.",
      on: { 'registration.closeModal': { target: 'closed', actions: 'goToLogin' } },
    },
    closed: { type: 'final', description: 'The modal was closed; the visitor goes to the login page.' },
  },
});
