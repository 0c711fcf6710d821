import type { GraphOptions } from '../testing/graph.js';

export const filledIn = {
  firstName: 'Marta',
  lastName: 'Horvat',
  email: 'marta@primjer.hr',
  memberCardBarcode: '',
  password: 'Zvijezda2024!',
  repeatPassword: 'Zvijezda2024!',
};

/**
 * A filled-in form with a required and an optional consent; an e-mail and a card number that break it and the
 * e-mail that mends it; both outcomes of the captcha and of the register call (test and docs).
 */
export const graphOptions: GraphOptions = {
  inputs: [
    {
      consents: [
        { id: 1, required: true },
        { id: 2, required: false },
      ],
      values: filledIn,
    },
  ],
  events: {
    'field.change': [
      { field: 'email', value: 'marta@' },
      { field: 'email', value: 'marta@primjer.hr' },
      { field: 'memberCardBarcode', value: '38500' },
    ],
    'field.blur': [{ field: 'email' }],
    'consent.toggle': [{ id: 1 }, { id: 2 }],
    'xstate.done.actor.solveCaptcha': [{ output: { challenge: 'c', nonce: '42' } }],
    'xstate.error.actor.solveCaptcha': [{ error: { code: 'CAPTCHA_FAILED', statusCode: 400 } }],
    'xstate.done.actor.register': [{ output: undefined }],
    'xstate.error.actor.register': [{ error: { code: 'USER_EXISTS', statusCode: 409 } }],
  },
};
