import type { GraphOptions } from '../testing/graph.js';

const PAGE = {
  updatedAt: '2026-11-27T10:00:00.000Z',
  voucher: { state: 'active', expiresAt: '2027-11-27T10:00:00.000Z' },
};

/** A voucher read and not; each action, with and without a date; done, stale and refused (test and docs). */
export const graphOptions: GraphOptions = {
  events: {
    'date.change': [{ value: '2028-01-31' }, { value: '' }],
    'note.change': [{ value: 'Prijavljen gubitak' }],
    act: [{ action: 'extend' }, { action: 'block' }],
    'xstate.done.actor.loadVoucher': [{ output: PAGE }],
    'xstate.error.actor.loadVoucher': [{ error: { code: 'NOT_FOUND', statusCode: 404 } }],
    'xstate.done.actor.runAction': [{ output: PAGE }],
    'xstate.error.actor.runAction': [
      { error: { code: 'CONFLICT', statusCode: 409 } },
      { error: { code: 'VALIDATION_FAILED', statusCode: 400 } },
    ],
  },
};
