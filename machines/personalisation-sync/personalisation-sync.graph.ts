import type { GraphOptions } from '../testing/graph.js';

/** Three attempts instead of 20 keep the graph small; the tests check 20 with fake timers (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'xstate.done.actor.readCart': [{ output: { consistent: true } }, { output: { consistent: false } }],
    'xstate.error.actor.readCart': [{ error: new Error('offline') }],
  },
  inputs: [{ maxAttempts: 3 }],
};
