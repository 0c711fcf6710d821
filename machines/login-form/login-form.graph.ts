import type { GraphOptions } from '../testing/graph.js';

/** A valid and an invalid submit, and both outcomes of the login (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'login.submit': [{ valid: true }, { valid: false }],
    'xstate.done.actor.submitLogin': [{ output: undefined }],
    'xstate.error.actor.submitLogin': [{ error: new Error('Unknown username or password!') }],
  },
};
