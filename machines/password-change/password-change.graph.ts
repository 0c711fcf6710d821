import type { GraphOptions } from '../testing/graph.js';

/** Valid and invalid submits and both outcomes of the change call (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'password.submit': [{ valid: true }, { valid: false }],
    'xstate.done.actor.changePassword': [{ output: undefined }],
    'xstate.error.actor.changePassword': [{ error: new Error('Incorrect old password.') }],
  },
};
