import type { GraphOptions } from '../testing/graph.js';

/** An address and an empty form, and both outcomes of the send (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    resend: [{ email: 'ana@primjer.hr' }, { email: ' ' }],
    'xstate.done.actor.resend': [{ output: undefined }],
    'xstate.error.actor.resend': [{ error: { code: 'RATE_LIMITED', statusCode: 429 } }],
  },
};
