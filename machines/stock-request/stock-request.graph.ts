import type { GraphOptions } from '../testing/graph.js';

/** A sold-out size chosen beforehand, the required consent; a wrong and a good address; both outcomes (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ consents: [{ id: 2, required: true }], variantId: '41' }],
  events: {
    'field.change': [
      { field: 'email', value: 'ceka@' },
      { field: 'email', value: 'ceka@primjer.hr' },
    ],
    'consent.toggle': [{ id: 2 }],
    'xstate.done.actor.request': [{ output: undefined }],
    'xstate.error.actor.request': [{ error: { code: 'RATE_LIMITED', statusCode: 429 } }],
  },
};
