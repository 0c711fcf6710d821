import type { GraphOptions } from '../testing/graph.js';

/** A month's receipts exported, and an export refused as too large (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    export: [{ filters: { from: '2026-03-01', to: '2026-03-31' } }],
    'xstate.done.actor.exportCsv': [{ output: undefined }],
    'xstate.error.actor.exportCsv': [{ error: { code: 'VALIDATION_FAILED', statusCode: 400 } }],
  },
};
