import type { GraphOptions } from '../testing/graph.js';
import type { PasswordResetInput } from './password-reset.machine.js';

/** Both modes, a reset link without its token, and both outcomes of each call (test and docs). */
export const graphOptions: GraphOptions = {
  inputs: [
    { mode: 'request' } satisfies PasswordResetInput,
    { mode: 'reset', token: 'a'.repeat(43) } satisfies PasswordResetInput,
    { mode: 'reset', token: null } satisfies PasswordResetInput,
  ],
  events: {
    'password.submit': [{ valid: true }, { valid: false }],
    'xstate.done.actor.solveCaptcha': [{ output: { challenge: 'c', nonce: '7' } }],
    'xstate.error.actor.solveCaptcha': [{ error: new Error('captcha unavailable') }],
    'xstate.done.actor.requestReset': [{ output: undefined }],
    'xstate.error.actor.requestReset': [{ error: new Error('Too Many Requests') }],
    'xstate.done.actor.setPassword': [{ output: undefined }],
    'xstate.error.actor.setPassword': [{ error: new Error('Invalid or expired link.') }],
  },
};
