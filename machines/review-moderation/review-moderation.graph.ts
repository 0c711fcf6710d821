import type { GraphOptions } from '../testing/graph.js';

/** A review without a reply; a reason and a reply typed and cleared; both outcomes of each call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ reply: '' }],
  events: {
    'reason.change': [{ value: 'Oglas, ne recenzija.' }, { value: '' }],
    'reply.change': [{ value: 'Hvala na recenziji!' }, { value: '' }],
    'xstate.done.actor.decide': [{ output: undefined }],
    'xstate.error.actor.decide': [{ error: { code: 'PERMISSION_DENIED', statusCode: 403 } }],
    'xstate.done.actor.reply': [{ output: undefined }],
    'xstate.error.actor.reply': [{ error: { code: 'NETWORK_ERROR', statusCode: 0 } }],
  },
  happyPath: {
    input: { reply: '' },
    events: [
      { type: 'approve' },
      { type: 'xstate.done.actor.decide', output: undefined },
      { type: 'reply.open' },
      { type: 'reply.change', value: 'Hvala na recenziji!' },
      { type: 'form.submit' },
      { type: 'xstate.done.actor.reply', output: undefined },
    ],
  },
};
