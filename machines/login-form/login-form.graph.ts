import type { GraphOptions } from '../testing/graph.js';

/** An empty and a filled-in login, and both outcomes of the login call (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'field.change': [
      { field: 'username', value: 'kupac@zvijezda-shop.hr' },
      { field: 'password', value: 'Zvijezda2024!' },
    ],
    'xstate.done.actor.submitLogin': [{ output: undefined }],
    'xstate.error.actor.submitLogin': [{ error: { code: 'INVALID_LOGIN', statusCode: 401 } }],
  },
};
