import { assign, fromPromise, setup } from 'xstate';

/**
 * The login form (shop 4 "Login"): a double-submit guard. Submitting marks the form touched; an invalid form
 * stops there; a valid one is busy until the auth actor answers, and a failure frees the form again.
 * The client injects the actor `submitLogin` (sends 'auth.login' and waits for the session) and the actions
 * `focusFirstError` and `clearForm`.
 */
export interface LoginFormContext {
  /** Per-field errors show once the form was submitted (or a field was left). */
  touched: boolean;
  /** The failed login's message (translated by the view). */
  error: string | null;
}

export type LoginFormEvent = { type: 'login.submit'; valid: boolean } | { type: 'login.touch' };

export const loginFormMachine = setup({
  types: {} as { context: LoginFormContext; events: LoginFormEvent },
  actors: {
    submitLogin: fromPromise<void>(async () => {
      throw new Error('loginFormMachine: provide the submitLogin actor');
    }),
  },
  actions: {
    focusFirstError: () => {},
    clearForm: () => {},
  },
  guards: {
    isValid: (_, params: { valid: boolean }) => params.valid,
  },
}).createMachine({
  id: 'loginForm',
  description: 'E-mail and password with a busy guard against double submission.',
  initial: 'editing',
  context: { touched: false, error: null },
  states: {
    editing: {
      description: 'The visitor types; errors show per field once touched.',
      on: {
        'login.touch': { actions: assign({ touched: true }) },
        'login.submit': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            target: 'submitting',
            actions: assign({ touched: true, error: null }),
          },
          { actions: [assign({ touched: true }), 'focusFirstError'] },
        ],
      },
    },
    submitting: {
      description: "Busy: the button reads 'PRIJAVLJUJEM...' and further submits are ignored.",
      invoke: {
        id: 'submitLogin',
        src: 'submitLogin',
        onDone: { target: 'done', actions: 'clearForm' },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
    done: {
      type: 'final',
      description: 'Logged in: the form is cleared and the auth actor takes the visitor on.',
    },
  },
});
