import { assign, fromPromise, setup } from 'xstate';
import { EMPTY_PROFILE, type ProfileValues, profileSchema } from '@shared/validation/account.js';
import { zipCodeInput } from '@shared/validation/address-rules.js';
import { memberCardInput, memberCardPinInput } from '@shared/validation/member-card.js';
import * as form from '../form/form.js';

/**
 * The 'moj_racun' tab of /profil: a read-only view; PROMIJENI opens the edit form (name, e-mail, card, main address,
 * consents) with the current profile's values; a changed e-mail asks for the account's password
 * (docs/decisions/0094-email-change-asks-for-the-password.md); SPREMI saves ('SPREMAM...' meanwhile); success returns to the view.
 * The machine owns the values, the granted consents, the field errors (shared profile rules) and the failure. The
 * saving flag resets by itself after 4 s, so a hung request never locks the form. The client injects the
 * actor `saveProfile` and the actions `focusFirstError`, `notifySaved`.
 */
export interface ProfileContext extends form.FormContext<ProfileValues> {
  /** Ids of the consents the customer grants in the form. */
  granted: number[];
}

export type ProfileEvent =
  /** PROMIJENI, with the values of the profile as it is now. */
  | { type: 'profile.edit'; values: ProfileValues; granted: number[] }
  | { type: 'profile.cancel' }
  | form.FieldChange<ProfileValues>
  | { type: 'consent.toggle'; id: number }
  /** SPREMI. */
  | { type: 'form.submit' };

/** Saving flag timeout. */
export const PROFILE_SAVING_RESET_MS = 4000;

export { EMPTY_PROFILE };

const validate = form.checkWith(profileSchema);

export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent },
  actors: {
    saveProfile: fromPromise<void, { values: ProfileValues; granted: number[] }>(async () => {
      throw new Error('profileMachine: provide the saveProfile actor');
    }),
  },
  actions: {
    startEditing: assign((_, params: { values: ProfileValues; granted: number[] }) => ({
      ...form.formContext(params.values),
      granted: params.granted,
    })),
    changeField: assign(({ context }, change: form.FieldChange<ProfileValues>) =>
      form.withChange(context, change, validate, {
        memberCardBarcode: memberCardInput,
        memberCardPin: memberCardPinInput,
        zipCode: zipCodeInput,
      }),
    ),
    toggleConsent: assign(({ context }, params: { id: number }) => ({
      granted: context.granted.includes(params.id)
        ? context.granted.filter((id) => id !== params.id)
        : [...context.granted, params.id],
    })),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    clearForm: assign({ ...form.formContext(EMPTY_PROFILE), granted: [] }),
    focusFirstError: () => {},
    notifySaved: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
  delays: { savingReset: PROFILE_SAVING_RESET_MS },
}).createMachine({
  id: 'profile',
  description: "The customer's account data: view, edit with consents, save.",
  initial: 'viewing',
  context: { ...form.formContext(EMPTY_PROFILE), granted: [] },
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['viewing', 'editing', 'saving'],
    guards: {
      valid:
        'name and e-mail given; a card number well-formed; a started address complete; a new e-mail with the password',
    },
  },
  states: {
    viewing: {
      description: "Read-only values; empty ones read 'Nisu uneseni podatci'.",
      on: {
        'profile.edit': {
          target: 'editing',
          description: "'PROMIJENI': the form opens with the profile as it is.",
          actions: { type: 'startEditing', params: ({ event }) => event },
        },
      },
    },
    editing: {
      description: 'The edit form with the consents; once submitted, errors show per field; SPREMI saves.',
      on: {
        'profile.cancel': { target: 'viewing', description: "'Odustani': nothing is saved.", actions: 'clearForm' },
        'field.change': {
          description: 'A field is typed in.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'consent.toggle': {
          description: 'A consent is ticked or unticked.',
          actions: { type: 'toggleConsent', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'saving', description: "'SPREMI' with the form right.", actions: 'showErrors' },
          { description: 'The errors are shown, the first one focused.', actions: ['showErrors', 'focusFirstError'] },
        ],
      },
    },
    saving: {
      description: "The button reads 'SPREMAM...'; the flag resets after 4 s even without an answer.",
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        input: ({ context }) => ({ values: context.values, granted: context.granted }),
        onDone: {
          target: 'viewing',
          description: "Saved: 'Podaci su spremljeni.' and the profile is shown.",
          meta: { kind: 'happy' },
          actions: ['clearForm', 'notifySaved'],
        },
        onError: {
          target: 'editing',
          description:
            "Refused (wrong password, another account's e-mail or card) or no connection: the reason is shown.",
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
      after: {
        savingReset: {
          target: 'editing',
          description: 'No answer within 4 s: the form can be used again.',
          meta: { kind: 'failure' },
        },
      },
    },
  },
});
