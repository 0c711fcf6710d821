import type { GraphOptions } from '../testing/graph.js';

/** A download, a resend, and each refused once (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'xstate.error.actor.0.einvoiceDesk.downloading': [{ error: { code: 'EINVOICE_NOT_FOUND', statusCode: 404 } }],
    'xstate.error.actor.0.einvoiceDesk.resending': [{ error: { code: 'EINVOICE_NOT_REJECTED', statusCode: 409 } }],
  },
  inputs: [{}],
  limit: 2_000,
  happyPath: {
    input: {},
    events: [{ type: 'resend' }, { type: 'xstate.done.actor.0.einvoiceDesk.resending' }],
  },
};
