import type { GraphOptions } from '../testing/graph.js';
import type { PasswordResetInput } from './password-reset.machine.js';

const filledIn = { email: 'marta@primjer.hr', password: 'NovaLozinka2026!', repeatPassword: 'NovaLozinka2026!' };

/**
 * Both modes with their fields filled in, a reset link without its token, a value that breaks each mode's form,
 * and both outcomes of each call (test and docs).
 */
export const graphOptions: GraphOptions = {
  inputs: [
    { mode: 'request', values: filledIn } satisfies PasswordResetInput,
    { mode: 'reset', token: 'a'.repeat(43), values: filledIn } satisfies PasswordResetInput,
    { mode: 'reset', token: null, values: filledIn } satisfies PasswordResetInput,
  ],
  events: {
    'field.change': [
      { field: 'email', value: '' },
      { field: 'repeatPassword', value: 'NovaLozinka2027!' },
    ],
    'xstate.done.actor.solveCaptcha': [{ output: { challenge: 'c', nonce: '7' } }],
    'xstate.error.actor.solveCaptcha': [{ error: { code: 'CAPTCHA_FAILED', statusCode: 400 } }],
    'xstate.done.actor.requestReset': [{ output: undefined }],
    'xstate.error.actor.requestReset': [{ error: { code: 'RATE_LIMITED', statusCode: 429 } }],
    'xstate.done.actor.setPassword': [{ output: undefined }],
    'xstate.error.actor.setPassword': [{ error: { code: 'INVALID_TOKEN', statusCode: 400 } }],
  },
};
