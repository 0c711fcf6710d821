import type { GraphOptions } from '../testing/graph.js';

/** A filled-in form, a repeat that breaks it, and both outcomes of the change call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { values: { oldPassword: 'Zvijezda2024!', newPassword: 'PlaviDres2025!', newPasswordAgain: 'PlaviDres2025!' } },
  ],
  events: {
    'field.change': [{ field: 'newPasswordAgain', value: 'PlaviDres2026!' }],
    'xstate.done.actor.changePassword': [{ output: undefined }],
    'xstate.error.actor.changePassword': [{ error: { code: 'INCORRECT_OLD_PASSWORD', statusCode: 400 } }],
  },
};
