import { assign, fromPromise, setup } from 'xstate';
import { forgotPasswordSchema, newPasswordSchema } from '@shared/validation/account.js';
import { fieldErrors } from '@shared/validation/fields.js';
import * as form from '../form/form.js';

/**
 * The password page. Without a token: 'ZABORAVLJENA LOZINKA' (e-mail, 'POTVRDI E-MAIL'), the captcha, the forgot
 * call. With a token: 'PROMIJENI LOZINKU' (new and repeated password, 'POTVRDI LOZINKU'), the set call, then
 * /prijava. The machine owns the values, the field errors and the failure; submits are debounced by 1 s; a reset
 * link without its token fails as INVALID_TOKEN without a call. The client injects the actors `solveCaptcha`,
 * `requestReset` (values, captcha), `setPassword` (values, token) and the actions `focusFirstError`, `notifyReset`,
 * `goToLogin`.
 */
export interface PasswordResetValues {
  email: string;
  password: string;
  repeatPassword: string;
}

export interface PasswordResetInput {
  mode: 'request' | 'reset';
  /** The reset token from the e-mail link (reset mode). */
  token?: string | null;
  /** Values known beforehand; empty fields otherwise. */
  values?: Partial<PasswordResetValues>;
}

export interface PasswordResetContext extends form.FormContext<PasswordResetValues> {
  mode: 'request' | 'reset';
  token: string | null;
  captcha: unknown;
}

export type PasswordResetEvent = form.FieldChange<PasswordResetValues> | { type: 'form.submit' };

/** Submit debounce of the forgot-password form. */
export const PASSWORD_SUBMIT_DEBOUNCE_MS = 1000;

const EMPTY: PasswordResetValues = { email: '', password: '', repeatPassword: '' };

/** Each mode checks its own fields with its shared schema. */
const validate = (context: PasswordResetContext) =>
  fieldErrors(context.mode === 'request' ? forgotPasswordSchema : newPasswordSchema, context.values);

export const passwordResetMachine = setup({
  types: {} as { context: PasswordResetContext; events: PasswordResetEvent; input: PasswordResetInput },
  actors: {
    solveCaptcha: fromPromise<unknown>(async () => {
      throw new Error('passwordResetMachine: provide the solveCaptcha actor');
    }),
    requestReset: fromPromise<void, { values: PasswordResetValues; captcha: unknown }>(async () => {
      throw new Error('passwordResetMachine: provide the requestReset actor');
    }),
    setPassword: fromPromise<void, { values: PasswordResetValues; token: string }>(async () => {
      throw new Error('passwordResetMachine: provide the setPassword actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<PasswordResetValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepCaptcha: assign((_, params: { captcha: unknown }) => ({ captcha: params.captcha })),
    // A captcha is single use: a failed call needs a new one.
    keepFailure: assign((_, params: { error: unknown }) => ({ ...form.withFailure(params.error), captcha: null })),
    failWithoutToken: assign({ failure: { code: 'INVALID_TOKEN', status: 400 } }),
    focusFirstError: () => {},
    notifyReset: () => {},
    goToLogin: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
    isResetMode: ({ context }) => context.mode === 'reset',
    lacksToken: ({ context }) => context.mode === 'reset' && !context.token,
  },
  delays: { submitDebounce: PASSWORD_SUBMIT_DEBOUNCE_MS },
}).createMachine({
  id: 'passwordReset',
  description: 'Forgot password (request a link) and reset password (set a new one with the token).',
  initial: 'editing',
  context: ({ input }) => ({
    ...form.formContext({ ...EMPTY, ...input.values }),
    mode: input.mode,
    token: input.token || null,
    captcha: null,
  }),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md: the forgotten password (the link in the mail sets the new one).
    happyPath: ['editing', 'debouncing', 'solvingCaptcha', 'requesting', 'requested'],
    guards: {
      valid: 'an e-mail address, or a new password (8+) typed twice',
      lacksToken: 'the link has no token',
      isResetMode: 'opened from the link in the e-mail',
    },
  },
  states: {
    editing: {
      description: 'The form of the current mode; once submitted, errors show per field.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'debouncing',
            description: "'POTVRDI E-MAIL' or 'POTVRDI LOZINKU'.",
            actions: 'showErrors',
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    debouncing: {
      description: 'Waits 1 s; another submit in that time restarts the wait, so one request goes out.',
      after: {
        submitDebounce: [
          {
            guard: 'lacksToken',
            target: 'editing',
            description: 'Refused without a call: the link is invalid.',
            actions: 'failWithoutToken',
          },
          { guard: 'isResetMode', target: 'settingPassword', description: 'The new password is sent.' },
          { target: 'solvingCaptcha', description: 'A forgotten password: a captcha first.' },
        ],
      },
      on: {
        'form.submit': {
          target: 'debouncing',
          reenter: true,
          description: 'Pressed again within the second: the wait starts again.',
        },
      },
    },
    solvingCaptcha: {
      description: 'The captcha of the forgot-password form is being solved.',
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: {
          target: 'requesting',
          description: 'Solved: the request is sent.',
          actions: { type: 'keepCaptcha', params: ({ event }) => ({ captcha: event.output }) },
        },
        onError: {
          target: 'editing',
          description: 'The captcha could not be solved: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    requesting: {
      description: 'The forgot call: the same answer whether or not the e-mail has an account.',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ values: context.values, captcha: context.captcha }),
        onDone: { target: 'requested', description: 'Sent: the page says a link is on its way.' },
        onError: {
          target: 'editing',
          description: 'Captcha refused, too many requests, or no connection.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    requested: { type: 'final', description: 'The link is on its way if the e-mail has an account.' },
    settingPassword: {
      description: 'The set call with the token and the new password.',
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        input: ({ context }) => ({ values: context.values, token: context.token ?? '' }),
        onDone: {
          target: 'reset',
          description: 'Set: a toast confirms and the login page opens.',
          actions: ['notifyReset', 'goToLogin'],
        },
        onError: {
          target: 'editing',
          description: 'The link is wrong, used or expired, or no connection.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    reset: { type: 'final', description: 'The new password is set; the visitor goes to /prijava.' },
  },
});
