import type { GraphOptions } from '../testing/graph.js';

/** A link with and without its token, and both outcomes of the confirm call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ token: 'a'.repeat(43) }, {}],
  events: {
    'withdrawal.confirm': [{}],
    'xstate.done.actor.confirm': [
      {
        output: {
          status: 'withdrawn',
          withdrawnAt: '2026-11-25T12:00:00.000Z',
          lines: ['Šal'],
          excluded: [],
          next: ['Proizvode od kojih ste odustali nećemo poslati.'],
          awaitingConfirmation: false,
        },
      },
    ],
    'xstate.error.actor.confirm': [{ error: { code: 'INVALID_TOKEN', statusCode: 400 } }],
  },
};
