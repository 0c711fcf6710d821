import type { GraphOptions } from '../testing/graph.js';

/** Each kind of step, an erasure with the right and a wrong e-mail, and the call's outcomes (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ email: 'kupac@primjer.hr' }],
  events: {
    ask: [{ step: { kind: 'block', reason: 'prijevara' } }],
    edit: [
      { step: { kind: 'complete', requestId: 1, request: 'erasure', confirmEmail: 'drugi@primjer.hr' } },
      { step: { kind: 'complete', requestId: 1, request: 'erasure', confirmEmail: 'KUPAC@primjer.hr' } },
    ],
    'xstate.done.actor.send': [{ output: {} }],
    'xstate.error.actor.send': [{ error: { code: 'DATA_REQUEST_PENDING', statusCode: 409 } }],
  },
  happyPath: {
    input: { email: 'kupac@primjer.hr' },
    events: [
      { type: 'ask', step: { kind: 'block', reason: 'prijevara' } },
      { type: 'confirm' },
      { type: 'xstate.done.actor.send', output: {} },
    ],
  },
};
