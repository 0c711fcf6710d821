import type { GraphOptions } from '../testing/graph.js';

/** A required and an optional consent; a wrong and a good address; both outcomes of the send (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    {
      consents: [
        { id: 2, required: true },
        { id: 3, required: true },
      ],
    },
  ],
  events: {
    'field.change': [
      { field: 'email', value: 'navijac@' },
      { field: 'email', value: 'navijac@primjer.hr' },
    ],
    'consent.toggle': [{ id: 2 }, { id: 3 }],
    'xstate.done.actor.subscribe': [{ output: undefined }],
    'xstate.error.actor.subscribe': [{ error: { code: 'RATE_LIMITED', statusCode: 429 } }],
  },
};
