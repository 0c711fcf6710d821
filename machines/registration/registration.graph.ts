import type { GraphOptions } from '../testing/graph.js';

/** Submits that pass, fail validation or lack a ticked consent, and both outcomes of each call (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'registration.submit': [
      { valid: true, consentTicked: true },
      { valid: false, consentTicked: true },
      { valid: true, consentTicked: false },
    ],
    'xstate.done.actor.solveCaptcha': [{ output: { challenge: 'c', nonce: '42' } }],
    'xstate.error.actor.solveCaptcha': [{ error: new Error('captcha unavailable') }],
    'xstate.done.actor.register': [{ output: undefined }],
    'xstate.error.actor.register': [{ error: new Error('User already exist.') }],
  },
};
