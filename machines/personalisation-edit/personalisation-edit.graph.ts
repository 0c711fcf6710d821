import type { GraphOptions } from '../testing/graph.js';
import type { PersonalisationEditInput } from './personalisation-edit.machine.js';

/** A line's number changed, emptied or left as it was, and both outcomes of saving it (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ part: 'number', saved: '10' } satisfies PersonalisationEditInput],
  events: {
    'field.change': [
      { field: 'value', value: '7' },
      { field: 'value', value: '' },
    ],
    'xstate.done.actor.saveValue': [{ output: undefined }],
    'xstate.error.actor.saveValue': [{ error: { code: 'PERSONALISATION_INVALID', statusCode: 400 } }],
  },
};
