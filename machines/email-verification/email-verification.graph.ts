import type { GraphOptions } from '../testing/graph.js';

/** A link with and without its token, and both outcomes of the verify call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ token: 'a'.repeat(43) }, {}],
  events: {
    'xstate.done.actor.verifyEmail': [{ output: undefined }],
    'xstate.error.actor.verifyEmail': [{ error: { code: 'INVALID_TOKEN', statusCode: 400 } }],
  },
};
