import type { GraphOptions } from '../testing/graph.js';
import type { SocialReturnInput } from './social-return.machine.js';

/** A complete return, one without the provider chosen here, and both outcomes of the login (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { code: 'c0de', state: 's7ate', provider: 'google' } satisfies SocialReturnInput,
    { code: 'c0de', state: 's7ate', provider: null } satisfies SocialReturnInput,
  ],
  events: {
    'xstate.done.actor.login': [{ output: undefined }],
    'xstate.error.actor.login': [{ error: { code: 'SOCIAL_EMAIL_CONFLICT', statusCode: 409 } }],
  },
};
