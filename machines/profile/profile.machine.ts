import { assign, fromPromise, setup } from 'xstate';

/**
 * The 'moj_racun' tab of /profil (shop 2 "Profile", shop 4 "Profile"): a read-only view; PROMJENI opens the
 * edit form (with consents); SPREMI saves ('SPREMAM...' meanwhile); success returns to the view and clears
 * the flags. The saving flag resets by itself after 4 s (shop 9), so a hung request never locks the form.
 * The client injects the actor `saveProfile` and the actions `focusFirstError`, `notifySaved`.
 */
export interface ProfileContext {
  touched: boolean;
  error: string | null;
}

export type ProfileEvent =
  | { type: 'profile.edit' }
  | { type: 'profile.cancel' }
  | { type: 'profile.save'; valid: boolean };

/** Saving flag timeout (shop 9: 4000 ms). */
export const PROFILE_SAVING_RESET_MS = 4000;

export const profileMachine = setup({
  types: {} as { context: ProfileContext; events: ProfileEvent },
  actors: {
    saveProfile: fromPromise<void>(async () => {
      throw new Error('profileMachine: provide the saveProfile actor');
    }),
  },
  actions: {
    focusFirstError: () => {},
    notifySaved: () => {},
    clearFlags: assign({ touched: false, error: null }),
  },
  guards: {
    isValid: (_, params: { valid: boolean }) => params.valid,
  },
  delays: { savingReset: PROFILE_SAVING_RESET_MS },
}).createMachine({
  id: 'profile',
  description: "The customer's account data: view, edit with consents, save.",
  initial: 'viewing',
  context: { touched: false, error: null },
  states: {
    viewing: {
      description: "Read-only values; empty ones read 'Nisu uneseni podatci'.",
      on: { 'profile.edit': 'editing' },
    },
    editing: {
      description: 'The edit form with the consents; SPREMI saves.',
      on: {
        'profile.cancel': { target: 'viewing', actions: 'clearFlags' },
        'profile.save': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ valid: event.valid }) },
            target: 'saving',
            actions: assign({ touched: true, error: null }),
          },
          { actions: [assign({ touched: true }), 'focusFirstError'] },
        ],
      },
    },
    saving: {
      description: "The button reads 'SPREMAM...'; the flag resets after 4 s even without an answer.",
      invoke: {
        id: 'saveProfile',
        src: 'saveProfile',
        onDone: { target: 'viewing', actions: ['clearFlags', 'notifySaved'] },
        onError: {
          target: 'editing',
          actions: assign({
            error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)),
          }),
        },
      },
      after: { savingReset: 'editing' },
    },
  },
});
