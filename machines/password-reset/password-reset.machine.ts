import { assign, fromPromise, setup } from 'xstate';

/**
 * The password page (shop 2, shop 5). Without a token: 'ZABORAVLJENA LOZINKA' (e-mail, 'POTVRDI E-MAIL'), the
 * captcha, the forgot call. With a token: 'PROMIJENI LOZINKU' (new and repeated password, 'POTVRDI LOZINKU'),
 * the set call, then /prijava. Submits are debounced by 1 s; a reset without a token reports 'error.tokenUndefined'.
 * The client injects the actors `solveCaptcha`, `requestReset` (input: captcha), `setPassword` and the actions
 * `focusFirstError`, `notifyTokenUndefined`, `notifyRequested`, `notifyReset`, `goToLogin`.
 */
export interface PasswordResetInput {
  mode: 'request' | 'reset';
  /** The reset token from the e-mail link (reset mode). */
  token?: string | null;
}

export interface PasswordResetContext {
  mode: 'request' | 'reset';
  hasToken: boolean;
  touched: boolean;
  error: string | null;
  captcha: unknown;
}

export type PasswordResetEvent = { type: 'password.submit'; valid: boolean };

/** Submit debounce of the forgot-password form (shop 5). */
export const PASSWORD_SUBMIT_DEBOUNCE_MS = 1000;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const passwordResetMachine = setup({
  types: {} as { context: PasswordResetContext; events: PasswordResetEvent; input: PasswordResetInput },
  actors: {
    solveCaptcha: fromPromise<unknown>(async () => {
      throw new Error('passwordResetMachine: provide the solveCaptcha actor');
    }),
    requestReset: fromPromise<void, { captcha: unknown }>(async () => {
      throw new Error('passwordResetMachine: provide the requestReset actor');
    }),
    setPassword: fromPromise<void>(async () => {
      throw new Error('passwordResetMachine: provide the setPassword actor');
    }),
  },
  actions: {
    focusFirstError: () => {},
    notifyTokenUndefined: () => {},
    notifyRequested: () => {},
    notifyReset: () => {},
    goToLogin: () => {},
  },
  guards: {
    isValid: (_, params: { valid: boolean }) => params.valid,
    isResetMode: ({ context }) => context.mode === 'reset',
    lacksToken: ({ context }) => context.mode === 'reset' && !context.hasToken,
  },
  delays: { submitDebounce: PASSWORD_SUBMIT_DEBOUNCE_MS },
}).createMachine({
  id: 'passwordReset',
  description: 'Forgot password (request a link) and reset password (set a new one with the token).',
  initial: 'editing',
  context: ({ input }) => ({
    mode: input.mode,
    hasToken: Boolean(input.token),
    touched: false,
    error: null,
    captcha: null,
  }),
  states: {
    editing: {
      description: 'The form of the current mode; errors show once submitted.',
      on: {
        'password.submit': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            target: 'debouncing',
            actions: assign({ touched: true, error: null }),
          },
          { actions: [assign({ touched: true }), 'focusFirstError'] },
        ],
      },
    },
    debouncing: {
      description: 'Waits 1 s; another submit in that time restarts the wait, so one request goes out.',
      after: {
        submitDebounce: [
          { guard: 'lacksToken', target: 'editing', actions: 'notifyTokenUndefined' },
          { guard: 'isResetMode', target: 'settingPassword' },
          { target: 'solvingCaptcha' },
        ],
      },
      on: { 'password.submit': { target: 'debouncing', reenter: true } },
    },
    solvingCaptcha: {
      description: 'The captcha of the forgot-password form is being solved.',
      invoke: {
        id: 'solveCaptcha',
        src: 'solveCaptcha',
        onDone: { target: 'requesting', actions: assign({ captcha: ({ event }) => event.output }) },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    requesting: {
      description: 'The forgot call: the same answer whether or not the e-mail has an account.',
      invoke: {
        id: 'requestReset',
        src: 'requestReset',
        input: ({ context }) => ({ captcha: context.captcha }),
        onDone: { target: 'requested', actions: 'notifyRequested' },
        // A captcha is single use: a failed call needs a new one.
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error), captcha: null }) },
      },
    },
    requested: { type: 'final', description: 'The link is on its way if the e-mail has an account.' },
    settingPassword: {
      description: 'The set call with the token and the new password.',
      invoke: {
        id: 'setPassword',
        src: 'setPassword',
        onDone: { target: 'reset', actions: ['notifyReset', 'goToLogin'] },
        onError: { target: 'editing', actions: assign({ error: ({ event }) => message(event.error) }) },
      },
    },
    reset: { type: 'final', description: 'The new password is set; the visitor goes to /prijava.' },
  },
});
