import { assign, fromPromise, setup } from 'xstate';
import { type PasswordChangeValues, passwordChangeSchema } from '@shared/validation/account.js';
import * as form from '../form/form.js';

/**
 * The 'upravljaj_lozinkom' tab of /profil: old, new and repeated password, PROMIJENI LOZINKU. The machine owns the
 * values, the field errors (the shared password-change rules, which the server checks again) and the failure.
 * Success toasts 'Lozinka uspješno izmijenjena.' and empties the form; 'Incorrect old password.' and other
 * failures free it. The client injects the actor `changePassword` and the actions `focusFirstError`,
 * `notifyChanged`.
 */
export type PasswordChangeContext = form.FormContext<PasswordChangeValues>;

export type PasswordChangeEvent = form.FieldChange<PasswordChangeValues> | { type: 'form.submit' };

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = { oldPassword: '', newPassword: '', newPasswordAgain: '' };

const validate = form.checkWith(passwordChangeSchema);

export const passwordChangeMachine = setup({
  types: {} as {
    context: PasswordChangeContext;
    events: PasswordChangeEvent;
    input: { values?: PasswordChangeValues } | undefined;
  },
  actors: {
    changePassword: fromPromise<void, { values: PasswordChangeValues }>(async () => {
      throw new Error('passwordChangeMachine: provide the changePassword actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<PasswordChangeValues>) =>
      form.withChange(context, change, validate),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    clearForm: assign(form.formContext(EMPTY_PASSWORD_CHANGE)),
    focusFirstError: () => {},
    notifyChanged: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'passwordChange',
  description: 'Change the password of the logged-in user.',
  initial: 'editing',
  context: ({ input }) => form.formContext(input?.values ?? EMPTY_PASSWORD_CHANGE),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'changing'],
    guards: {
      valid: 'the old password, and a new one (8+) that differs, typed twice',
    },
  },
  states: {
    editing: {
      description: 'The three password fields; once submitted, errors show per field.',
      on: {
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'form.submit': [
          {
            guard: 'valid',
            target: 'changing',
            description: "'PROMIJENI LOZINKU'.",
            actions: 'showErrors',
          },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    changing: {
      description: "The change call is running ('MIJENJAM...'); further submits are ignored.",
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'editing',
          description: "Changed: 'Lozinka uspješno izmijenjena.' and the fields are emptied.",
          meta: { kind: 'happy' },
          actions: ['notifyChanged', 'clearForm'],
        },
        onError: {
          target: 'editing',
          description: 'The old password is wrong, or no connection.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
