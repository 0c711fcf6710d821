import type { GraphOptions } from '../testing/graph.js';

/** Either provider, and both outcomes of asking for its address (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'social.start': [{ provider: 'google' }, { provider: 'facebook' }],
    'xstate.done.actor.fetchRedirect': [{ output: 'https://accounts.example/authorize?state=s' }],
    'xstate.error.actor.fetchRedirect': [{ error: { code: 'SOCIAL_PROVIDER_UNAVAILABLE', statusCode: 404 } }],
  },
};
