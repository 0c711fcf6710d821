import type { GraphOptions } from '../testing/graph.js';

/** One cache and all of them, an empty choice, a clearing that goes through and one refused (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'clear.ask': [{ caches: ['listing'] }, { caches: ['listing', 'media'] }, { caches: [] }],
    'xstate.done.actor.clearCaches': [{ output: { cleared: ['listing'] } }],
    'xstate.error.actor.clearCaches': [{ error: { code: 'FORBIDDEN', statusCode: 403 } }],
  },
  limit: 2_000,
};
