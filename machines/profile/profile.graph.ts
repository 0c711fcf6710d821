import type { GraphOptions } from '../testing/graph.js';
import { EMPTY_PROFILE } from './profile.machine.js';

/** The demo customer's saved profile, as editing starts from it (the graph and the machine's tests). */
export const current = {
  ...EMPTY_PROFILE,
  firstName: 'Ivana',
  lastName: 'Kupac',
  email: 'kupac@zvijezda-shop.hr',
  currentEmail: 'kupac@zvijezda-shop.hr',
  memberCardBarcode: '385000000017',
};

/**
 * Editing a profile without an address, starting one (which breaks the form), a new e-mail (which asks for the
 * password), a consent, both save outcomes (a wrong password among the failures).
 */
export const graphOptions: GraphOptions = {
  events: {
    'profile.edit': [{ values: current, granted: [1] }],
    'field.change': [
      { field: 'street', value: 'Ilica' },
      { field: 'email', value: 'nova@primjer.hr' },
      { field: 'currentPassword', value: 'Zvijezda2024!' },
    ],
    'consent.toggle': [{ id: 1 }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: { code: 'INCORRECT_PASSWORD', statusCode: 400 } }],
  },
};
