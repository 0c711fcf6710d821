import { assign, fromPromise, setup } from 'xstate';
import { type LoginValues, loginSchema } from '@shared/validation/account.js';
import * as form from '../form/form.js';

/**
 * The login form of the shop (/prijava) and of the back office (/admin): e-mail and password. The machine owns the
 * values, the field errors (shared login rules) and the failure; a submit while one is running is ignored.
 * The client injects the actor `submitLogin` (logs in with the values and waits for the session) and the action
 * `focusFirstError`.
 */
export type LoginFormContext = form.FormContext<LoginValues>;

export type LoginFormEvent =
  | form.FieldChange<LoginValues>
  /** 'PRIJAVI SE'. */
  | { type: 'form.submit' };

export const EMPTY_LOGIN: LoginValues = { username: '', password: '' };

const validate = form.checkWith(loginSchema);

export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent },
  actors: {
    submitLogin: fromPromise<void, { values: LoginValues }>(async () => {
      throw new Error('loginFormMachine: provide the submitLogin actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<LoginValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    // The password does not stay in memory once the session holds the login.
    forgetValues: assign({ values: EMPTY_LOGIN }),
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'loginForm',
  description: 'E-mail and password, validated in the browser, with a busy guard against double submission.',
  initial: 'editing',
  context: form.formContext(EMPTY_LOGIN),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'submitting', 'done'],
    guards: { valid: 'a well-formed e-mail address and a password of at least 8 characters' },
  },
  states: {
    editing: {
      description: 'The visitor types; once submitted, each field shows its first broken rule.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'submitting',
            description: "'PRIJAVI SE' with both fields right.",
            actions: 'showErrors',
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    submitting: {
      description: "Busy: the button reads 'PRIJAVLJUJEM...' and further submits are ignored.",
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        input: ({ context }) => ({ values: context.values }),
        onDone: { target: 'done', description: 'Logged in: the password is forgotten.', actions: 'forgetValues' },
        onError: {
          target: 'editing',
          description: 'Wrong e-mail or password, a locked account or no connection: the reason is shown.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
    done: {
      type: 'final',
      description: 'Logged in: the values are forgotten and the auth actor takes the visitor on.',
    },
  },
});
