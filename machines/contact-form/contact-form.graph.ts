import type { GraphOptions } from '../testing/graph.js';

export const filledIn = {
  topic: 'narudzba',
  name: 'Ana Kovač',
  email: 'ana@primjer.hr',
  orderNumber: '',
  message: 'Kada stiže moja narudžba?',
};

/** A filled-in form with its required consent; a message that breaks it; both outcomes of each call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [{ consents: [{ id: 2, required: true }], values: filledIn }],
  events: {
    'field.change': [
      { field: 'message', value: 'kratko' },
      { field: 'message', value: 'Kada stiže moja narudžba?' },
    ],
    'consent.toggle': [{ id: 2 }],
    'xstate.done.actor.solveCaptcha': [{ output: { challenge: 'c', nonce: '42' } }],
    'xstate.error.actor.solveCaptcha': [{ error: { code: 'CAPTCHA_FAILED', statusCode: 400 } }],
    'xstate.done.actor.send': [{ output: undefined }],
    'xstate.error.actor.send': [{ error: { code: 'RATE_LIMITED', statusCode: 429 } }],
  },
};
