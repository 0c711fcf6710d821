import type { GraphOptions } from '../testing/graph.js';

/** Valid and invalid saves and both outcomes of the save call (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'profile.save': [{ valid: true }, { valid: false }],
    'xstate.done.actor.saveProfile': [{ output: undefined }],
    'xstate.error.actor.saveProfile': [{ error: new Error('Podaci nisu ispravni.') }],
  },
};
