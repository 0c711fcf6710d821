import { assign, fromPromise, setup } from 'xstate';

/**
 * The 'upravljaj_lozinkom' tab of /profil: old, new and repeated password, PROMIJENI LOZINKU. Success toasts
 * 'Lozinka uspješno izmijenjena.' and empties the form; 'Incorrect old password.' and other errors free it.
 * The client injects the actor `changePassword` and the actions `focusFirstError`, `notifyChanged`, `clearForm`.
 */
export interface PasswordChangeContext {
  touched: boolean;
  error: string | null;
}

export type PasswordChangeEvent = { type: 'password.submit'; valid: boolean };

export const passwordChangeMachine = setup({
  types: {} as { context: PasswordChangeContext; events: PasswordChangeEvent },
  actors: {
    changePassword: fromPromise<void>(async () => {
      throw new Error('passwordChangeMachine: provide the changePassword actor');
    }),
  },
  actions: {
    focusFirstError: () => {},
    notifyChanged: () => {},
    clearForm: () => {},
  },
  guards: {
    isValid: (_, params: { valid: boolean }) => params.valid,
  },
}).createMachine({
  id: 'passwordChange',
  description: 'Change the password of the logged-in user.',
  initial: 'editing',
  context: { touched: false, error: null },
  states: {
    editing: {
      description: 'The three password fields; errors show once submitted.',
      on: {
        'password.submit': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            target: 'changing',
            actions: assign({ touched: true, error: null }),
          },
          { actions: [assign({ touched: true }), 'focusFirstError'] },
        ],
      },
    },
    changing: {
      description: 'The change call is running; further submits are ignored.',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        onDone: { target: 'editing', actions: ['notifyChanged', 'clearForm', assign({ touched: false })] },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
    },
  },
});
